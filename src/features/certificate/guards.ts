import { redirect } from 'react-router-dom';
import { wipeSavedCertificate } from '../../lib/saved-certificate-wipe';
import type { CurrentUser } from '../../identity/current-user';
import { isServiceAgreed } from '../../identity/current-user';
import { selectCurrentUser } from '../../identity/current-user-slice';
import type { GuardCheck, GuardContext } from '../../routing/guards';
import { pathFor, type RouteName } from '../../routing/route-names';
import { readForNavigation } from './step-reads';

/** The certificate routes' own checks, run by each page's `pageLoader` after the auth and eligibility guards. */

const CERTIFICATE_SERVICE = 'eligibility-certificate';

const go = (name: RouteName) => redirect(pathFor(name));

const currentUserOf = (context: GuardContext): CurrentUser | undefined => selectCurrentUser(context.store.getState());

/** A failed status or application fetch: nothing safe to show, so the server-error page (as the eligibility guard). */
const serverError = () => go('InternalServerError');

/** Account-wide permission, asked afresh for each navigation: the member may have registered the My Number card. */
const fetchAllowed = async ({ store, route }: GuardContext): Promise<boolean | undefined> => {
  try {
    return (await readForNavigation(store, route, 'getCertificateAllowedStatus')).allowed;
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
export const fetchCertificateActive = async ({ store, route }: GuardContext): Promise<boolean | 'error'> => {
  let active: boolean | 'error';
  try {
    active = (await readForNavigation(store, route, 'getLatestCertificateApplication')).is_active;
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
