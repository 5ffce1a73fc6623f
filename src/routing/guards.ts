import { redirect } from 'react-router-dom';
import type { AppStore } from '../store/types';
import { loadCurrentUser } from '../identity/current-user';
import { isTransientIdentityError } from '../identity/refresh-failure';
import { selectAuthStatus } from '../identity/auth-slice';
import { hasTokenCookie } from '../identity/token-cookies';
import { checkSession } from '../identity/session-check';
import { pushUserId } from '../lib/analytics';
import { classifyIdentityError } from '../identity/errors';
import { SignupStatus } from '../lib/signup-status';
import { eligibilityTargetSet } from './navigation-context-slice';
import { pathFor, type RouteName } from './route-names';

export interface GuardContext {
  store: AppStore;
  request: Request;
  route: RouteName;
}

/** A check passes by returning undefined, or stops navigation with a redirect Response. */
export type GuardCheck = (context: GuardContext) => Promise<Response | undefined>;

/** Runs checks in order; the first redirect wins, null lets the page render. */
export const composeGuards =
  (...checks: GuardCheck[]) =>
  async (context: GuardContext): Promise<Response | null> => {
    for (const check of checks) {
      const outcome = await check(context);
      if (outcome) return outcome;
    }
    return null;
  };

const searchOf = (request: Request) => new URL(request.url).search;

/** Unauthenticated visitors go to Signin (keeping the originating service); the user id goes to the data layer. */
export const requireAuth: GuardCheck = async ({ store, request }) => {
  const result = await store.dispatch(checkSession());
  // A blip keeps the session: the server-error page says so; Signin would wrongly say they were signed out.
  if (checkSession.rejected.match(result) && isTransientIdentityError(result.payload))
    return redirect(pathFor('InternalServerError'));
  const userId = checkSession.fulfilled.match(result) ? result.payload.userId : undefined;
  if (!userId) {
    const service = new URLSearchParams(searchOf(request)).get('service') ?? undefined;
    return redirect(pathFor('Signin', { service }));
  }
  pushUserId(userId);
  return undefined;
};

/** Sign-out: a session held in this browser is enough, so signing out works while the service is unreachable. */
export const requireHeldSession: GuardCheck = async ({ store }) =>
  selectAuthStatus(store.getState()) === 'signedIn' || hasTokenCookie(document.cookie)
    ? undefined
    : redirect(pathFor('Signin'));

/** Members not yet eligibility-verified go to EligibilityCheck, which sends them back to this route afterwards. */
export const requireEligibility: GuardCheck = async ({ store, request, route }) => {
  const result = await store.dispatch(loadCurrentUser());
  if (!loadCurrentUser.fulfilled.match(result)) {
    const outcome = result.payload ? classifyIdentityError(result.payload) : undefined;
    if (outcome === 'signOut') return redirect(pathFor('Signin'));
    if (outcome === 'disabled') return redirect(pathFor('AccountDisabled'));
    return redirect(pathFor('InternalServerError'));
  }
  if (result.payload.user.signupStatus !== SignupStatus.ELIGIBILITY_VERIFIED) {
    store.dispatch(eligibilityTargetSet({ name: route, search: searchOf(request) }));
    return redirect(pathFor('EligibilityCheck'));
  }
  return undefined;
};
