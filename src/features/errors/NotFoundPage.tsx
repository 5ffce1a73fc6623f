import { Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ja } from '../../i18n/ja';
import { pathFor } from '../../routing/route-names';
import { PageHeading } from '../../ui/PageHeading';

export const Component = () => (
  <>
    <PageHeading>{ja.errors.notFoundTitle}</PageHeading>
    <Text mb="6">{ja.errors.notFoundBody}</Text>
    <Button asChild>
      <RouterLink to={pathFor('Signin')}>{ja.errors.backToTop}</RouterLink>
    </Button>
  </>
);
