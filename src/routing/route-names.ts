import { routes, type RouteName } from './routes';

export type { RouteName };

/** Every route's path by name; screens navigate by name, never by literal path. */
export const routePaths = Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, route.path])) as {
  readonly [Name in RouteName]: (typeof routes)[Name]['path'];
};

export const routeNames = Object.keys(routePaths) as RouteName[];

export const isRouteName = (value: unknown): value is RouteName =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(routes, value) && value !== 'NotFound';

export const pathFor = (name: RouteName, query?: Record<string, string | undefined>): string => {
  const path = name === 'NotFound' ? '/404' : routePaths[name];
  const params = new URLSearchParams();
  Object.entries(query ?? {}).forEach(([key, value]) => {
    if (value !== undefined) params.set(key, value);
  });
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};
