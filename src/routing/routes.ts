import type { ja } from '../i18n/ja';

/**
 * A check a route's loader runs before its page (src/routing/guards.ts): the session, then eligibility. `heldSession`
 * is the session check of the sign-out page: the session the browser holds, without the identity service, so
 * sign-out always works.
 */
export type Guard = 'auth' | 'heldSession' | 'eligibility';
/** The checks that a signed-in route starts with. */
type SessionGuard = 'auth' | 'heldSession';

/** The page title's key in `ja.titles`. */
export type TitleKey = keyof (typeof ja)['titles'];

/**
 * A public route rendered to HTML at build time (src/prerender): `onIntent`, complete as HTML, its script starts at the
 * member's first intent (src/boot); `atOnce`, not complete as HTML, its script starts at once.
 */
export type Prerender = 'onIntent' | 'atOnce';

interface PublicRoute {
  path: string;
  title: TitleKey;
  guards: readonly [];
  prerender?: Prerender;
}

interface SignedInRoute {
  path: string;
  title: TitleKey;
  /** The session check first, then the others in order (spec section 2, Route guards). */
  guards: readonly [SessionGuard, ...Guard[]];
  /** A signed-in page is never prerendered: its HTML would be the signed-out one. */
  prerender?: never;
}

/** Where the signed-in pages live: a route here cannot be declared without the auth guard (a type error). */
type SignedInPath = `/account${string}` | `/eligibility-certificate${string}`;
/** The one page in the signed-in area shown without a session: the invalid-membership notice comes after sign-out. */
type PublicByDesign = '/account/disabled';

/** What a route of that path must declare. */
export type RouteEntry<Path> = Path extends PublicByDesign
  ? PublicRoute
  : Path extends SignedInPath
    ? SignedInRoute
    : PublicRoute;

export const defineRoutes = <
  const Table extends { [Name in keyof Table]: RouteEntry<Table[Name] extends { path: infer Path } ? Path : never> },
>(
  table: Table,
): Table => table;

/**
 * Every route of the spec (section 2), once: its path, the guards its loader runs, its title and whether it is
 * prerendered (the build renders exactly the routes marked here). Screens navigate by the name (`pathFor`,
 * src/routing/route-names.ts); the page module of each name, with its chunk, is in src/app/pages.ts (typed by this
 * table, so a route without a page, or a page without a route, is a type error; it sits in src/app because only app
 * may import a feature's page). Certificate checks beyond these guards live in the certificate pages' own loaders.
 */
export const routes = defineRoutes({
  Root: { path: '/', title: 'Root', guards: [] },
  Signin: { path: '/signin', title: 'Signin', guards: [], prerender: 'onIntent' },
  Signup: { path: '/signup', title: 'Signup', guards: [], prerender: 'onIntent' },
  ForgotPassword: { path: '/forgot-password', title: 'ForgotPassword', guards: [], prerender: 'onIntent' },
  ForgotPasswordSubmit: {
    path: '/forgot-password-submit',
    title: 'ForgotPasswordSubmit',
    guards: [],
    prerender: 'onIntent',
  },
  // The inquiry form is an external page framed after a reachability probe, both done by script.
  Inquiry: { path: '/inquiry', title: 'Inquiry', guards: [], prerender: 'atOnce' },
  CertificateTermsPolicy: {
    path: '/policies/eligibility-certificate/terms-of-service',
    title: 'CertificateTermsPolicy',
    guards: [],
    prerender: 'onIntent',
  },
  CertificatePrivacyPolicy: {
    path: '/policies/eligibility-certificate/privacy-policy',
    title: 'CertificatePrivacyPolicy',
    guards: [],
    prerender: 'onIntent',
  },
  InternalServerError: { path: '/500.html', title: 'InternalServerError', guards: [], prerender: 'onIntent' },
  AccountHome: { path: '/account', title: 'AccountHome', guards: ['auth', 'eligibility'] },
  // Spec: auth; the session the browser holds is checked without the identity service (sign-out always works).
  Signout: { path: '/account/signout', title: 'Signout', guards: ['heldSession'] },
  AccountSettings: { path: '/account/settings', title: 'AccountSettings', guards: ['auth'] },
  ChangeEmail: { path: '/account/change-email', title: 'ChangeEmail', guards: ['auth'] },
  ChangePassword: { path: '/account/change-password', title: 'ChangePassword', guards: ['auth'] },
  ChangeUserInfo: { path: '/account/change-user-info', title: 'ChangeUserInfo', guards: ['auth', 'eligibility'] },
  AccountDisabled: { path: '/account/disabled', title: 'AccountDisabled', guards: [] },
  EligibilityCheck: { path: '/account/eligibility-check', title: 'EligibilityCheck', guards: ['auth'] },
  OtcSignin: { path: '/account/otc', title: 'OtcSignin', guards: ['auth', 'eligibility'] },
  OtcTerms: { path: '/account/otc/terms-of-service', title: 'OtcTerms', guards: ['auth', 'eligibility'] },
  MyKenshinSignin: { path: '/account/my-kenshin', title: 'MyKenshinSignin', guards: ['auth', 'eligibility'] },
  MyKenshinTerms: {
    path: '/account/my-kenshin/terms-of-service',
    title: 'MyKenshinTerms',
    guards: ['auth', 'eligibility'],
  },
  EligibilityCertificateSignin: {
    path: '/account/eligibility-certificate',
    title: 'EligibilityCertificateSignin',
    guards: ['auth', 'eligibility'],
  },
  SmsSetup: { path: '/account/mfa/sms-setup', title: 'SmsSetup', guards: ['auth'] },
  SmsReset: { path: '/account/mfa/sms-reset', title: 'SmsReset', guards: ['auth'] },
  SmsVerification: { path: '/account/mfa/sms-verification', title: 'SmsVerification', guards: ['auth'] },
  CertificateTerms: {
    path: '/eligibility-certificate/terms-of-service',
    title: 'CertificateTerms',
    guards: ['auth', 'eligibility'],
  },
  CertificateProceed: {
    path: '/eligibility-certificate/proceed',
    title: 'CertificateProceed',
    guards: ['auth', 'eligibility'],
  },
  Certificate: { path: '/eligibility-certificate/certificate', title: 'Certificate', guards: ['auth', 'eligibility'] },
  CertificateApply: {
    path: '/eligibility-certificate/apply',
    title: 'CertificateApply',
    guards: ['auth', 'eligibility'],
  },
  CertificateMfaNotice: {
    path: '/eligibility-certificate/mfa-notice',
    title: 'CertificateMfaNotice',
    guards: ['auth', 'eligibility'],
  },
  CertificateNotAllowed: {
    path: '/eligibility-certificate/not-allowed',
    title: 'CertificateNotAllowed',
    guards: ['auth', 'eligibility'],
  },
  Accessibility: { path: '/accessibility', title: 'Accessibility', guards: [] },
  NotFound: { path: '*', title: 'NotFound', guards: [], prerender: 'onIntent' },
});

export type RouteName = keyof typeof routes;

/** Whether the route's page needs a signed-in member (its guards start with the session check). */
export const isSignedInRoute = (name: RouteName): boolean => {
  const first = (routes[name].guards as readonly Guard[])[0];
  return first === 'auth' || first === 'heldSession';
};

/** The key of the route's page title in `ja.titles`. */
export const titleOf = (name: RouteName): TitleKey => routes[name].title;
