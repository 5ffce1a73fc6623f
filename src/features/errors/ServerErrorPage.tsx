import { Text } from '@chakra-ui/react';
import { ja } from '../../i18n/ja';
import { pathFor } from '../../routing/route-names';
import { ButtonLink } from '../../ui/AppLink';
import { PageHeading } from '../../ui/PageHeading';

export const Component = () => (
  <>
    <PageHeading>{ja.errors.serverErrorTitle}</PageHeading>
    <Text mb="6">{ja.errors.serverErrorBody}</Text>
    <ButtonLink to={pathFor('Signin')}>{ja.errors.backToTop}</ButtonLink>
  </>
);
