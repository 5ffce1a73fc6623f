import { Box, Text } from '@chakra-ui/react';
import { useAppSelector } from '../../store/hooks';
import { ja } from '../../i18n/ja';
import { selectAuthStatus } from '../../identity/auth-slice';
import { pathFor } from '../../routing/route-names';
import { ButtonLink } from '../../ui/AppLink';
import { PageHeading } from '../../ui/PageHeading';

/** The 404 page. Its button waits for the session check, so a signed-in member is never sent to sign-in. */
export const Component = () => {
  const authStatus = useAppSelector(selectAuthStatus);
  return (
    <>
      <PageHeading>{ja.errors.notFoundTitle}</PageHeading>
      <Text mb="6">{ja.errors.notFoundBody}</Text>
      {authStatus === 'unknown' ? (
        <Box minH="10" aria-busy="true" />
      ) : authStatus === 'signedIn' ? (
        <ButtonLink to={pathFor('AccountHome')}>{ja.errors.backToServiceList}</ButtonLink>
      ) : (
        <ButtonLink to={pathFor('Signin')}>{ja.errors.backToSignin}</ButtonLink>
      )}
    </>
  );
};
