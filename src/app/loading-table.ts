import type { ComponentType } from 'react';
import type { GuardContext } from '../routing/guards';
import type { RouteName } from '../routing/route-names';
import { loadEnglish } from '../i18n/language';
import { runInSteps, typingGap } from '../lib/run-in-steps';
import { provideLoadingTable, type ChunkEntry, type PreloadMoment, type Priority } from '../lib/loading';

/**
 * The one loading table: every on-demand chunk, its loader, the moments it is fetched ahead of its use and its tier
 * (who waits for it: `Priority` in src/lib/loading.ts, whose one scheduler starts the fetches). Code below src/app asks
 * for a chunk by name there; the router takes the pages from here, the build what each page's HTML preloads
 * (src/prerender/render.tsx). A name is its loader's `webpackChunkName`; the build fails on one that is no chunk.
 */

const entry = <Module>(
  chunk: string,
  load: () => Promise<Module>,
  preload: readonly PreloadMoment[] = [],
  priority: Priority = 'idle',
): ChunkEntry<Module> => ({ chunk, load, preload, priority });

export const chunks = {
  /** redux-persist and the navigation context's restore: every page start. */
  persist: entry(
    'on-demand-persist',
    () => import(/* webpackChunkName: "on-demand-persist" */ './persistor'),
    ['start'],
    // The routes' loaders wait for the restore.
    'critical',
  ),
  /** The other tabs' sign-outs and sign-ins: every page start, after its critical chunks; reads the same cookies. */
  otherTabs: entry(
    'on-demand-session',
    () => import(/* webpackChunkName: "on-demand-session" */ '../identity/other-tabs'),
    ['start'],
  ),
  /** The route guards, with the signed-in steps' reads: the first protected route. */
  guards: entry(
    'on-demand-guards',
    () => import(/* webpackChunkName: "on-demand-guards" */ './route-checks'),
    ['shell', 'signInIntent'],
    'next',
  ),
  /** The session read from Amplify's cookies, without Amplify (a reload of a signed-in page). */
  session: entry(
    'on-demand-session',
    () => import(/* webpackChunkName: "on-demand-session" */ '../identity/cookie-session'),
    ['shell'],
    'critical',
  ),
  /** The API client (signed-in pages): once downloaded, RTK Query then the portal's client, each in a typing gap. */
  api: entry(
    'on-demand-api',
    () =>
      runInSteps(
        [
          () => import(/* webpackChunkName: "on-demand-api" */ '../api/downloaded'),
          () => import(/* webpackChunkName: "on-demand-api" */ '../api/query-library'),
        ],
        typingGap,
      ).then(() => import(/* webpackChunkName: "on-demand-api" */ '../api')),
    ['shell', 'signInIntent'],
    'next',
  ),
  /** Amplify, likewise: its core, then the auth calls. */
  identity: entry(
    'on-demand-identity',
    () =>
      runInSteps(
        [
          () => import(/* webpackChunkName: "on-demand-identity" */ '../identity/downloaded'),
          () => import(/* webpackChunkName: "on-demand-identity" */ '../identity/amplify-core'),
        ],
        typingGap,
      ).then(() => import(/* webpackChunkName: "on-demand-identity" */ '../identity/amplify-runtime')),
    ['pageWarmUp', 'signInIntent'],
    'critical',
  ),
  /** The passkey sign-in call and its wording: the sign-in's own code, with the page, so a tap downloads nothing. */
  passkeySignin: entry(
    'on-demand-passkey-signin',
    () => import(/* webpackChunkName: "on-demand-passkey-signin" */ '../features/signin-signup/passkey-signin'),
    ['pageWarmUp'],
    'critical',
  ),
  /** Whether the browser can use passkeys, and the e-mail field's autofill request: used after the first render. */
  passkeySupport: entry(
    'on-demand-passkey-support',
    () => import(/* webpackChunkName: "on-demand-passkey-support" */ '../identity/passkey-support'),
    // With the page's chunks: asked for late, it would hold the signed-in page's code behind it.
    ['pageWarmUp'],
    'critical',
  ),
  /** The sign-in's code steps (SMS, sign-up confirmation) and the words of a refused sign-in: with the page. */
  signinSteps: entry(
    'on-demand-signin-steps',
    () => import(/* webpackChunkName: "on-demand-signin-steps" */ '../features/signin-signup/signin-steps'),
    // With the page's chunks too: fetched at the first touch, it would hold the signed-in page's code (`next`) behind it.
    ['pageWarmUp', 'signInIntent'],
    'critical',
  ),
  /** The service list's frame, shown while the list's page loads after a sign-in. */
  serviceFrame: entry(
    'on-demand-service-frame',
    () => import(/* webpackChunkName: "on-demand-service-frame" */ '../ui/ServiceList'),
    ['signInIntent'],
    'next',
  ),
  /** The header's user menu: asked for by the header once the member is signed in. */
  userMenu: entry(
    'on-demand-member-menu',
    () => import(/* webpackChunkName: "on-demand-member-menu" */ './shell/UserMenu'),
    // Before Enter: asked for only once the member is known, it would share the connections with /me.
    ['signInIntent'],
  ),
  /** What a sign-in tells the member about their passkeys: used after a sign-in only. */
  signInFollowUp: entry(
    'on-demand-member-menu',
    () => import(/* webpackChunkName: "on-demand-member-menu" */ './shell/SignInFollowUp'),
    ['signInIntent'],
  ),
  /** The tag manager, after the first paint, where one is configured. */
  tagManager: entry(
    'on-demand-tag-manager',
    () => import(/* webpackChunkName: "on-demand-tag-manager" */ '../lib/tag-manager'),
  ),
  /**
   * The portal offline, in one chunk: the service worker's registration and its new-version offer (after the first
   * paint, production builds only), and the offline screen of a signed-in page, with the certificate saved here.
   */
  offline: entry('on-demand-offline', () => import(/* webpackChunkName: "on-demand-offline" */ './offline'), [
    'offline',
  ]),
  /** The English catalogue (its import is in src/i18n/language.ts, the layer below everything). */
  english: entry('on-demand-en', loadEnglish, [], 'critical'),
  /** The language switch's word when the browser refuses a choice (rare: not with the entry). */
  languageChoice: entry(
    'on-demand-language-choice',
    () => import(/* webpackChunkName: "on-demand-language-choice" */ '../i18n/screens/language-choice'),
    [],
    'critical',
  ),
};

