import { ja } from '../i18n/ja';
import { defineRoutes, isSignedInRoute, prerendered, publicPage, routes, signedIn, type RouteName } from './routes';

const names = Object.keys(routes) as RouteName[];

describe('the route table', () => {
  it('refuses, at compile time, a signed-in route declared without the auth guard first (npm run typecheck)', () => {
    // Each case is named by a key of ja.titles, so the name is not what the compiler refuses.
    const declared = [
      // @ts-expect-error a page under /account declared as a public page
      defineRoutes({ AccountHome: publicPage('/account/new-page') }),
      // @ts-expect-error a page under /account without guards
      defineRoutes({ AccountHome: { path: '/account/new-page', guards: [] } }),
      // prettier-ignore
      // @ts-expect-error a certificate page with the eligibility guard but not the session check first
      defineRoutes({ Certificate: { path: '/eligibility-certificate/new-page', guards: ['eligibility'] } }),
      // @ts-expect-error the row builder refuses the same
      defineRoutes({ Certificate: signedIn('/eligibility-certificate/new-page', 'eligibility') }),
      // @ts-expect-error a signed-in page that leaves its guards out
      defineRoutes({ AccountHome: { path: '/account/new-page' } }),
      // @ts-expect-error a route whose name has no title in ja.titles
      defineRoutes({ NoSuchTitle: publicPage('/new-page') }),
      // @ts-expect-error a row that sets a title of its own (the title is the route's name)
      defineRoutes({ Signin: { path: '/new-page', guards: [], title: 'Signup' } }),
      // @ts-expect-error a signed-in page marked to be prerendered (its HTML would be the signed-out page)
      defineRoutes({ AccountHome: prerendered('/account/new-page', 'onIntent') }),
      // prettier-ignore
      // @ts-expect-error the same written out
      defineRoutes({ AccountHome: { path: '/account/new-page', guards: ['auth'], prerender: 'onIntent' } }),
      // @ts-expect-error a public page given the session guard
      defineRoutes({ Signin: signedIn('/signin', 'auth') }),
    ];
    // At run time the table is what was written; the refusal above is the compiler's.
    expect(declared).toHaveLength(10);
  });

  it('builds each row as written and gives it its name as its title', () => {
    expect(
      defineRoutes({
        AccountHome: signedIn('/account', 'auth', 'eligibility'),
        Signin: prerendered('/signin', 'onIntent'),
        AccountDisabled: publicPage('/account/disabled'),
      }),
    ).toEqual({
      AccountHome: { path: '/account', guards: ['auth', 'eligibility'], title: 'AccountHome' },
      Signin: { path: '/signin', guards: [], prerender: 'onIntent', title: 'Signin' },
      AccountDisabled: { path: '/account/disabled', guards: [], title: 'AccountDisabled' },
    });
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
