import { Stack, Text } from '@chakra-ui/react';
import { useGetLatestCertificateApplicationQuery } from '../../api';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/certificate';
import { toErrorMessage } from '../../lib/error-message';
import {
  requireCertificateAllowed,
  requireCertificateState,
  requireCertificateTermsAgreed,
  requireSmsMfa,
} from './guards';
import { composeGuards } from '../../routing/guards';
import { FormAlert } from '../../ui/FormAlert';
import { PageHeading } from '../../ui/PageHeading';
import { CertificateExpiry } from './CertificateExpiry';
import { ExpiryReminder } from './ExpiryReminder';
import { MemberCard } from './MemberCard';
import { SaveOffline } from './SaveOffline';

export const pageLoader = composeGuards(
  requireCertificateAllowed,
  requireCertificateTermsAgreed,
  requireSmsMfa,
  requireCertificateState(false, 'CertificateApply'),
);

/** /eligibility-certificate/certificate: the active certificate with its expiry and a count-down to it. */
export const Component = () => {
  const { data, error, isLoading } = useGetLatestCertificateApplicationQuery();
  return (
    <>
      <PageHeading>{ja.titles.Certificate}</PageHeading>
      {isLoading ? <Text>{ja.common.loading}</Text> : null}
      {error ? <FormAlert>{toErrorMessage(error)}</FormAlert> : null}
      {data ? (
        <>
          <Text mb="4">{ja.certificate.displayNote}</Text>
          <CertificateExpiry expiredAt={data.expired_at} />
          <ExpiryReminder expiredAt={data.expired_at} />
          <SaveOffline application={data} />
          <Stack gap="4">
            {data.members.map((member) => (
              <MemberCard key={member.id} member={member} />
            ))}
          </Stack>
        </>
      ) : null}
    </>
  );
};
