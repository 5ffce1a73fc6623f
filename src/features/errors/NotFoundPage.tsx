import { Box, Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { ja } from '../../i18n/ja';
import { pathFor } from '../../routing/route-names';
import { PageHeading } from '../../ui/PageHeading';

/**
 * The 404 page. Its way back goes to the service list for a signed-in member and to sign-in otherwise; the header's
 * session check answers which, and until it has, the button waits (a signed-in member is never sent to sign-in).
 */
export const Component = () => {
  const authStatus = useAppSelector((state) => state.auth.status);
  return (
    <>
      <PageHeading>{ja.errors.notFoundTitle}</PageHeading>
      <Text mb="6">{ja.errors.notFoundBody}</Text>
      {authStatus === 'unknown' ? (
        <Box minH="10" aria-busy="true" />
      ) : (
        <Button asChild>
          {authStatus === 'signedIn' ? (
            <RouterLink to={pathFor('AccountHome')}>{ja.errors.backToServiceList}</RouterLink>
          ) : (
            <RouterLink to={pathFor('Signin')}>{ja.errors.backToSignin}</RouterLink>
          )}
        </Button>
      )}
    </>
  );
};
