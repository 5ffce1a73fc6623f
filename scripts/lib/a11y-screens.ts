import type { ScreenStateName } from '../../src/features/accessibility/statement-types';

/**
 * The sample of the accessibility test (JIS X 8341-3:2016 JB.1.2 a), all pages): every screen a member meets, each in
 * the states it has (an input refused, a modal open, a code step, the English catalogue), listed by URI and state.
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
];

const MEMBER_PAGES = [
  '/account',
  '/account/settings',
  '/account/change-email',
  '/account/change-password',
  '/account/change-user-info',
  '/account/mfa/sms-setup',
  '/account/otc/terms-of-service',
  '/account/my-kenshin/terms-of-service',
  '/account/signout',
];

export const LISTED_SCREENS: readonly ListedScreen[] = (['ja', 'en'] as const).flatMap((lang) => [
  ...PUBLIC_PAGES.map((uri) => screen(uri, 'default', lang, false)),
  screen('/signin', 'error', lang, false),
  screen('/signin', 'code', lang, false),
  ...MEMBER_PAGES.map((uri) => screen(uri, 'default', lang, true)),
  screen('/account/settings', 'modal', lang, true),
  screen('/account/eligibility-check', 'default', lang, true),
  screen('/account/eligibility-check', 'error', lang, true),
  screen('/eligibility-certificate/proceed', 'default', lang, true),
  screen('/eligibility-certificate/certificate', 'default', lang, true),
  screen('/eligibility-certificate/certificate', 'expired', lang, true),
]);

export const screenById = (id: string) => LISTED_SCREENS.find((listed) => listed.id === id);
