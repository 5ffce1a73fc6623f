import type { ScreenStateName } from '../../src/features/accessibility/statement-types';

/**
 * The sample of the accessibility test (JIS X 8341-3:2016 JB.1.2 a), all pages): every screen a member meets, each in
 * the states it has (an input refused, a modal open, a code step, busy, done, expired, the English catalogue), listed
 * by URI and state.
 * e2e/accessibility-screens.spec.ts visits each once and records every check on it; `npm run a11y:statement -- --check`
 * fails when a listed screen has no record or lacks a result for any criterion.
 */
export type ScreenState = ScreenStateName;
export type ScreenLanguage = 'ja' | 'en';

export interface ListedScreen {
  /** Unique; what the spec's test is named after and the records carry. */
  id: string;
  uri: string;
  state: ScreenState;
  lang: ScreenLanguage;
  /** Whether the member is signed in (the header's navigation differs: 3.2.3 compares like with like). */
  signedIn: boolean;
}

const screen = (uri: string, state: ScreenState, lang: ScreenLanguage, signedIn: boolean): ListedScreen => ({
  id: `${lang} ${uri} ${state}`,
  uri,
  state,
  lang,
  signedIn,
});

const PUBLIC_PAGES = [
  '/signin',
  '/signup',
  '/forgot-password',
  '/inquiry',
  '/policies/eligibility-certificate/terms-of-service',
  '/policies/eligibility-certificate/privacy-policy',
  '/500.html',
  '/no/such/page',
  '/account/disabled',
  '/accessibility',
  '/accessibility/policy',
  '/sitemap',
];

const MEMBER_PAGES = [
  '/account',
  '/account/settings',
  '/account/change-email',
  '/account/change-password',
  '/account/change-user-info',
  '/account/mfa/sms-setup',
  '/account/mfa/sms-reset',
  '/account/mfa/sms-verification',
  '/account/otc/terms-of-service',
  '/account/my-kenshin/terms-of-service',
  '/account/signout',
];

/** The certificate's pages a member is sent to instead of it: terms not yet agreed, no SMS two-step, refused. */
export const CERTIFICATE_NOTICES = [
  '/eligibility-certificate/terms-of-service',
  '/eligibility-certificate/mfa-notice',
  '/eligibility-certificate/not-allowed',
];

/** The services' entries: a busy screen while the member is handed over (to the shop, the checkup plan, proceed). */
const SERVICE_ENTRIES = ['/account/otc', '/account/my-kenshin', '/account/eligibility-certificate'];

export const LISTED_SCREENS: readonly ListedScreen[] = (['ja', 'en'] as const).flatMap((lang) => [
  ...PUBLIC_PAGES.map((uri) => screen(uri, 'default', lang, false)),
  screen('/signin', 'error', lang, false),
  screen('/signin', 'code', lang, false),
  screen('/forgot-password', 'error', lang, false),
  screen('/forgot-password-submit', 'default', lang, false),
  screen('/forgot-password-submit', 'error', lang, false),
  ...MEMBER_PAGES.map((uri) => screen(uri, 'default', lang, true)),
  screen('/account/settings', 'modal', lang, true),
  screen('/account/change-password', 'error', lang, true),
  screen('/account/change-user-info', 'modal', lang, true),
  screen('/account/change-user-info', 'success', lang, true),
  screen('/account/mfa/sms-verification', 'error', lang, true),
  screen('/account/eligibility-check', 'default', lang, true),
  screen('/account/eligibility-check', 'error', lang, true),
  ...CERTIFICATE_NOTICES.map((uri) => screen(uri, 'default', lang, true)),
  ...SERVICE_ENTRIES.map((uri) => screen(uri, 'busy', lang, true)),
  screen('/eligibility-certificate/proceed', 'default', lang, true),
  screen('/eligibility-certificate/proceed', 'modal', lang, true),
  screen('/eligibility-certificate/proceed', 'busy', lang, true),
  screen('/eligibility-certificate/apply', 'default', lang, true),
  screen('/eligibility-certificate/apply', 'error', lang, true),
  screen('/eligibility-certificate/apply', 'modal', lang, true),
  screen('/eligibility-certificate/certificate', 'default', lang, true),
  screen('/eligibility-certificate/certificate', 'expired', lang, true),
]);

export const screenById = (id: string) => LISTED_SCREENS.find((listed) => listed.id === id);
