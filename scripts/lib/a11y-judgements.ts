import type { Verdict } from './a11y-criteria';

/**
 * What needs judgement, reviewed by a person and dated: one row per criterion and screens (a listed screen's id
 * "ja /signin error", a URI and state "/signin error", a URI for all its states and languages, or '*' for every
 * listed screen), what was checked and how, and the result. The statement uses a row only where no tool reached a
 * verdict, except that a judged failure always counts. A row is re-examined whenever what it judged changes.
 */
export interface Judgement {
  criterion: string;
  screens: string[];
  checked: string;
  result: Verdict;
  /** ISO date of the review. */
  date: string;
}

const REVIEWED = '2026-11-28';

export const JUDGEMENTS: readonly Judgement[] = [
  {
    criterion: '1.1.1',
    screens: ['/account'],
    checked:
      'The three images on the service list are the services\' logos with alt="": each card names its service in the text beside it, so they are decorative and rightly silent',
    result: 'pass',
    date: REVIEWED,
  },
  {
    criterion: '1.4.5',
    screens: ['/account'],
    checked: "The only images are the services' logos (logotypes, excepted); every other text is text",
    result: 'pass',
    date: REVIEWED,
  },
  {
    criterion: '1.3.3',
    screens: ['/inquiry'],
    checked:
      'Shown when the form cannot be framed: "下のリンク / the link below" points at a link whose own text says what it does (お問い合わせフォームを開く / Open the contact form), so the place is not the only cue',
    result: 'pass',
    date: REVIEWED,
  },
  {
    criterion: '1.3.3',
    screens: ['/policies/eligibility-certificate/privacy-policy'],
    checked:
      'English note "The Japanese text below is the one that applies": the text meant is named by its language, not only by its place',
    result: 'pass',
    date: REVIEWED,
  },
  {
    criterion: '1.3.3',
    screens: ['/accessibility'],
    checked:
      'The word "Below" is in the name of criterion 2.3.1 (Three Flashes or Below Threshold), not an instruction',
    result: 'pass',
    date: REVIEWED,
  },
  {
    criterion: '1.3.3',
    screens: ['/account/change-user-info'],
    checked:
      'The note on the latest name says the changed characters are in bold red (赤の太字 / bold red): weight and colour, and the characters are <mark>; no shape, size, place or sound is relied on',
    result: 'pass',
    date: REVIEWED,
  },
  {
    criterion: '2.2.1',
    screens: ['*'],
    checked:
      'Read every timer in src/ (setTimeout, setInterval) and the pool (infra/member-portal-pool.yaml): a session lasts 30 days (refresh token), past the 20-hour exception; a settings notice no longer hides itself; request retries, fades, focus moves and the wait of a sign-out for the identity service limit nothing. The screens below are the only ones with a time limit',
    result: 'pass',
    date: REVIEWED,
  },
  {
    criterion: '2.2.1',
    screens: ['/signin code'],
    checked:
      'The pending sign-in and its SMS code last 3 minutes (AuthSessionValidity: 3), which the step says ("有効期限は3分です"); a resend starts again with nothing lost but the code. Essential exception: a longer-lived code would be a weaker proof',
    result: 'pass',
    date: REVIEWED,
  },
  {
    criterion: '2.2.1',
    screens: ['/account/settings'],
    checked:
      'Adding a passkey needs a proof of the password that is good for 5 minutes (PROOF_FRESH_MS); after that the proof is asked again and nothing else is lost. Essential exception: an extended proof would no longer show the member is present',
    result: 'pass',
    date: REVIEWED,
  },
  {
    criterion: '2.2.1',
    screens: ['/eligibility-certificate/certificate'],
    checked:
      "The count-down shows the certificate's own validity (expired_at, set when it was applied for), not a limit on what the member does: extending it would show an expired certificate as valid (essential exception). At the end a modal leads home, where the member can apply again",
    result: 'pass',
    date: REVIEWED,
  },
  {
    criterion: '2.2.2',
    screens: ['/eligibility-certificate/certificate default'],
    checked:
      "The count-down updates every second beside the certificate (auto-updating, started automatically, in parallel with the certificate). Not essential: the spec gives it only as the time left to the expiry (sections 2 and 4, no other purpose), and the expiry date beside it says when the certificate ends, so W3C's Understanding 2.2.2 (https://www.w3.org/WAI/WCAG21/Understanding/pause-stop-hide) asks for a way to pause, stop or hide it (ACT rule efbfc7: an instrument on the same page). The button 残り時間の表示を止める / Stop showing the time left (a toggle, aria-pressed, keyboard-operable) hides the ticking value and shows it again; the expiry, its modal and the saved copy's deletion come at the real time, hidden or not",
    result: 'pass',
    date: REVIEWED,
  },
  {
    criterion: '2.4.5',
    screens: ['*'],
    checked:
      "Ways to reach each page: the site map (/sitemap, サイトマップ / Site map in every page's footer) lists every public page and, for a signed-in member, the service list, settings and each page settings links to, and sign-out; each is also linked from the header, the settings cards, the sign-in form or the statement. The pages it leaves out are steps in or results of a process (2.4.5's exception): the code steps, /forgot-password-submit, /account/mfa/sms-verification, the services' hand-offs and terms, the eligibility check the guard sends to, the certificate's pages after its entry, /account/disabled, /500.html and the 404 page",
    result: 'pass',
    date: REVIEWED,
  },
  {
    criterion: '3.2.2',
    screens: ['*'],
    checked:
      "Read every change handler in src/ (onChange on inputs, selects, checkboxes): a change alters the field only, until a button is pressed; the insurer number shows the insurer's name once 8 digits are in (content, not context); the gender radios and the date picker set their field; the sign-out-everywhere modal's checkbox only marks the choice; the shop card's e-mail switch saves its own setting in place; the language switch is two buttons. The mock-scenario select reloads the page, but it exists only in local builds (npm run bundle:check keeps it out of production), outside the statement's scope",
    result: 'pass',
    date: REVIEWED,
  },
  {
    criterion: '3.3.4',
    screens: ['*'],
    checked:
      "Nothing on these screens commits the member or changes their data: reading pages, error pages, the service list's links, sign-in and its SMS step, the reset request (it only sends a code), sign-out, the certificate display",
    result: 'notApplicable',
    date: REVIEWED,
  },
  {
    criterion: '3.3.4',
    screens: ['/signup'],
    checked:
      'Creating the account: every field is checked before anything is sent, and the address is confirmed by the code sent to it',
    result: 'pass',
    date: REVIEWED,
  },
  {
    criterion: '3.3.4',
    screens: ['/account/settings'],
    checked:
      'Turning SMS two-step off, deleting a passkey and signing out everywhere (which may remove every passkey first) ask for confirmation in a modal; the e-mail switch is undone by switching it back',
    result: 'pass',
    date: REVIEWED,
  },
  {
    criterion: '3.3.4',
    screens: ['/account/change-email'],
    checked:
      'The new address is checked (its form, not the current one) and confirmed by the code sent to it before it is changed',
    result: 'pass',
    date: REVIEWED,
  },
  {
    criterion: '3.3.4',
    screens: ['/account/change-password'],
    checked: 'The current password is verified and the new one typed twice; a refusal says why and keeps the form',
    result: 'pass',
    date: REVIEWED,
  },
  {
    criterion: '3.3.4',
    screens: ['/account/mfa/sms-setup'],
    checked: 'The phone number is checked, then confirmed by the code sent to it before two-step is turned on',
    result: 'pass',
    date: REVIEWED,
  },
  {
    criterion: '3.3.4',
    screens: ['/account/otc/terms-of-service', '/account/my-kenshin/terms-of-service'],
    checked:
      "Agreeing to a service's terms needs each agreement ticked by the member; the submit is refused until they are",
    result: 'pass',
    date: REVIEWED,
  },
  {
    criterion: '3.3.4',
    screens: ['/account/eligibility-check'],
    checked:
      "The insurance details are checked field by field and against the insurer's records; a refusal says what to correct and keeps what was typed",
    result: 'pass',
    date: REVIEWED,
  },
  {
    criterion: '3.3.4',
    screens: ['/account/change-user-info'],
    checked:
      '"最新の氏名に更新する / Update to the latest name" opens a confirmation that shows the name and kana it will set (次の氏名に更新してよろしいですか？ / Are you sure you want to update your name to the following?); nothing is sent until 更新する / Update is pressed, and キャンセル / Cancel changes nothing (WCAG G98, G168)',
    result: 'pass',
    date: REVIEWED,
  },
  {
    criterion: '3.3.4',
    screens: ['/eligibility-certificate/proceed'],
    checked:
      '"再申請する / Apply again" opens a confirmation (再申請してよろしいですか？ / Are you sure you want to apply again?) that repeats what it does (the current certificate can no longer be shown); the certificate is expired only when the member confirms, and キャンセル / Cancel changes nothing (WCAG G168)',
    result: 'pass',
    date: REVIEWED,
  },
  {
    criterion: '3.3.4',
    screens: ['/forgot-password-submit'],
    checked:
      'Setting a new password: the code sent to the address proves the request, the new password is typed twice (a live message says whether they match) and checked against the rules before it is sent; a refusal says why and keeps the form',
    result: 'pass',
    date: REVIEWED,
  },
  {
    criterion: '3.3.4',
    screens: ['/account/mfa/sms-reset', '/account/mfa/sms-verification'],
    checked:
      'A new phone number is checked, then replaces the old one only once the code sent to it is entered (the verification step); leaving the step changes nothing',
    result: 'pass',
    date: REVIEWED,
  },
  {
    criterion: '3.3.4',
    screens: ['/eligibility-certificate/terms-of-service'],
    checked:
      "Agreeing to the certificate's terms needs both agreements ticked by the member; the submit is refused until they are",
    result: 'pass',
    date: REVIEWED,
  },
  {
    criterion: '3.3.4',
    screens: ['/eligibility-certificate/apply'],
    checked:
      'The application is checked (a reason and every address) and then confirmed in a modal (申請してよろしいですか？ / Are you sure you want to apply?) before it is sent; キャンセル / Cancel keeps the form as typed',
    result: 'pass',
    date: REVIEWED,
  },
  {
    criterion: '3.3.3',
    screens: [
      '/forgot-password error',
      '/forgot-password-submit error',
      '/account/change-password error',
      '/account/mfa/sms-verification error',
      '/eligibility-certificate/apply error',
    ],
    checked:
      "Read each message of the refused forms in both languages: each says what to enter or choose (確認コードを入力してください, 現在のパスワードを入力してください, 申請理由を選択してください, 住所を入力してください, …). An address the pool does not know is refused with the spec's パスワードのリセットが出来ませんでした。 under the lead that asks for the registered address; saying more would tell who is registered (the security exception)",
    result: 'pass',
    date: REVIEWED,
  },
  {
    criterion: '1.4.3',
    screens: ['/eligibility-certificate/certificate expired', '/account/settings modal'],
    checked:
      "axe cannot measure text in the top layer over the modal's backdrop; the modal panel is bg.panel (white) with fg (black) text and a blue.600 or white-on-blue button (src/ui/ConfirmModal.tsx, Chakra's tokens), 4.5:1 and more",
    result: 'pass',
    date: REVIEWED,
  },
  {
    criterion: '2.4.6',
    screens: ['*'],
    checked:
      "Read every heading and every field's label the listed screens show, in both languages (the records' list): each heading names its page or section, each label the datum asked for; the e-mail switch is labelled by its state (配信する / Send) and described by what it is for",
    result: 'pass',
    date: REVIEWED,
  },
  {
    criterion: '3.3.3',
    screens: ['/signin error', '/account/eligibility-check error'],
    checked:
      'Read each message of the refused forms: each says what to enter (メールアドレスを入力してください, Enter your e-mail address, …), the date of birth with its form and an example (1990/04/01)',
    result: 'pass',
    date: REVIEWED,
  },
];
