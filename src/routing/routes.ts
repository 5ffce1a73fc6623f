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
  guards: readonly [];
  prerender?: Prerender;
  /** The title is the route's name (`defineRoutes`), never set by a row. */
  title?: never;
}

interface SignedInRoute {
  path: string;
  /** The session check first, then the others in order (spec section 2, Route guards). */
  guards: readonly [SessionGuard, ...Guard[]];
  /** A signed-in page is never prerendered: its HTML would be the signed-out one. */
  prerender?: never;
  title?: never;
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

type PathOf<Row> = Row extends { path: infer Path } ? Path : never;

/**
 * The table, each row checked against its path (`RouteEntry`) and given its title: the key of `ja.titles` that is the
 * route's name (a name without a title is a type error).
 */
export const defineRoutes = <
  const Table extends { [Name in keyof Table]: Name extends TitleKey ? RouteEntry<PathOf<Table[Name]>> : never },
>(
  table: Table,
): { [Name in keyof Table]: Table[Name] & { title: Name & TitleKey } } =>
  Object.fromEntries(Object.entries(table).map(([name, row]) => [name, { ...(row as object), title: name }])) as {
    [Name in keyof Table]: Table[Name] & { title: Name & TitleKey };
  };

/** A page anyone may open. */
export const publicPage = <const Path extends string>(path: Path) => ({ path, guards: [] as const });

/** A public page the build renders to HTML (src/prerender), started `onIntent` or `atOnce`. */
export const prerendered = <const Path extends string, const How extends Prerender>(path: Path, prerender: How) => ({
  path,
  guards: [] as const,
  prerender,
});

/**
 * A page for a signed-in member: its guards, the session check first. Only a row of this kind passes `defineRoutes`
 * for a path of the signed-in area (`RouteEntry`), and it passes nowhere else.
 */
export const signedIn = <const Path extends string, const Guards extends readonly [SessionGuard, ...Guard[]]>(
  path: Path,
  ...guards: Guards
) => ({ path, guards });

/**
 * Every route of the spec (section 2), once: its path, the guards its loader runs, and whether it is prerendered (the
 * build renders exactly the routes marked here); its title is `ja.titles[name]`. Screens navigate by the name
 * (`pathFor`, src/routing/route-names.ts); the page module of each name, with its chunk, is in src/app/pages.ts (typed
 * by this table, so a route without a page, or a page without a route, is a type error; it sits in src/app because
 * only app may import a feature's page). Certificate checks beyond these guards live in the certificate pages' own
 * loaders.
 */
export const routes = defineRoutes({
  Root: publicPage('/'),
  Signin: prerendered('/signin', 'onIntent'),
  Signup: prerendered('/signup', 'onIntent'),
  ForgotPassword: prerendered('/forgot-password', 'onIntent'),
  ForgotPasswordSubmit: prerendered('/forgot-password-submit', 'onIntent'),
  // The inquiry form is an external page framed after a reachability probe, both done by script.
  Inquiry: prerendered('/inquiry', 'atOnce'),
  CertificateTermsPolicy: prerendered('/policies/eligibility-certificate/terms-of-service', 'onIntent'),
  CertificatePrivacyPolicy: prerendered('/policies/eligibility-certificate/privacy-policy', 'onIntent'),
  InternalServerError: prerendered('/500.html', 'onIntent'),
  AccountHome: signedIn('/account', 'auth', 'eligibility'),
  // Spec: auth; the session the browser holds is checked without the identity service (sign-out always works).
  Signout: signedIn('/account/signout', 'heldSession'),
  AccountSettings: signedIn('/account/settings', 'auth'),
  ChangeEmail: signedIn('/account/change-email', 'auth'),
  ChangePassword: signedIn('/account/change-password', 'auth'),
  ChangeUserInfo: signedIn('/account/change-user-info', 'auth', 'eligibility'),
  AccountDisabled: publicPage('/account/disabled'),
  EligibilityCheck: signedIn('/account/eligibility-check', 'auth'),
  OtcSignin: signedIn('/account/otc', 'auth', 'eligibility'),
  OtcTerms: signedIn('/account/otc/terms-of-service', 'auth', 'eligibility'),
  MyKenshinSignin: signedIn('/account/my-kenshin', 'auth', 'eligibility'),
  MyKenshinTerms: signedIn('/account/my-kenshin/terms-of-service', 'auth', 'eligibility'),
  EligibilityCertificateSignin: signedIn('/account/eligibility-certificate', 'auth', 'eligibility'),
  SmsSetup: signedIn('/account/mfa/sms-setup', 'auth'),
  SmsReset: signedIn('/account/mfa/sms-reset', 'auth'),
  SmsVerification: signedIn('/account/mfa/sms-verification', 'auth'),
  CertificateTerms: signedIn('/eligibility-certificate/terms-of-service', 'auth', 'eligibility'),
  CertificateProceed: signedIn('/eligibility-certificate/proceed', 'auth', 'eligibility'),
  Certificate: signedIn('/eligibility-certificate/certificate', 'auth', 'eligibility'),
  CertificateApply: signedIn('/eligibility-certificate/apply', 'auth', 'eligibility'),
  CertificateMfaNotice: signedIn('/eligibility-certificate/mfa-notice', 'auth', 'eligibility'),
  CertificateNotAllowed: signedIn('/eligibility-certificate/not-allowed', 'auth', 'eligibility'),
  Accessibility: publicPage('/accessibility'),
  NotFound: prerendered('*', 'onIntent'),
});

export type RouteName = keyof typeof routes;

/** Whether the route's page needs a signed-in member (its guards start with the session check). */
export const isSignedInRoute = (name: RouteName): boolean => {
  const first = (routes[name].guards as readonly Guard[])[0];
  return first === 'auth' || first === 'heldSession';
};

/** The key of the route's page title in `ja.titles`. */
export const titleOf = (name: RouteName): TitleKey => routes[name].title;
