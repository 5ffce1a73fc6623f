import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { registerNavigate } from './app/navigation';
import { createAppRouter } from './app/router';
import { setupStore } from './app/store';
import type { AppRouter } from './app/router';
import { currentEnvironment } from './config/env';
import { configureIdentity } from './identity/amplify';
import { watchTokenRefreshFailures } from './identity/token-refresh';
import { afterFirstPaint, hydratePrerendered } from './prerender/hydrate';

configureIdentity(currentEnvironment);
const store = setupStore();
// Restoring the navigation context (sessionStorage) is asynchronous anyway; its code loads beside the router's start.
// A failed download leaves the context empty, as a new tab would have it.
// The routes' loaders wait for it (guards write the context; a later restore would overwrite it).
const rehydrated = import(/* webpackChunkName: "on-demand-persist" */ './app/persistor').then(
  ({ setupPersistor }) =>
    new Promise<void>((resolve) => {
      const persistor = setupPersistor(store);
      const check = () => {
        if (!persistor.getState().bootstrapped) return;
        stop();
        resolve();
      };
      const stop = persistor.subscribe(check);
      check();
    }),
  () => undefined,
);
const router: AppRouter = createAppRouter(store, { ready: rehydrated });
registerNavigate((to, options) => router.navigate(to, options));
watchTokenRefreshFailures(store);

const app = (
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

/** Renders no element (the markup stays the prerendered one); tells when React has committed the hydrated tree. */
const Hydrated = ({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) => {
  useEffect(onHydrated, [onHydrated]);
  return children;
};

const container = document.getElementById('root');
if (container) {
  // A public page prerendered at build time (src/prerender) is hydrated once its route is ready; every other page
  // replaces the static shell of index.html. Both as a transition: React works in slices of a few milliseconds and
  // lets the browser answer the member in between, instead of one long task (the page is already on screen).
  void hydratePrerendered(container, router, {
    hydrate: (onHydrated) => startTransition(() => void hydrateRoot(container, <Hydrated onHydrated={onHydrated}>{app}</Hydrated>)),
    render: () => startTransition(() => createRoot(container).render(app)),
  });
}
// Analytics never competes with the first screen.
afterFirstPaint(() => {
  if (currentEnvironment.tagManagerId) void import(/* webpackChunkName: "on-demand-tag-manager" */ './ui/tag-manager').then(({ loadTagManager }) => loadTagManager(currentEnvironment.tagManagerId), () => undefined);
});
