import { ja } from '../i18n/ja';
import { defineRoutes, isSignedInRoute, routes, type RouteName } from './routes';

const names = Object.keys(routes) as RouteName[];

describe('the route table', () => {
  it('refuses, at compile time, a signed-in route declared without the auth guard first (npm run typecheck)', () => {
    const declared = [
      // @ts-expect-error a page under /account without guards
      defineRoutes({ NewPage: { path: '/account/new-page', title: 'AccountHome', guards: [] } }),
      // prettier-ignore
      // @ts-expect-error a certificate page with the eligibility guard but not the session check first
      defineRoutes({ NewPage: { path: '/eligibility-certificate/new-page', title: 'Certificate', guards: ['eligibility'] } }),
      // @ts-expect-error a signed-in page that leaves its guards out
      defineRoutes({ NewPage: { path: '/account/new-page', title: 'AccountHome' } }),
      // @ts-expect-error a title that is not in ja.titles
      defineRoutes({ NewPage: { path: '/new-page', title: 'NoSuchTitle', guards: [] } }),
      // prettier-ignore
      // @ts-expect-error a signed-in page marked to be prerendered (its HTML would be the signed-out page)
      defineRoutes({ NewPage: { path: '/account/new-page', title: 'AccountHome', guards: ['auth'], prerender: 'onIntent' } }),
    ];
    // At run time the table is what was written; the refusal above is the compiler's.
    expect(declared).toHaveLength(5);
  });

  it('runs the session check first on every page of the signed-in area but the invalid-membership notice', () => {
    const signedInArea = names.filter((name) => /^\/(account|eligibility-certificate)(\/|$)/.test(routes[name].path));
    expect(signedInArea.filter((name) => !isSignedInRoute(name))).toEqual(['AccountDisabled']);
    expect(names.filter((name) => isSignedInRoute(name) && !signedInArea.includes(name))).toEqual([]);
  });

  it('gives every route a title in the catalogue and a path of its own', () => {
    expect(names.filter((name) => !ja.titles[routes[name].title])).toEqual([]);
    const paths = names.map((name) => routes[name].path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
