import { Box, Button, Flex, HStack } from '@chakra-ui/react';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ja } from '../../i18n/ja';
import { preloadIdentity } from '../../identity/amplify';
import { selectAuthStatus } from '../../identity/auth-slice';
import { loadCurrentUser } from '../../identity/current-user';
import { selectCurrentUser, selectCurrentUserStatus } from '../../identity/current-user-slice';
import { checkSession } from '../../identity/session-check';
import { contentPresented } from '../../lib/yield-to-paint';
import { pathFor } from '../../routing/route-names';
import { selectApiReadsPending } from '../../store/api-loader';
import { AppLink, ButtonLink } from '../../ui/AppLink';
import { LanguageSwitch } from './LanguageSwitch';

type UserMenuComponent = ComponentType<{ label: string }>;

/**
 * The user menu is a chunk of its own (about 1 KiB gzip) that signed-out pages never download: inside the header it
 * would add that much to /signin. It is fetched as soon as the member is known, while the member loads. Until it is
 * there, its place holds a button of the same kind with the same label (the one that fetches it again when the download
 * failed), so the header takes its full height in the first render that shows it and does not grow when the menu
 * arrives: at phone width the signed-in header takes two rows, and a header that grew above the page would push it
 * down (a layout shift).
 */
const useUserMenu = (wanted: boolean) => {
  const [menu, setMenu] = useState<{ component?: UserMenuComponent; failed?: boolean }>({});
  const load = useCallback(() => {
    import(/* webpackChunkName: "on-demand-user-menu" */ './UserMenu').then(
      (module) => setMenu({ component: module.default }),
      () => setMenu({ failed: true }),
    );
  }, []);
  useEffect(() => {
    if (wanted) load();
  }, [wanted, load]);
  return { ...menu, retry: load };
};

/** Brand, navigation and the user menu; renders once the session check has answered. */
export const Header = () => {
  const dispatch = useAppDispatch();
  const authStatus = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectCurrentUser);
  const userStatus = useAppSelector(selectCurrentUserStatus);

  // A signed-in route renders after its guards have checked the session and loaded the member (src/routing/guards.ts):
  // asking again on the first render would read Amplify's tokens twice more and redo the store's updates for nothing,
  // right when the page paints. Only what is not known yet is asked (a public page, a session that just began).
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
  // Amplify (about 40 KiB), for what the member may do next (sign out, change a setting, a token refresh), once the
  // page they came for has shown its data: not beside the page's own reads (/me, the service list), whose answers it
  // would share the network with, and not before the frame that shows them is on screen. A reload of a signed-in
  // page reads the session without it (src/identity/cookie-session.ts).
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
  // Spec section 2: the header shows only once the user has loaded (or is known to be nobody), so it never flashes
  // the signed-out links for a member. The empty bar keeps its height (same padding, border and row height as the
  // header below), so the page does not jump, not even by a pixel (CLS of the prerendered pages, docs/performance.md).
  // It does not wait for the user menu's chunk (see useUserMenu).
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
              // The menu's chunk is not there yet, or could not be downloaded (offline): the same button tries again.
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
