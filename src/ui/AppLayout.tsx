import { Box, Container } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { ja } from '../i18n/ja';
import { connectionNoticeSet, selectConnectionNotice } from '../identity/auth-slice';
import { PRERENDERED_ATTRIBUTE } from '../boot/attributes';
import { titleOf, type RouteName } from '../routing/routes';
import { Footer } from './Footer';
import { FormAlert } from './FormAlert';
import { Header } from './Header';
import { ScenarioSwitcher } from './ScenarioSwitcher';

export interface RouteHandle {
  name: RouteName;
}

/** Sets the page title from the deepest named route and moves focus to the new page's heading. */
const useRouteTitleAndFocus = () => {
  const matches = useMatches();
  const location = useLocation();
  const name = [...matches].reverse().map((match) => (match.handle as RouteHandle | undefined)?.name).find(Boolean);
  useEffect(() => {
    document.title = name ? `${ja.titles[titleOf(name)]} | ${ja.shell.brand}` : ja.shell.brand;
  }, [name]);
  const firstRender = useRef(true);
  useEffect(() => {
    const first = firstRender.current;
    firstRender.current = false;
    // The page the app starts on may be in use already: a prerendered page (src/boot starts the app at the member's
    // first touch or key, often while they type), or a field the member focused. Focus stays where the member put
    // it; every navigation after it moves it to the new heading.
    if (first && (document.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTE) || (document.activeElement && document.activeElement !== document.body))) return;
    const heading = document.querySelector<HTMLElement>('[data-page-heading]');
    heading?.focus({ preventScroll: true });
  }, [location.pathname]);
};

/**
 * A token refresh that failed for a dropped connection or a server error (src/identity/token-refresh.ts): the member
 * stays on the page and is told; the next action refreshes again, and a successful refresh or the next page hides it.
 */
const ConnectionNotice = () => {
  const dispatch = useAppDispatch();
  const shown = useAppSelector(selectConnectionNotice);
  const { pathname } = useLocation();
  useEffect(() => {
    dispatch(connectionNoticeSet(false));
  }, [dispatch, pathname]);
  return shown ? <FormAlert>{ja.errors.communication}</FormAlert> : null;
};

export const AppLayout = () => {
  useRouteTitleAndFocus();
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <a href="#main" className="skip-link">
        {ja.shell.skipToContent}
      </a>
      <Header />
      <Container as="main" id="main" maxW="3xl" py="8" flex="1">
        <ConnectionNotice />
        <Outlet />
      </Container>
      <Footer />
      <ScenarioSwitcher />
    </Box>
  );
};
