import { Text } from '@chakra-ui/react';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/certificate';
import { redirectWhenCertificateAllowed } from './guards';
import { composeGuards } from '../../routing/guards';
import { pathFor } from '../../routing/route-names';
import { ButtonLink } from '../../ui/AppLink';
import { PageHeading } from '../../ui/PageHeading';

export const pageLoader = composeGuards(redirectWhenCertificateAllowed);

/** /eligibility-certificate/not-allowed: members registered with the My Number card cannot use the certificate. */
export const Component = () => (
  <>
    <PageHeading>{ja.titles.CertificateNotAllowed}</PageHeading>
    <Text mb="2">{ja.certificate.notAllowed}</Text>
    <Text mb="6">{ja.certificate.notAllowedLead}</Text>
    <ButtonLink to={pathFor('AccountHome')} variant="outline">
      {ja.certificate.home}
    </ButtonLink>
  </>
);
