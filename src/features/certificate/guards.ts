import { redirect } from 'react-router-dom';
import { ensureApi } from '../../store/api-loader';
import type { CurrentUser } from '../../identity/current-user';
import { isServiceAgreed } from '../../identity/current-user';
import { selectCurrentUser } from '../../identity/current-user-slice';
import type { GuardCheck, GuardContext } from '../../routing/guards';
import { pathFor, type RouteName } from '../../routing/route-names';

/**
 * The certificate routes' own checks (spec section 2, Route guards), run by each page's `pageLoader` after the auth
 * and eligibility guards, so the current member is already loaded. Each check is small and answers one question;
 * the pages compose them with `composeGuards` (guards.ts).
 */

const CERTIFICATE_SERVICE = 'eligibility-certificate';

const go = (name: RouteName) => redirect(pathFor(name));

const currentUserOf = (context: GuardContext): CurrentUser | undefined => selectCurrentUser(context.store.getState());

/** A failed status or application fetch: nothing safe to show, so the server-error page (as the eligibility guard does). */
const serverError = () => go('InternalServerError');

/** Account-wide permission; always asked afresh (a member may have registered the My Number card meanwhile). */
const fetchAllowed = async ({ store }: GuardContext): Promise<boolean | undefined> => {
  try {
    const api = await store.dispatch(ensureApi());
    const status = await store
      .dispatch(api.endpoints.getCertificateAllowedStatus.initiate(undefined, { subscribe: false, forceRefetch: true }))
      .unwrap();
    return status.allowed;
  } catch {
    return undefined;
  }
};

/** Every certificate screen but not-allowed: a refused member sees the not-allowed notice. */
export const requireCertificateAllowed: GuardCheck = async (context) => {
  const allowed = await fetchAllowed(context);
  if (allowed === undefined) return serverError();
  return allowed ? undefined : go('CertificateNotAllowed');
};

/** The not-allowed notice itself: a permitted member has nothing to read there and continues to proceed. */
export const redirectWhenCertificateAllowed: GuardCheck = async (context) => {
  const allowed = await fetchAllowed(context);
  if (allowed === undefined) return serverError();
  return allowed ? go('CertificateProceed') : undefined;
};

const agreed = (context: GuardContext) => {
  const user = currentUserOf(context);
  return user ? isServiceAgreed(user, CERTIFICATE_SERVICE) : false;
};

/** proceed, certificate, apply: only after the certificate terms were agreed. */
export const requireCertificateTermsAgreed: GuardCheck = async (context) =>
  agreed(context) ? undefined : go('CertificateTerms');

/** The terms page: an already agreed member goes straight on to proceed. */
export const redirectWhenCertificateTermsAgreed: GuardCheck = async (context) =>
  agreed(context) ? go('CertificateProceed') : undefined;

const smsEnabled = (context: GuardContext) => currentUserOf(context)?.smsMfaEnabled ?? false;

/** certificate and apply: SMS two-step is required, else the notice that leads to SMS setup (and back to apply). */
export const requireSmsMfa: GuardCheck = async (context) =>
  smsEnabled(context) ? undefined : go('CertificateMfaNotice');

/** The mfa-notice: a member who has SMS two-step already has nothing to set up and continues to apply. */
export const redirectWhenSmsMfaEnabled: GuardCheck = async (context) =>
  smsEnabled(context) ? go('CertificateApply') : undefined;

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/**
 * Whether the latest application is active; a 404 means the member never applied (not active). Asked afresh on each
 * check: an application stops being active when its time runs out, with no write in this app to invalidate it.
 */
export const fetchCertificateActive = async ({ store }: GuardContext): Promise<boolean | 'error'> => {
  try {
    const api = await store.dispatch(ensureApi());
    const application = await store
      .dispatch(
        api.endpoints.getLatestCertificateApplication.initiate(undefined, { subscribe: false, forceRefetch: true }),
      )
      .unwrap();
    return application.is_active;
  } catch (error) {
    return isNotFound(error) ? false : 'error';
  }
};

/**
 * The spec's guard factory: redirects to `redirectTo` when whether the latest application is active equals
 * `expectedActive` (e.g. `requireCertificateState(false, 'CertificateApply')`: no active application → apply).
 */
export const requireCertificateState =
  (expectedActive: boolean, redirectTo: RouteName): GuardCheck =>
  async (context) => {
    const active = await fetchCertificateActive(context);
    if (active === 'error') return serverError();
    return active === expectedActive ? go(redirectTo) : undefined;
  };
