import { Box, Container } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { ja } from '../i18n/ja';
import type { RouteName } from '../routing/route-names';
import { Footer } from './Footer';
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
    document.title = name ? `${ja.titles[name]} | ${ja.shell.brand}` : ja.shell.brand;
  }, [name]);
  useEffect(() => {
    const heading = document.querySelector<HTMLElement>('[data-page-heading]');
    heading?.focus({ preventScroll: true });
  }, [location.pathname]);
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
        <Outlet />
      </Container>
      <Footer />
      <ScenarioSwitcher />
    </Box>
  );
};
