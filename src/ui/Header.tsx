import { Box, Button, Flex, HStack } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { ja } from '../i18n/ja';
import { selectAuthStatus } from '../identity/auth-slice';
import { loadCurrentUser } from '../identity/current-user';
import { selectCurrentUser, selectCurrentUserStatus } from '../identity/current-user-slice';
import { checkSession } from '../identity/session-check';
import { pathFor } from '../routing/route-names';
import { AppLink, ButtonLink } from './AppLink';
import { LanguageSwitch } from './LanguageSwitch';

type UserMenuComponent = ComponentType<{ label: string }>;

/**
 * The user menu is a chunk of its own (about 1 KiB gzip) that signed-out pages never download: inside the header it
 * would add that much to /signin. The router fetches it with a signed-in route's code and waits for it before that
 * route first renders (src/app/router.tsx), so the header is complete in the page's first paint: a header that settles
 * after the page pushes the page down (a layout shift; at phone width the signed-in header takes two rows, its empty
 * bar one). When it is not there yet (a failed download), it is fetched as soon as the member is known.
 */
let menuLoaded: UserMenuComponent | undefined;
let menuLoading: Promise<UserMenuComponent> | undefined;
export const loadUserMenu = () =>
  (menuLoading ??= import(/* webpackChunkName: "on-demand-user-menu" */ './UserMenu').then(
    (module) => (menuLoaded = module.default),
    (error: unknown) => {
      menuLoading = undefined;
      throw error;
    },
  ));

const useUserMenu = (wanted: boolean) => {
  const [menu, setMenu] = useState<{ component?: UserMenuComponent; failed?: boolean }>(() =>
    menuLoaded ? { component: menuLoaded } : {},
  );
  const load = useCallback(() => {
    loadUserMenu().then(
      (component) => setMenu({ component }),
      () => setMenu({ failed: true }),
    );
  }, []);
  useEffect(() => {
    if (wanted && !menu.component) load();
  }, [wanted, load, menu.component]);
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
  const known = useRef({ authStatus, userStatus });
  known.current = { authStatus, userStatus };
  useEffect(() => {
    if (known.current.authStatus === 'unknown') void dispatch(checkSession());
  }, [dispatch]);
  useEffect(() => {
    if (authStatus === 'signedIn' && known.current.userStatus !== 'loaded') void dispatch(loadCurrentUser());
  }, [authStatus, dispatch]);

  const signedIn = authStatus === 'signedIn';
  const userMenu = useUserMenu(signedIn);
  // Spec section 2: the header shows only once the user has loaded (or is known to be nobody), so it never flashes
  // the signed-out links for a member. The empty bar keeps its height (same padding, border and row height as the
  // header below), so the page does not jump, not even by a pixel (CLS of the prerendered pages, docs/performance.md).
  const menuSettled = Boolean(userMenu.component) || Boolean(userMenu.failed);
  const ready =
    authStatus === 'signedOut' || (signedIn && menuSettled && (userStatus === 'loaded' || userStatus === 'failed'));
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
              // The menu's chunk could not be downloaded (offline): the same button tries again.
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
