import type { Translation } from './catalogue';
import { currentLanguage } from './language';

/**
 * The web accessibility policy (ウェブアクセシビリティ方針, JIS X 8341-3:2016 JA.1) in the items of WAIC's guideline for
 * such policies: scope, target level, deadline, exceptions. Out of the main catalogue: it loads with its page.
 */
export const accessibilityPolicyJa = {
  lead: 'メンバーポータル運営事務局は、会員の皆さまが年齢や障害の有無、使う機器にかかわらず会員情報サイトを利用できるよう、次の方針でウェブアクセシビリティに取り組みます。',
  scopeHeading: '対象範囲',
  scope:
    '会員情報サイトのすべての画面（ログイン前の画面、会員の画面、資格確認書の画面、この方針と試験結果）を対象とします。日本語と英語の両方を対象とします。',
  excluded:
    'お問い合わせフォームの枠内に表示する外部のページ、外部サービス（お薬ショップ、がん検診サイト）の画面は対象外です。',
  targetHeading: '目標とする適合レベルと対応度',
  target:
    'JIS X 8341-3:2016 の適合レベルAAに準拠することを目標とします。対応度の表記は、ウェブアクセシビリティ基盤委員会「ウェブコンテンツの JIS X 8341-3:2016 対応度表記ガイドライン」によります。',
  deadlineHeading: '達成期限',
  deadline: '2027年3月31日までに、目標の適合レベルに準拠します。',
  testHeading: '試験と結果の公開',
  test: '画面を変更するたびに、すべての画面と状態を自動試験と担当者の確認で試験し、結果を公開します。',
  results: '試験結果を見る',
  contactHeading: 'お問い合わせ',
  contact: '使いにくい点がありましたら、お問い合わせフォームからお知らせください。',
  contactLink: 'お問い合わせフォーム',
} as const;

export const accessibilityPolicyEn: Translation<typeof accessibilityPolicyJa> = {
  lead: 'The Member Portal Office works to make the member information site usable by every member, whatever their age, disability or device, following this policy.',
  scopeHeading: 'Scope',
  scope:
    'Every screen of the member information site (the screens before sign-in, the member screens, the eligibility certificate screens, this policy and the test results), in Japanese and in English.',
  excluded:
    'Not in scope: the external page shown inside the inquiry form frame, and the screens of the linked services (the medicine shop, the cancer-screening site).',
  targetHeading: 'Target level and conformance',
  target:
    'We aim to conform to level AA of JIS X 8341-3:2016 (identical to WCAG 2.0). Conformance is stated as in the guideline of the Web Accessibility Infrastructure Committee (WAIC).',
  deadlineHeading: 'Deadline',
  deadline: 'We will conform to the target level by 31 March 2027.',
  testHeading: 'Testing and publishing the results',
  test: 'With every change to the screens, we test every screen and state with automated tests and checks by our staff, and publish the results.',
  results: 'See the test results',
  contactHeading: 'Contact',
  contact: 'If something is hard to use, please tell us through the inquiry form.',
  contactLink: 'Inquiry form',
};

/** The policy's texts in the language in use. */
export const accessibilityPolicyTexts = (): typeof accessibilityPolicyJa =>
  currentLanguage() === 'en' ? (accessibilityPolicyEn as typeof accessibilityPolicyJa) : accessibilityPolicyJa;
