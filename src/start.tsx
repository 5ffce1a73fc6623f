import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { registerNavigate } from './routing/navigation';
import { createAppRouter, warmUpPage } from './app/router';
import { setupStore } from './app/store';
import type { AppRouter } from './app/router';
import { currentEnvironment } from './config/env';
import { MAY_HAVE_SESSION_ATTRIBUTE, MOUNTED_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from './lib/page-attributes';
import { takeBootHandoff } from './lib/boot-handoff';
import { applyLanguage, currentLanguage } from './i18n/language';
import { LANGUAGE_PENDING_ATTRIBUTE, storedLanguage } from './i18n/language-key';
import { configureIdentity, mayHaveSession } from './identity/amplify';
import { watchTokenRefreshFailures } from './identity/token-refresh';
import { afterFirstPaint, hydratePrerendered } from './app/hydrate';

// A prerendered page's boot script (src/boot) started the entry: its listeners stop, a submit it held comes along.
const handoff = takeBootHandoff();
const container = document.getElementById('root');
// The device's language (src/i18n/language.ts): English is its own chunk, copied into the catalogue before the first
// render; its download runs beside the router's start. If it fails, the page stays Japanese, as without a choice.
const languageReady =
  storedLanguage() === 'en'
    ? applyLanguage('en').catch(() => {
        document.documentElement.lang = 'ja';
      })
    : Promise.resolve();
const prerendered = container?.hasAttribute(PRERENDERED_ATTRIBUTE) ?? false;
configureIdentity(currentEnvironment);
// A prerendered page is the signed-out one (src/prerender/render.tsx). Without a token cookie the session check will
// answer the same, so the store starts there and the first render matches the HTML (its header and all).
const store = setupStore(prerendered && !mayHaveSession() ? { auth: { status: 'signedOut' } } : undefined);
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

/** Renders no element of its own; tells when React has committed the tree (hydrated or rendered afresh). */
const Mounted = ({ onMounted, children }: { onMounted: () => void; children: ReactNode }) => {
  useEffect(onMounted, [onMounted]);
  return children;
};

if (container) {
  const mounted = () => {
    container.setAttribute(MOUNTED_ATTRIBUTE, '');
    document.documentElement.removeAttribute(MAY_HAVE_SESSION_ATTRIBUTE);
    document.documentElement.removeAttribute(LANGUAGE_PENDING_ATTRIBUTE);
  };
  // A public page prerendered at build time (src/prerender) is hydrated once its route is ready; every other page
  // replaces its HTML (index.html's static shell, the app shell of /account) once the router's first navigation has
  // finished, so the HTML stays on screen until the page itself, with no blank in between. Both as a transition: React
  // works in slices of a few milliseconds and lets the browser answer the member in between, instead of one long task
  // (the page is already on screen).
  const hydrated = (onHydrated: () => void) => () => {
    mounted();
    onHydrated();
  };
  // A prerendered page is Japanese: in English it is rendered afresh (the boot script keeps it hidden until then).
  void languageReady.then(() =>
    hydratePrerendered(
      container,
      router,
      {
        hydrate: (onHydrated) =>
          startTransition(() => void hydrateRoot(container, <Mounted onMounted={hydrated(onHydrated)}>{app}</Mounted>)),
        render: () => startTransition(() => createRoot(container).render(<Mounted onMounted={mounted}>{app}</Mounted>)),
      },
      {
        heldSubmit: handoff?.heldSubmit,
        mayHaveSession: mayHaveSession(),
        otherLanguage: currentLanguage() !== 'ja',
        onIntent: () => warmUpPage(router),
      },
    ),
  );
}
// Analytics never competes with the first screen. A prerendered page's boot script loads it itself (src/boot).
if (!handoff)
  afterFirstPaint(() => {
    if (currentEnvironment.tagManagerId)
      void import(/* webpackChunkName: "on-demand-tag-manager" */ './lib/tag-manager').then(
        ({ loadTagManager }) => loadTagManager(currentEnvironment.tagManagerId),
        () => undefined,
      );
  });
