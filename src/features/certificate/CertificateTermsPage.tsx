import { Text } from '@chakra-ui/react';
import { ja } from '../../i18n/ja';
import { PageHeading } from '../../ui/PageHeading';

// Not built yet: the route resolves and says so plainly (see the open issue for this screen).
export const Component = () => (
  <>
    <PageHeading>{ja.titles.CertificateTerms}</PageHeading>
    <Text>{ja.common.notYetAvailable}</Text>
  </>
);
