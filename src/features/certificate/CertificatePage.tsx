import { Box, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useGetLatestCertificateApplicationQuery, type CertificateApplication } from '../../api';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/certificate';
import { formatCountdown, formatJapaneseDate } from '../../lib/countdown';
import { toErrorMessage } from '../../lib/error-message';
import {
  requireCertificateAllowed,
  requireCertificateState,
  requireCertificateTermsAgreed,
  requireSmsMfa,
} from './guards';
import { composeGuards } from '../../routing/guards';
import { pathFor } from '../../routing/route-names';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { FormAlert } from '../../ui/FormAlert';
import { PageHeading } from '../../ui/PageHeading';
import { MemberCard } from './MemberCard';
import { useCountdown } from './use-countdown';

export const pageLoader = composeGuards(
  requireCertificateAllowed,
  requireCertificateTermsAgreed,
  requireSmsMfa,
  requireCertificateState(false, 'CertificateApply'),
);

const Expiry = ({ application }: { application: CertificateApplication }) => {
  const navigate = useNavigate();
  const left = useCountdown(application.expired_at);
  return (
    <>
      <Box as="dl" borderWidth="2px" borderColor="blue.600" borderRadius="md" p="4" mb="6">
        <Box display="flex" gap="4">
          <Box as="dt" fontWeight="bold">
            {ja.certificate.expiry}
          </Box>
          <Box as="dd">{formatJapaneseDate(application.expired_at)}</Box>
        </Box>
        <Box display="flex" gap="4">
          <Box as="dt" fontWeight="bold">
            {ja.certificate.remaining}
          </Box>
          {/* Not a live region: announcing every second would drown a screen reader. */}
          <Box as="dd" fontFamily="mono" fontSize="xl" data-testid="certificate-countdown">
            {formatCountdown(left)}
          </Box>
        </Box>
      </Box>
      {/* No cancel: the expired certificate must not stay on screen, only the way home is offered. */}
      <ConfirmModal
        open={left.expired}
        title={ja.certificate.expired}
        confirmLabel={ja.certificate.home}
        onConfirm={() => navigate(pathFor('AccountHome'), { replace: true })}
      />
    </>
  );
};

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
          <Expiry application={data} />
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
