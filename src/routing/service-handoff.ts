import { currentEnvironment } from '../config/env';
import { pathFor, type RouteName } from './route-names';

/** The shop's single sign-on login with the one-time token as its `token` query (URL-encoded by URLSearchParams). */
export const shopLoginUrl = (token: string, loginUrl: string = currentEnvironment.external.shopSsoLoginUrl): string => {
  const url = new URL(loginUrl);
  url.searchParams.set('token', token);
  return url.toString();
};

/** The shop's return address: always one of the app's own routes on this origin, so the shop redirects nowhere else. */
export const shopReturnTo = (route: RouteName = 'AccountHome', origin: string = window.location.origin): string =>
  new URL(pathFor(route), origin).toString();

/** Leaves the app for an external service (a full page load: the service is another site). */
export const leaveForExternal = (url: string) => window.location.assign(url);

/** Navigation state with which a failed hand-off returns the member to the service list, which then explains it. */
export const serviceConnectFailedState = {
  serviceConnectFailed: true,
} as const;

export const isServiceConnectFailed = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'serviceConnectFailed' in state && state.serviceConnectFailed === true;
