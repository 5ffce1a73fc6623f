import { Box, Button, Flex, HStack, Link, Menu, Portal } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { ja } from '../i18n/ja';
import { loadCurrentUser } from '../identity/current-user';
import { checkSession } from '../identity/session-check';
import { pathFor } from '../routing/route-names';

/** Brand, navigation and the user menu; renders once the session check has answered. */
export const Header = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const authStatus = useAppSelector((state) => state.auth.status);
  const user = useAppSelector((state) => state.currentUser.user);
  const userStatus = useAppSelector((state) => state.currentUser.status);

  useEffect(() => {
    void dispatch(checkSession());
  }, [dispatch]);
  useEffect(() => {
    if (authStatus === 'signedIn') void dispatch(loadCurrentUser());
  }, [authStatus, dispatch]);

  const signedIn = authStatus === 'signedIn';
  // Spec section 2: the header shows only once the user has loaded (or is known to be nobody), so it never flashes
  // the signed-out links for a member. The empty bar keeps its height, so the page does not jump.
  const ready = authStatus === 'signedOut' || (signedIn && (userStatus === 'loaded' || userStatus === 'failed'));
  if (!ready) return <Box as="header" borderBottomWidth="1px" px="4" py="3" bg="white" minH="16" aria-busy="true" />;
  return (
    <Box as="header" borderBottomWidth="1px" px="4" py="3" bg="white">
      <Flex align="center" justify="space-between" gap="4" wrap="wrap" minH="10">
        <HStack gap="6">
          <Link asChild fontWeight="bold" fontSize="lg" color="fg">
            <RouterLink to={pathFor(signedIn ? 'AccountHome' : 'Signin')}>{ja.shell.brand}</RouterLink>
          </Link>
          {signedIn ? (
            <HStack as="nav" aria-label={ja.shell.mainNavigation} gap="4">
              <Link asChild>
                <RouterLink to={pathFor('AccountHome')}>{ja.shell.serviceList}</RouterLink>
              </Link>
              <Link asChild>
                <RouterLink to={pathFor('AccountSettings')}>{ja.shell.settings}</RouterLink>
              </Link>
            </HStack>
          ) : null}
        </HStack>
        {signedIn ? (
          <Menu.Root onSelect={(details) => navigate(pathFor(details.value === 'signout' ? 'Signout' : 'AccountSettings'))}>
            <Menu.Trigger asChild>
              <Button variant="outline" size="sm">
                {user?.name || user?.email || ja.shell.userMenu}
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.Item value="settings">{ja.shell.settings}</Menu.Item>
                  <Menu.Item value="signout">{ja.shell.logout}</Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        ) : (
          <Button asChild size="sm">
            <RouterLink to={pathFor('Signin')}>{ja.shell.login}</RouterLink>
          </Button>
        )}
      </Flex>
    </Box>
  );
};
