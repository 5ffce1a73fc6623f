import { createBrowserRouter, createMemoryRouter, redirect, type RouteObject } from 'react-router-dom';
import { mayHaveSession } from '../identity/amplify';
import { composeGuards, requireAuth, requireEligibility, type GuardCheck } from '../routing/guards';
import { routePaths, type RouteName } from '../routing/route-names';
import { AppLayout } from '../ui/AppLayout';
import { RouteErrorPage } from '../ui/RouteErrorPage';
import { ensureApi } from './api-loader';
import { pageModules } from './pages';
import type { AppStore } from './store-types';

type Guard = 'auth' | 'eligibility';

/** Which guards each protected route runs, in order (spec section 2, Route guards). Certificate checks live in its pages' loaders. */
const routeGuards: Partial<Record<RouteName, Guard[]>> = {
  AccountHome: ['auth', 'eligibility'],
  Signout: ['auth'],
  AccountSettings: ['auth'],
  ChangeEmail: ['auth'],
  ChangePassword: ['auth'],
  ChangeUserInfo: ['auth', 'eligibility'],
  AccountDisabled: [],
  EligibilityCheck: ['auth'],
  OtcSignin: ['auth', 'eligibility'],
  OtcTerms: ['auth', 'eligibility'],
  MyKenshinSignin: ['auth', 'eligibility'],
  MyKenshinTerms: ['auth', 'eligibility'],
  EligibilityCertificateSignin: ['auth', 'eligibility'],
  SmsSetup: ['auth'],
  SmsReset: ['auth'],
  SmsVerification: ['auth'],
  CertificateTerms: ['auth', 'eligibility'],
  CertificateProceed: ['auth', 'eligibility'],
  Certificate: ['auth', 'eligibility'],
  CertificateApply: ['auth', 'eligibility'],
  CertificateMfaNotice: ['auth', 'eligibility'],
  CertificateNotAllowed: ['auth', 'eligibility'],
};

const checks: Record<Guard, GuardCheck> = { auth: requireAuth, eligibility: requireEligibility };

const pageRoute = (store: AppStore, name: Exclude<RouteName, 'Root'>): RouteObject => {
  const guards = routeGuards[name] ?? [];
  const guard = composeGuards(...guards.map((check) => checks[check]));
  const load = pageModules[name];
  // Signed-in pages call the core API: its client is plugged into the store before they render. Its download starts
  // with the guards when a session cookie exists (a signed-out visitor is sent to Signin and never needs it).
  const signedIn = guards.includes('auth');
  return {
    id: name,
    path: routePaths[name],
    handle: { name },
    // Guards first; then the page's own loader, if its module has one (e.g. the certificate state checks).
    loader: async ({ request }) => {
      const apiReady = signedIn && mayHaveSession() ? store.dispatch(ensureApi()) : undefined;
      // Settled here, awaited below: a failed download must not be an unhandled rejection while the guards run.
      apiReady?.catch(() => undefined);
      const stopped = await guard({ store, request, route: name });
      if (stopped) return stopped;
      const [page] = await Promise.all([load(), signedIn ? (apiReady ?? store.dispatch(ensureApi())) : undefined]);
      return page.pageLoader ? page.pageLoader({ store, request, route: name }) : null;
    },
    lazy: async () => ({ Component: (await load()).Component }),
  };
};

/** What the router shows until the first route's guards and loader have run: nothing (React Router's default, named). */
const BeforeFirstLoad = () => null;

export const appRoutes = (store: AppStore): RouteObject[] => [
  {
    element: <AppLayout />,
    HydrateFallback: BeforeFirstLoad,
    errorElement: <RouteErrorPage />,
    children: [
      { id: 'Root', path: routePaths.Root, loader: () => redirect(routePaths.Signin) },
      ...(Object.keys(pageModules) as Exclude<RouteName, 'Root'>[]).map((name) => pageRoute(store, name)),
    ],
  },
];

export const createAppRouter = (store: AppStore) => createBrowserRouter(appRoutes(store));

export const createTestRouter = (store: AppStore, initialEntries: string[]) => createMemoryRouter(appRoutes(store), { initialEntries });
