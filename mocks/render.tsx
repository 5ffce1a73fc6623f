import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../src/ui/theme';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { api } from '../src/api';
import { registerNavigate } from '../src/routing/navigation';
import { appRoutes, type RouterOptions } from '../src/app/router';
import { setupStore } from '../src/app/store';
import type { AppStore, RootState } from '../src/store/types';

/** The app's routes in a memory router: the real guards and lazy pages, at `initialEntries`. */
export const createTestRouter = (store: AppStore, initialEntries: string[], options: RouterOptions = {}) =>
  createMemoryRouter(appRoutes(store, options), { initialEntries });

interface ProviderOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

const Providers = ({ store, children }: { store: AppStore; children: ReactNode }) => (
  <Provider store={store}>
    <ChakraProvider value={system}>{children}</ChakraProvider>
  </Provider>
);

/**
 * Renders a component with a fresh store (and a memory router for links). The API client is plugged in at once, as
 * the route loaders do before a signed-in page renders (renderRoute goes through them).
 */
export const renderWithProviders = (
  ui: ReactElement,
  { preloadedState, store = setupStore(preloadedState, { api }), ...options }: ProviderOptions = {},
) => ({
  store,
  ...render(ui, {
    wrapper: ({ children }) => (
      <Providers store={store}>
        <MemoryRouter>{children}</MemoryRouter>
      </Providers>
    ),
    ...options,
  }),
});

/** Renders the real route tree at a path, guards and lazy pages included, as a member would reach it. */
export const renderRoute = (
  path: string,
  {
    preloadedState,
    store = setupStore(preloadedState),
    ready,
  }: ProviderOptions & {
    /** What every route's loader waits for before its guards (the app passes the storage restore: src/main.tsx). */
    ready?: Promise<unknown>;
  } = {},
) => {
  const router = createTestRouter(store, [path], { ready });
  registerNavigate((to, options) => router.navigate(to, options));
  return { store, router, ...renderRouter(router, store) };
};

/** Renders a router already made, which may be on its way to a page (src/start.tsx renders the app at that point). */
export const renderRouter = (router: ReturnType<typeof createTestRouter>, store: AppStore) =>
  render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
