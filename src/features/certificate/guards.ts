import { redirect } from 'react-router-dom';
import { ensureApi } from '../../store/api-loader';
import { wipeSavedCertificate } from '../../lib/saved-certificate-wipe';
import type { CurrentUser } from '../../identity/current-user';
import { isServiceAgreed } from '../../identity/current-user';
import { selectCurrentUser } from '../../identity/current-user-slice';
import type { GuardCheck, GuardContext } from '../../routing/guards';
import { pathFor, type RouteName } from '../../routing/route-names';
import { navigationReads } from './step-reads';

/** The certificate routes' own checks, run by each page's `pageLoader` after the auth and eligibility guards. */

const CERTIFICATE_SERVICE = 'eligibility-certificate';

const go = (name: RouteName) => redirect(pathFor(name));

const currentUserOf = (context: GuardContext): CurrentUser | undefined => selectCurrentUser(context.store.getState());

/** A failed status or application fetch: nothing safe to show, so the server-error page (as the eligibility guard does). */
const serverError = () => go('InternalServerError');

interface Read<T> extends PromiseLike<{ requestId?: string }> {
  unwrap: () => Promise<T>;
}

/**
 * A guard's read: only this navigation's answer counts (`navigationReads`). RTK Query would join a request still on
 * its way from before, or keep an answer that arrived since but was asked for before: those are read again.
 */
const readForNavigation = async <T>({ store, route }: GuardContext, read: (forceRefetch: number | true) => Read<T>) => {
  const { at, before } = navigationReads(store, route);
  const answer = read(Math.max((Date.now() - at) / 1000, 0.001));
  const { requestId } = await answer;
  return (requestId !== undefined && !before.has(requestId) ? answer : read(true)).unwrap();
};

/** Account-wide permission, asked afresh for each navigation: the member may have registered the My Number card. */
const fetchAllowed = async (context: GuardContext): Promise<boolean | undefined> => {
  try {
    const api = await context.store.dispatch(ensureApi());
    const status = await readForNavigation(context, (forceRefetch) =>
      context.store.dispatch(
        api.endpoints.getCertificateAllowedStatus.initiate(undefined, { subscribe: false, forceRefetch }),
      ),
    );
    return status.allowed;
  } catch {
    return undefined;
  }
};

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

export const requireCertificateTermsAgreed: GuardCheck = async (context) =>
  agreed(context) ? undefined : go('CertificateTerms');

export const redirectWhenCertificateTermsAgreed: GuardCheck = async (context) =>
  agreed(context) ? go('CertificateProceed') : undefined;

const smsEnabled = (context: GuardContext) => currentUserOf(context)?.smsMfaEnabled ?? false;

/** certificate and apply: SMS two-step is required, else the notice that leads to SMS setup (and back to apply). */
export const requireSmsMfa: GuardCheck = async (context) =>
  smsEnabled(context) ? undefined : go('CertificateMfaNotice');

export const redirectWhenSmsMfaEnabled: GuardCheck = async (context) =>
  smsEnabled(context) ? go('CertificateApply') : undefined;

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/**
 * Whether the latest application is active (a 404: never applied). Asked afresh for each step (as the permission):
 * an application expires with no write here to invalidate it. When the server says it is not active, a copy saved on
 * this device goes.
 */
export const fetchCertificateActive = async (context: GuardContext): Promise<boolean | 'error'> => {
  let active: boolean | 'error';
  try {
    const api = await context.store.dispatch(ensureApi());
    const application = await readForNavigation(context, (forceRefetch) =>
      context.store.dispatch(
        api.endpoints.getLatestCertificateApplication.initiate(undefined, { subscribe: false, forceRefetch }),
      ),
    );
    active = application.is_active;
  } catch (error) {
    active = isNotFound(error) ? false : 'error';
  }
  if (active === false) wipeSavedCertificate();
  return active;
};

/** Redirects to `redirectTo` when whether the latest application is active equals `expectedActive`. */
export const requireCertificateState =
  (expectedActive: boolean, redirectTo: RouteName): GuardCheck =>
  async (context) => {
    const active = await fetchCertificateActive(context);
    if (active === 'error') return serverError();
    return active === expectedActive ? go(redirectTo) : undefined;
  };
