import { Box, Button, Flex, HStack } from '@chakra-ui/react';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ja } from '../../i18n/ja';
import { preloadIdentity } from '../../identity/amplify';
import { selectAuthStatus } from '../../identity/auth-slice';
import { loadCurrentUser } from '../../identity/current-user';
import { selectCurrentUser, selectCurrentUserStatus } from '../../identity/current-user-slice';
import { checkSession } from '../../identity/session-check';
import { loadChunk } from '../../lib/loading';
import { contentPresented } from '../../lib/yield-to-paint';
import { pathFor } from '../../routing/route-names';
import { selectApiReadsPending } from '../../store/api-loader';
import { AppLink, ButtonLink } from '../../ui/AppLink';
import { LanguageSwitch } from './LanguageSwitch';

type UserMenuComponent = ComponentType<{ label: string }>;

/**
 * The user menu is a chunk of its own that signed-out pages never download. Until it is there, a button of the same
 * kind and label holds its place, so the header does not grow (a layout shift) when it arrives.
 */
const useUserMenu = (wanted: boolean) => {
  const [menu, setMenu] = useState<{ component?: UserMenuComponent; failed?: boolean }>({});
  const load = useCallback(() => {
    loadChunk('userMenu').then(
      (module) => setMenu({ component: module.default }),
      () => setMenu({ failed: true }),
    );
  }, []);
  useEffect(() => {
    if (wanted) load();
  }, [wanted, load]);
  return { ...menu, retry: load };
};

export const Header = () => {
  const dispatch = useAppDispatch();
  const authStatus = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectCurrentUser);
  const userStatus = useAppSelector(selectCurrentUserStatus);

  // A signed-in route renders after its guards checked the session: only what is not known yet is asked.
  useEffect(() => {
    if (authStatus === 'unknown') void dispatch(checkSession());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the status the first render knows: one check at most.
  }, [dispatch]);
  useEffect(() => {
    if (authStatus === 'signedIn' && userStatus !== 'loaded') void dispatch(loadCurrentUser());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the session changes, not the load's own status.
  }, [authStatus, dispatch]);

  const signedIn = authStatus === 'signedIn';
  const userMenu = useUserMenu(signedIn);
  // Amplify, for what the member may do next, once the page has shown its data: not competing with the page's own reads.
  const memberLoaded = signedIn && userStatus === 'loaded';
  const readsPending = useAppSelector(selectApiReadsPending);
  useEffect(() => {
    if (!memberLoaded || readsPending) return undefined;
    let cancelled = false;
    void contentPresented().then(() => {
      if (!cancelled) preloadIdentity();
    });
    return () => {
      cancelled = true;
    };
  }, [memberLoaded, readsPending]);
  // Spec section 2: the header shows only once the user is known, so it never flashes the signed-out links. The empty
  // bar keeps the header's height, so the page does not move.
  const ready = authStatus === 'signedOut' || (signedIn && (userStatus === 'loaded' || userStatus === 'failed'));
  const userLabel = user?.name || user?.email || ja.shell.userMenu;
  if (!ready)
    return (
      <Box as="header" borderBottomWidth="1px" px="4" py="3" bg="white" aria-busy="true">
        <Box minH="10" />
      </Box>
    );
  return (
    <Box as="header" borderBottomWidth="1px" px="4" py="3" bg="white">
      <Flex align="center" justify="space-between" gap="4" wrap="wrap" minH="10">
        <HStack gap="6">
          <AppLink to={pathFor(signedIn ? 'AccountHome' : 'Signin')} fontWeight="bold" fontSize="lg" color="fg">
            {ja.shell.brand}
          </AppLink>
          {signedIn ? (
            <HStack as="nav" aria-label={ja.shell.mainNavigation} gap="4">
              <AppLink to={pathFor('AccountHome')} color="colorPalette.fg">
                {ja.shell.serviceList}
              </AppLink>
              <AppLink to={pathFor('AccountSettings')} color="colorPalette.fg">
                {ja.shell.settings}
              </AppLink>
            </HStack>
          ) : null}
        </HStack>
        <HStack gap="3" wrap="wrap">
          <LanguageSwitch />
          {signedIn ? (
            userMenu.component ? (
              <userMenu.component label={userLabel} />
            ) : (
              <Button variant="outline" size="sm" onClick={userMenu.retry}>
                {userLabel}
              </Button>
            )
          ) : (
            <ButtonLink to={pathFor('Signin')} size="sm">
              {ja.shell.login}
            </ButtonLink>
          )}
        </HStack>
      </Flex>
    </Box>
  );
};
