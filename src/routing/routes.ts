import type { ja } from '../i18n/ja';

/** A route loader's check. `heldSession`: the session the browser holds, without the service (sign-out always works). */
export type Guard = 'auth' | 'heldSession' | 'eligibility';
type SessionGuard = 'auth' | 'heldSession';

export type TitleKey = keyof (typeof ja)['titles'];

/** Prerendered: `onIntent` (complete as HTML, started at the first intent) or `atOnce` (started at once). */
export type Prerender = 'onIntent' | 'atOnce';

interface PublicRoute {
  path: string;
  guards: readonly [];
  prerender?: Prerender;
  title?: never;
}

interface SignedInRoute {
  path: string;
  /** The session check first (spec section 2, Route guards). */
  guards: readonly [SessionGuard, ...Guard[]];
  /** A signed-in page is never prerendered: its HTML would be the signed-out one. */
  prerender?: never;
  title?: never;
}

/** Where the signed-in pages live: a route here cannot be declared without the auth guard (a type error). */
type SignedInPath = `/account${string}` | `/eligibility-certificate${string}`;
/** The one page in the signed-in area shown without a session: the invalid-membership notice comes after sign-out. */
type PublicByDesign = '/account/disabled';

export type RouteEntry<Path> = Path extends PublicByDesign
  ? PublicRoute
  : Path extends SignedInPath
    ? SignedInRoute
    : PublicRoute;

type PathOf<Row> = Row extends { path: infer Path } ? Path : never;

/** The table, each row checked against its path and titled by its name (a name without a title is a type error). */
export const defineRoutes = <
  const Table extends { [Name in keyof Table]: Name extends TitleKey ? RouteEntry<PathOf<Table[Name]>> : never },
>(
  table: Table,
): { [Name in keyof Table]: Table[Name] & { title: Name & TitleKey } } =>
  Object.fromEntries(Object.entries(table).map(([name, row]) => [name, { ...(row as object), title: name }])) as {
    [Name in keyof Table]: Table[Name] & { title: Name & TitleKey };
  };

export const publicPage = <const Path extends string>(path: Path) => ({ path, guards: [] as const });

export const prerendered = <const Path extends string, const How extends Prerender>(path: Path, prerender: How) => ({
  path,
  guards: [] as const,
  prerender,
});

/** A signed-in page: the only row kind allowed in the signed-in area. */
export const signedIn = <const Path extends string, const Guards extends readonly [SessionGuard, ...Guard[]]>(
  path: Path,
  ...guards: Guards
) => ({ path, guards });

/**
 * Every route of the spec (section 2), once: its path, guards and prerendering. Pages are in src/app/pages.ts, typed
 * by this table, so a route without a page is a type error.
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
  AccessibilityPolicy: publicPage('/accessibility/policy'),
  SiteMap: prerendered('/sitemap', 'onIntent'),
  NotFound: prerendered('*', 'onIntent'),
});

export type RouteName = keyof typeof routes;

export const isSignedInRoute = (name: RouteName): boolean => {
  const first = (routes[name].guards as readonly Guard[])[0];
  return first === 'auth' || first === 'heldSession';
};

export const titleOf = (name: RouteName): TitleKey => routes[name].title;
