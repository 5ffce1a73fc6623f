import { pathFor, type RouteName } from './route-names';

type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => unknown;

let navigateImpl: Navigate | undefined;

/** The data router's navigate, registered once the router exists, so listeners can redirect outside React. */
export const registerNavigate = (navigate: Navigate | undefined) => {
  navigateImpl = navigate;
};

export const navigateToRoute = (name: RouteName, options?: { replace?: boolean; state?: unknown }) => {
  navigateImpl?.(pathFor(name), options);
};
