import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { registerNavigate } from './routing/navigation';
import { warmUpPage } from './app/router';
import { currentEnvironment } from './config/env';
import { MAY_HAVE_SESSION_ATTRIBUTE, MOUNTED_ATTRIBUTE, OFFLINE_ATTRIBUTE } from './lib/page-attributes';
import { takeBootHandoff } from './lib/boot-handoff';
import { leavePasskeyOutcome, signedIn, takePasskeyPick } from './lib/passkey-pick';
import { ja } from './i18n/ja';
import { loadChunk, prefetchChunk } from './lib/loading';
import { applyLanguage, currentLanguage } from './i18n/language';
import { LANGUAGE_PENDING_ATTRIBUTE, storedLanguage } from './i18n/language-key';
import { mayHaveSession } from './identity/amplify';
import { watchTokenRefreshFailures } from './identity/token-refresh';
import { afterFirstPaint, hydratePrerendered } from './app/hydrate';
import { loadServiceListFrame } from './app/shell/AppLayout';
import { selectMemberReadsSettled } from './identity/current-user-slice';
import { contentPresented } from './lib/yield-to-paint';
import { store } from './start-store';
import { router } from './start-router';

// A prerendered page's boot script (src/boot) started the entry: its listeners stop, a submit it held comes along.
const handoff = takeBootHandoff();
const container = document.getElementById('root');
// English is its own chunk, loaded beside the router's start; if it fails the page stays Japanese.
const languageReady =
  storedLanguage() === 'en'
    ? applyLanguage('en').catch(() => {
        document.documentElement.lang = 'ja';
      })
    : Promise.resolve();
router.initialize();
registerNavigate((to, options) => router.navigate(to, options));
watchTokenRefreshFailures(store);
// The other tabs are followed from the moment its chunk arrives, fetched once the page's critical chunks have (a
// failed download leaves this tab to its own session checks).
void prefetchChunk('otherTabs').then(
  ({ followOtherTabs }) => store.dispatch(followOtherTabs()),
  () => undefined,
);

// A pick's sign-in (the boot's) goes on from here, /signin not hydrated; the list's frame, if first rendered, comes first.
const carryPickedPasskey = () => {
  const username = handoff?.passkeyPicked;
  if (!handoff || !username) return undefined;
  handoff.passkeyPicked = undefined;
  // A page hydrated after all asks anew instead of signing this pick in again.
  takePasskeyPick()?.abort();
  const frame = loadServiceListFrame().catch(() => undefined);
  const outcome = loadChunk('passkeySignin')
    .then(({ carryPickedPasskey }) =>
      carryPickedPasskey(store, username, (to) => router.navigate(to, { replace: true })),
    )
    .catch(() => ({ error: ja.errors.communication }));
  leavePasskeyOutcome(outcome);
  return outcome.then(async (ended) => {
    if (!signedIn(ended)) return false;
    await frame;
    return true;
  });
};

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
    document.documentElement.removeAttribute(OFFLINE_ATTRIBUTE);
    document.documentElement.removeAttribute(LANGUAGE_PENDING_ATTRIBUTE);
  };
  // A prerendered page is hydrated once its route is ready; every other page replaces its HTML once the first
  // navigation has finished. Both as a transition, so React works in slices and the browser answers in between.
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
        heldClick: handoff?.heldClick,
        signInUnderWay: () => handoff?.signInUnderWay,
        mayHaveSession: mayHaveSession(),
        otherLanguage: currentLanguage() !== 'ja',
        onIntent: () => warmUpPage(router),
        carry: carryPickedPasskey,
      },
    ),
  );
}
/**
 * Resolves once a signed-in page's reads have settled: the service worker's precache (every file of the build, the
 * largest download there is) then never shares the link with a sign-in, its Enter or a page's reads. Only a signed-in
 * member can have a certificate to open offline.
 */
const memberSettled = () =>
  new Promise<void>((resolve) => {
    if (selectMemberReadsSettled(store.getState())) return resolve();
    const stop = store.subscribe(() => {
      if (!selectMemberReadsSettled(store.getState())) return;
      stop();
      resolve();
    });
  });
/** A visitor who has not touched the page for this long is not in the middle of a sign-in. */
const QUIET_MS = 10_000;
const QUIET_EVENTS = ['keydown', 'pointerdown', 'focusin', 'input'] as const;

/** Resolves once the visitor has not touched the page for `QUIET_MS` (a page read, not a form being filled). */
const visitorQuiet = () =>
  new Promise<void>((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      for (const type of QUIET_EVENTS) window.removeEventListener(type, restart, true);
      resolve();
    };
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(done, QUIET_MS);
    };
    for (const type of QUIET_EVENTS) window.addEventListener(type, restart, true);
    restart();
  });

// The service worker (src/app/service-worker.tsx; not in local builds): once the member's data is on screen, or on a
// page the visitor only reads, never while a sign-in and its reads share the link with it.
if (!PORTAL_LOCAL_BUILD)
  void Promise.race([memberSettled(), visitorQuiet()])
    .then(() => contentPresented())
    .then(() => prefetchChunk('offline'))
    .then(
      ({ startServiceWorker }) => startServiceWorker(),
      () => undefined,
    );
// Analytics once the first screen is up, never competing with it (a prerendered page's boot script loads it itself,
// src/boot).
afterFirstPaint(() => {
  if (!handoff && currentEnvironment.tagManagerId)
    void loadChunk('tagManager').then(
      ({ loadTagManager }) => loadTagManager(currentEnvironment.tagManagerId),
      () => undefined,
    );
});
