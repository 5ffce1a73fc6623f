import { Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ja } from '../../i18n/ja';
import { redirectWhenCertificateAllowed } from '../../routing/certificate-guards';
import { composeGuards } from '../../routing/guards';
import { pathFor } from '../../routing/route-names';
import { PageHeading } from '../../ui/PageHeading';

export const pageLoader = composeGuards(redirectWhenCertificateAllowed);

/** /eligibility-certificate/not-allowed: members registered with the My Number card cannot use the certificate. */
export const Component = () => (
  <>
    <PageHeading>{ja.titles.CertificateNotAllowed}</PageHeading>
    <Text mb="2">{ja.certificate.notAllowed}</Text>
    <Text mb="6">{ja.certificate.notAllowedLead}</Text>
    <Button asChild variant="outline">
      <RouterLink to={pathFor('AccountHome')}>{ja.certificate.home}</RouterLink>
    </Button>
  </>
);
