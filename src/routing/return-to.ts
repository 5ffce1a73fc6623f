import { isRouteName, type RouteName } from './route-names';

/** The SMS screens' `returnTo`: only a known route name, else AccountHome, so it can never lead off-site. */
export const returnRouteFrom = (search: string): RouteName => {
  const value = new URLSearchParams(search).get('returnTo');
  return isRouteName(value) && value !== 'Root' ? value : 'AccountHome';
};
