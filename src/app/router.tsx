import { lazy, Suspense, type ComponentType } from 'react';
import {
  redirect,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type RouteObject,
} from 'react-router-dom';
import { mayHaveSession } from '../identity/amplify';
import { selectAuthUserId } from '../identity/auth-slice';
import { loadCurrentUser } from '../identity/current-user';
import { selectCurrentUser } from '../identity/current-user-slice';
import { routePaths } from '../routing/route-names';
import { isSignedInRoute, routes, type Guard, type RouteName } from '../routing/routes';
import { AppLayout } from './shell/AppLayout';
import { OFFLINE_ERROR, RouteErrorPage } from './shell/RouteErrorPage';
import { ensureApi } from '../store/api-loader';
import type { GuardContext } from '../routing/guards';
import { pages } from './loading-table';
import { loadChunk } from '../lib/loading';
import type { AppStore } from '../store/types';

const loadGuards = () => loadChunk('guards');

const startsWithMemberReads = (name: RouteName) => (routes[name].guards as readonly Guard[]).includes('eligibility');

/** A member already known in this tab: their reads are cached or were started by the sign-in. */
const memberInMemory = (store: AppStore) => {
  const state = store.getState();
  return selectAuthUserId(state) !== undefined || selectCurrentUser(state) !== undefined;
};

/**
 * The first signed-in page of a visit: the member's reads start with the downloads, not after the guards' chunk and
 * the session check. Only when no member is in memory, so the load cannot wipe anyone's data mid-check.
 */
const startMemberReads = (store: AppStore) => {
  void store.dispatch(loadCurrentUser());
};

/**
 * A signed-in page's component when its route was first reached offline: the router waits for a route's component
 * before it shows the loader's error (the offline screen), so the page's code is not fetched then but when the page
 * is shown, once the connection is back. One per page, as the router keeps it.
 */
const pagesShownLater = new Map<RouteName, ComponentType>();
const pageShownLater = (name: Exclude<RouteName, 'Root'>) => {
  let Page = pagesShownLater.get(name);
  if (!Page) {
    const Loaded = lazy(async () => ({ default: (await loadChunk(name)).Component }));
    Page = () => (
      <Suspense>
        <Loaded />
      </Suspense>
    );
    pagesShownLater.set(name, Page);
  }
  return Page;
};

/** `ready`: what a loader waits for before its guards run (the navigation context restored from storage). */
export interface RouterOptions {
  ready?: Promise<unknown>;
}

const pageRoute = (store: AppStore, name: Exclude<RouteName, 'Root'>, { ready }: RouterOptions = {}): RouteObject => {
  const guards = routes[name].guards;
  const guard = async (context: GuardContext) => {
    if (guards.length === 0) return null;
    const { composeGuards, requireAuth, requireEligibility, requireHeldSession } = await loadGuards();
    const checks = { auth: requireAuth, eligibility: requireEligibility, heldSession: requireHeldSession } as const;
    return composeGuards(...guards.map((check) => checks[check]))(context);
  };
  const load = () => loadChunk(name);
  // Signed-in pages call the core API: its client is plugged into the store before they render.
  const signedIn = isSignedInRoute(name);
  return {
    id: name,
    path: routePaths[name],
    handle: { name },
    loader: async ({ request }) => {
      // Without a connection a signed-in page cannot be checked or read: the offline screen instead (RouteErrorPage).
      if (signedIn && !navigator.onLine) {
        loadChunk('offline').then(
          ({ prepareOfflineScreen }) => void prepareOfflineScreen(),
          () => undefined,
        );
        throw Error(OFFLINE_ERROR);
      }
      // A member who may be signed in: what the page needs downloads at once, side by side, during the restore.
      const mayBeSignedIn = signedIn && mayHaveSession();
      const apiReady = mayBeSignedIn ? store.dispatch(ensureApi()) : undefined;
      // Settled here, awaited below: a failed download must not be an unhandled rejection while the guards run.
      apiReady?.catch(() => undefined);
      if (mayBeSignedIn) {
        // The page's download and its step's reads start together, beside the guards: neither waits for the other.
        loadGuards().then(
          (checks) => checks.startStepReads(store, name),
          () => undefined,
        );
        load().catch(() => undefined);
        if (startsWithMemberReads(name) && !memberInMemory(store)) startMemberReads(store);
      }
      // Guards and pages write the navigation context; restoring it afterwards would overwrite what they wrote.
      if (ready) await ready;
      const stopped = await guard({ store, request, route: name });
      if (stopped) return stopped;
      const [page] = await Promise.all([load(), signedIn ? (apiReady ?? store.dispatch(ensureApi())) : undefined]);
      return page.pageLoader ? page.pageLoader({ store, request, route: name }) : null;
    },
    lazy: async () => ({
      Component: signedIn && !navigator.onLine ? pageShownLater(name) : (await load()).Component,
    }),
  };
};

/**
 * Nothing until the first route's guards and loader have run: in the browser the app renders only after that first
 * navigation, so the page's HTML stays on screen instead.
 */
const BeforeFirstLoad = () => null;

export const appRoutes = (store: AppStore, options: RouterOptions = {}): RouteObject[] => [
  {
    element: <AppLayout />,
    HydrateFallback: BeforeFirstLoad,
    errorElement: <RouteErrorPage />,
    children: [
      { id: 'Root', path: routePaths.Root, loader: () => redirect(routePaths.Signin) },
      ...(Object.keys(pages) as Exclude<RouteName, 'Root'>[]).map((name) => pageRoute(store, name, options)),
    ],
  },
];

/** The router `createBrowserRouter` would make, not started: its `initialize()` runs a step later (src/start.tsx). */
export const createAppRouter = (store: AppStore, options: RouterOptions = {}) =>
  createRouter({
    history: createBrowserHistory(),
    routes: appRoutes(store, options),
    mapRouteProperties,
    hydrationRouteProperties,
  });

export type AppRouter = ReturnType<typeof createAppRouter>;

export const warmUpPage = (router: AppRouter) => {
  const name = router.state.matches[router.state.matches.length - 1]?.route.id;
  if (!name || !(name in pages)) return;
  loadChunk(name as keyof typeof pages).then(
    (page) => page.warmUp?.(),
    () => undefined,
  );
};
