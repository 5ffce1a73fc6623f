import { Text } from '@chakra-ui/react';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/certificate';
import { redirectWhenSmsMfaEnabled, requireCertificateAllowed, requireCertificateTermsAgreed } from './guards';
import { composeGuards } from '../../routing/guards';
import { pathFor } from '../../routing/route-names';
import { ButtonLink } from '../../ui/AppLink';
import { PageHeading } from '../../ui/PageHeading';

export const pageLoader = composeGuards(
  requireCertificateAllowed,
  requireCertificateTermsAgreed,
  redirectWhenSmsMfaEnabled,
);

/** /eligibility-certificate/mfa-notice: SMS two-step is needed; setup returns the member to apply. */
export const Component = () => (
  <>
    <PageHeading>{ja.titles.CertificateMfaNotice}</PageHeading>
    <Text mb="2">{ja.certificate.mfaNotice}</Text>
    <Text mb="6">{ja.certificate.mfaNoticeLead}</Text>
    <ButtonLink to={pathFor('SmsSetup', { returnTo: 'CertificateApply' })} size="lg">
      {ja.certificate.toSmsSetup}
    </ButtonLink>
  </>
);
