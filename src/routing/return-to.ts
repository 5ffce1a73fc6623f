import { isRouteName, type RouteName } from './route-names';

/**
 * The `returnTo` query of the SMS screens names a route of this app (e.g. CertificateApply, AccountSettings). Only
 * known route names are accepted: a path, a URL (`//evil.example`, `https://…`, `javascript:…`) or an unknown name
 * falls back to AccountHome, so the query can never lead off-site.
 */
export const returnRouteFrom = (search: string): RouteName => {
  const value = new URLSearchParams(search).get('returnTo');
  return isRouteName(value) && value !== 'Root' ? value : 'AccountHome';
};