export interface PageModule {
  Component: ComponentType;
  /** Runs after the route's guards; returns a redirect to stop, or null to render. */
  pageLoader?: (context: GuardContext) => Promise<Response | null>;
  /**
   * What a prerendered page starts at the member's first focus or key while React still hydrates it: downloads and
   * precomputation only, nothing that reads or keeps member data.
   */
  warmUp?: () => void;
}

/**
 * A page's chunk is named by its loader alone (the build derives a prerendered page's: src/prerender/render.tsx). A
 * page is critical unless said: it is asked for when the member goes there.
 */
const page = (
  load: () => Promise<PageModule>,
  preload: readonly PreloadMoment[] = [],
  priority: Priority = 'critical',
) => ({ load, preload, priority });

type PageEntry = Omit<ChunkEntry<PageModule>, 'chunk'>;

/**
 * The page of every route of the table (src/routing/routes.ts), each its own chunk. Keyed by the route table, so a
 * route without a page or a page without a route is a type error.
 */
export const pages: Record<Exclude<RouteName, 'Root'>, PageEntry> = {
  Signin: page(() => import(/* webpackChunkName: "signin" */ '../features/signin-signup/SigninPage')),
  Signup: page(() => import(/* webpackChunkName: "signup" */ '../features/signin-signup/SignupPage')),
  ForgotPassword: page(
    () => import(/* webpackChunkName: "forgot-password" */ '../features/password-reset/ForgotPasswordPage'),
  ),
  ForgotPasswordSubmit: page(
    () =>
      import(/* webpackChunkName: "forgot-password-submit" */ '../features/password-reset/ForgotPasswordSubmitPage'),
  ),
  Inquiry: page(() => import(/* webpackChunkName: "inquiry" */ '../features/inquiry/InquiryPage')),
  CertificateTermsPolicy: page(
    () => import(/* webpackChunkName: "certificate-terms-policy" */ '../features/certificate/TermsPolicyPage'),
  ),
  CertificatePrivacyPolicy: page(
    () => import(/* webpackChunkName: "certificate-privacy-policy" */ '../features/policies/PrivacyPolicyPage'),
  ),
  InternalServerError: page(
    () => import(/* webpackChunkName: "internal-server-error" */ '../features/errors/ServerErrorPage'),
  ),
  NotFound: page(() => import(/* webpackChunkName: "not-found" */ '../features/errors/NotFoundPage')),
  AccountHome: page(
    () => import(/* webpackChunkName: "account-home" */ '../features/account-home/AccountHomePage'),
    ['signInIntent'],
    'next',
  ),
  Signout: page(() => import(/* webpackChunkName: "signout" */ '../features/signout/SignoutPage')),
  AccountSettings: page(() => import(/* webpackChunkName: "settings" */ '../features/settings/SettingsPage')),
  ChangeEmail: page(() => import(/* webpackChunkName: "change-email" */ '../features/change-email/ChangeEmailPage')),
  ChangePassword: page(
    () => import(/* webpackChunkName: "change-password" */ '../features/change-password/ChangePasswordPage'),
  ),
  ChangeUserInfo: page(
    () => import(/* webpackChunkName: "change-user-info" */ '../features/user-info/ChangeUserInfoPage'),
  ),
  AccountDisabled: page(
    () => import(/* webpackChunkName: "account-disabled" */ '../features/account-disabled/AccountDisabledPage'),
  ),
  EligibilityCheck: page(
    () => import(/* webpackChunkName: "eligibility-check" */ '../features/eligibility/EligibilityCheckPage'),
  ),
  OtcSignin: page(() => import(/* webpackChunkName: "otc" */ '../features/linked-services/OtcSigninPage')),
  OtcTerms: page(() => import(/* webpackChunkName: "otc-terms" */ '../features/linked-services/OtcTermsPage')),
  MyKenshinSignin: page(
    () => import(/* webpackChunkName: "my-kenshin" */ '../features/linked-services/MyKenshinSigninPage'),
  ),
  MyKenshinTerms: page(
    () => import(/* webpackChunkName: "my-kenshin-terms" */ '../features/linked-services/MyKenshinTermsPage'),
  ),
  EligibilityCertificateSignin: page(
    () => import(/* webpackChunkName: "certificate-entry" */ '../features/certificate/EntryPage'),
  ),
  SmsSetup: page(() => import(/* webpackChunkName: "sms-setup" */ '../features/mfa/SmsSetupPage')),
  SmsReset: page(() => import(/* webpackChunkName: "sms-reset" */ '../features/mfa/SmsResetPage')),
  SmsVerification: page(() => import(/* webpackChunkName: "sms-verification" */ '../features/mfa/SmsVerificationPage')),
  CertificateTerms: page(
    () => import(/* webpackChunkName: "certificate-terms" */ '../features/certificate/CertificateTermsPage'),
  ),
  CertificateProceed: page(
    () => import(/* webpackChunkName: "certificate-proceed" */ '../features/certificate/CertificateProceedPage'),
  ),
  Certificate: page(() => import(/* webpackChunkName: "certificate" */ '../features/certificate/CertificatePage')),
  CertificateApply: page(
    () => import(/* webpackChunkName: "certificate-apply" */ '../features/certificate/CertificateApplyPage'),
  ),
  CertificateMfaNotice: page(
    () => import(/* webpackChunkName: "certificate-mfa-notice" */ '../features/certificate/MfaNoticePage'),
  ),
  CertificateNotAllowed: page(
    () => import(/* webpackChunkName: "certificate-not-allowed" */ '../features/certificate/NotAllowedPage'),
  ),
  Accessibility: page(
    () => import(/* webpackChunkName: "accessibility" */ '../features/accessibility/AccessibilityPage'),
  ),
  AccessibilityPolicy: page(
    // One chunk with the statement: the two pages link to each other.
    () => import(/* webpackChunkName: "accessibility" */ '../features/accessibility/PolicyPage'),
  ),
  SiteMap: page(() => import(/* webpackChunkName: "site-map" */ '../features/site-map/SiteMapPage')),
};

type Chunks = typeof chunks & typeof pages;
type LoadedModules = { [Name in keyof Chunks]: Awaited<ReturnType<Chunks[Name]['load']>> };

declare module '../lib/loading' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the table's modules, by name
  interface ChunkModules extends LoadedModules {}
}

provideLoadingTable({ ...chunks, ...pages });
