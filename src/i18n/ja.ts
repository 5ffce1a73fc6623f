/**
 * Every user-facing string and error message of the portal. Where the spec gives Japanese it is copied character for
 * character; else shared/spec/glossary-ja.md and the same voice (polite です・ます, short). Short field messages end
 * without 「。」, full sentences with it.
 */

import {
  communicationError,
  genericError,
  rateLimited,
  passwordConditions,
  invalidPhone,
  invalidInsurerNumber,
  sixDigits,
  inquiry,
  termsOfService,
  privacyPolicy,
  otcName,
  myKenshinName,
  certificateName,
} from './ja-shared';

const entryTexts = {
  common: {
    email: 'メールアドレス',
    password: 'パスワード',
    passwordConfirmation: 'パスワード（確認用）',
    newPassword: '新しいパスワード',
    confirmationCode: '確認コード',
    passwordRules: 'パスワードの条件',
    passwordMatch: 'パスワードが一致しています',
    passwordMismatch: 'パスワードが一致しません',
    busy: '処理中…',
    loading: '読み込み中…',
    back: '戻る',
    cancel: 'キャンセル',
    close: '閉じる',
    ok: 'OK',
    change: '変更する',
    required: '必須',
    optional: '任意',
    inquiry,
    opensInNewWindow: '（新しいウィンドウで開きます）',
    maskedPassword: '********',
    notYetAvailable: 'この画面は準備中です。',
  },

  /** Keys match `PasswordHintKey` of src/lib/password.ts, in the order the hints are listed. */
  passwordHints: {
    characters: '半角英数字・記号が使えます',
    length: '8文字以上',
    digit: '数字を1文字以上含む',
    lowercase: '英小文字を1文字以上含む',
  },

  shell: {
    brand: '会員情報',
    serviceList: 'サービス一覧',
    settings: '設定',
    logout: 'ログアウト',
    login: 'ログイン',
    help: 'お困りの際はこちら',
    copyright: '© 2020-{year} メンバーポータル運営事務局',
    userMenu: 'ユーザメニュー',
    mainNavigation: 'メインメニュー',
    skipToContent: '本文へ移動',
    environments: '環境の切り替え',
    /** Keys are the spec's environment list names (develop, staging, production). */
    environmentNames: { develop: 'ローカル', staging: 'ステージング', production: '本番' },
    currentEnvironment: '（現在の環境）',
    scenarioSwitcher: 'モックのシナリオ',
    scenarioDefault: '標準',
    /** The language switch (src/app/shell/LanguageSwitch.tsx); each language is named in itself (see `language`). */
    languageSwitch: '表示言語',
    accessibility: 'アクセシビリティ',
  },

  /** Each language named in itself: both catalogues show the same two names, marked with their own `lang`. */
  language: {
    ja: '日本語',
    en: 'English',
  },

  /** Dates (src/i18n/dates.ts): placeholders year, month (number), monthName, day, mm and dd (zero-padded). */
  dates: {
    long: '{year}年{month}月{day}日',
    padded: '{year}年{mm}月{dd}日',
    monthNames: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
  },

  signin: {
    heading: 'ログイン',
    formLabel: 'ログインフォーム',
    submit: 'ログイン',
    forgotPassword: 'パスワードをお忘れの方',
    toSignup: '新規会員登録',
    inquiryWarning: 'ログインできない場合やご不明な点がある場合は、お問い合わせページからご連絡ください。',
    inquiryLink: 'お問い合わせページへ',
    userNotFound: 'メールアドレスが間違っています。',
    wrongCredentials: 'メールアドレス、もしくは、パスワードが間違っています。',
    chooseAccount: 'アカウントの選択',
    signedInAs: '{email} でログインしています。',
    continueWithAccount: 'このアカウントで続ける',
    signInWithAnother: '別のアカウントでログインする',
    unsupportedStep:
      'このアカウントは現在この画面からログインできません。お手数ですが、お問い合わせページからご連絡ください。',
    sessionEnded: 'ログインの有効期限が切れました。お手数ですが、もう一度ログインしてください。',
    signedOutEverywhere: {
      done: 'すべての端末からログアウトしました。',
      refused: 'ほかの端末からはログアウトできませんでした。ログインして、もう一度お試しください。',
      unknown: 'ほかの端末からもログアウトできたか確認できませんでした。ログインして、もう一度お試しください。',
    },
    passkeysRemovedToo: '登録済みのパスキーもすべて削除しました。',
    emailPlaceholder: 'example@example.com',
  },

  passwordReset: {
    heading: 'パスワードの再設定',
    lead: 'ご登録のメールアドレスを入力してください。パスワードの再設定に使う確認コードをお送りします。',
    send: '確認コードを送信する',
    toSignin: 'ログイン画面に戻る',
    userNotFound: 'パスワードのリセットが出来ませんでした。',
    submitLead: 'メールでお送りした確認コードと、新しいパスワードを入力してください。',
    codeSentTo: '{email} に確認コードを送信しました。',
    submit: 'パスワードを再設定する',
    passwordConditions,
    userNotFoundAtSubmit: '確認コードを受け取ったメールアドレスを入力してください。',
    codeMismatch: '確認コードを確認できませんでした。もう一度入力してください。',
    completed: 'パスワードを再設定しました。',
  },

  disabled: {
    heading: 'このアカウントはご利用いただけません',
    emailLine: 'メールアドレス：{email}',
    message: 'このアカウントは現在ご利用いただけません。お手数ですが、お問い合わせページからご連絡ください。',
    reasonsLead: '次のような理由が考えられます。',
    reasons: [
      '退職などにより、健康保険組合の資格を喪失された場合',
      'ご加入の健康保険組合で、本サービスの提供が終了した場合',
      'ご登録内容の確認のため、ご利用を一時停止している場合',
    ],
    toSignin: 'ログイン画面へ',
    inquiryLink: 'お問い合わせページへ',
  },

  home: {
    heading: 'ご利用いただけるサービス一覧',
    noServices: '現在ご利用いただけるサービスはありません。',
    loadingServices: 'サービス一覧を読み込んでいます。',
  },

  services: {
    otc: { name: otcName, description: 'ご家庭で使うお薬を購入できる販売サイトです。' },
    myKenshin: { name: myKenshinName, description: 'あなたに合ったがん検診のプランをご提案します。' },
    eligibilityCertificate: { name: certificateName, description: '資格確認書をスマートフォンで表示できます。' },
    redirecting: 'サービスへ移動しています…',
    connectFailed: 'サービスに接続できませんでした。時間をおいてもう一度お試しください。',
  },

  terms: {
    lead: 'サービスのご利用にあたり、利用規約とプライバシーポリシーをご確認のうえ、同意してください。',
    termsOfService,
    privacyPolicy,
    agreeToTerms: '利用規約に同意する',
    agreeToPrivacyPolicy: 'プライバシーポリシーに同意する',
    marketingEmail: 'お得な情報をメールで受け取る',
    medicalDataNote:
      '医療に関する情報の取り扱いについて、利用規約の第8条第6号 および 第16条第5号 を必ずご確認ください。',
    mustAgree: '利用規約とプライバシーポリシーの両方に同意してください',
    formLabel: 'サービスの利用規約への同意',
    submit: 'サービスの利用を開始する',
    failed: 'サービスの利用登録に失敗しました。時間をおいてもう一度お試しください。',
  },

  // Sign-in with the device's fingerprint, face or screen lock instead of the password.
  passkeys: {
    signin: 'パスキーでログイン',
    signinNeedsEmail: 'パスキーでログインするには、メールアドレスを入力してください。',
    signinCanceled:
      'パスキーでのログインが中断されました。もう一度お試しいただくか、パスワードでログインしてください。',
    signinNoPasskey: 'このメールアドレスにはパスキーが登録されていません。パスワードでログインしてください。',
    signinFailed: 'パスキーを確認できませんでした。もう一度お試しいただくか、パスワードでログインしてください。',
    notSupported: 'このブラウザではパスキーを使えません。パスワードでログインしてください。',
  },

  gender: {
    MALE: '男性',
    FEMALE: '女性',
    UNKNOWN: '不明',
  },

  /** An identity write whose answer was lost may have been made; how to check (never "failed"). */
  mayHaveSucceeded: {
    signUp:
      '会員登録はすでに済んでいる可能性があります。このメールアドレスでログインすると、確認コードの入力に進めます。',
    signUpRetried: '会員登録はすでに受け付けられているようです。メールでお送りした確認コードを入力してください。',
    confirmSignUp: '登録の確認はすでに済んでいる可能性があります。ログイン画面からログインできるかお確かめください。',
    password: 'パスワードはすでに変更されている可能性があります。新しいパスワードでログインできるかお確かめください。',
    codeSent:
      'コードはすでに送信されている可能性があります。届いていない場合は、しばらくしてからもう一度お試しください。',
    setting: '変更はすでに反映されている可能性があります。設定画面で現在の内容をお確かめください。',
  },

  errors: {
    generic: genericError,
    communication: communicationError,
    communicationWithDetail: `${communicationError}（{name}: {message}）`,
    notFoundData: '該当するデータが見つかりませんでした',
    rateLimited,
    noIdToken: 'IDトークンが取得できませんでした',
    notFoundTitle: 'ページが見つかりません',
    notFoundBody: 'お探しのページは、移動または削除されたか、URLが間違っている可能性があります。',
    serverErrorTitle: genericError,
    serverErrorBody: '申し訳ありません。一時的な問題が発生しました。時間をおいてもう一度お試しください。',
    backToTop: 'トップページへ戻る',
    backToServiceList: 'サービス一覧へ戻る',
    backToSignin: 'ログイン画面へ戻る',
    connectionPersists: '通信できない状態が続いています。時間をおいてお試しいただくか、もう一度ログインしてください。',
    toSignin: 'ログイン画面へ',
  },

  validation: {
    required: '入力してください',
    emailRequired: 'メールアドレスを入力してください',
    emailFormat: '正しいメールアドレスを半角で入力してください',
    emailRefused: 'メールアドレスの形式が正しくありません。正しいメールアドレスを半角で入力してください。',
    passwordRequired: 'パスワードを入力してください',
    passwordConfirmationRequired: '確認用のパスワードを入力してください',
    passwordConditions: 'パスワードが条件を満たしていません',
    passwordMismatch: 'パスワードが一致しません',
    currentPasswordRequired: '現在のパスワードを入力してください',
    codeRequired: '確認コードを入力してください',
    sixDigits,
    phoneRequired: '電話番号を入力してください',
    invalidPhone,
    insurerNumberRequired: '保険者番号を入力してください',
    invalidInsurerNumber,
    kigouRequired: '記号を入力してください',
    bangouRequired: '番号を入力してください',
    edabanRequired: '枝番を入力してください',
    lastNameRequired: '姓を入力してください',
    firstNameRequired: '名を入力してください',
    lastNameKanaRequired: 'セイを入力してください',
    firstNameKanaRequired: 'メイを入力してください',
    katakana: 'カタカナで入力してください',
    birthdateRequired: '生年月日を入力してください',
    birthdateFormat: '生年月日は「1990/04/01」の形式で入力してください',
    birthdateFuture: '未来の日付は入力できません',
    birthdateRange: '{min}年から{max}年までの日付を入力してください',
    genderRequired: '性別を選択してください',
  },

  /** A page title per route name of src/routing/route-names.ts (checked in ja.test.ts). */
  titles: {
    Root: 'トップ',
    Signin: 'ログイン',
    Signup: '新規会員登録',
    ForgotPassword: 'パスワードの再設定',
    ForgotPasswordSubmit: '新しいパスワードの設定',
    Inquiry: inquiry,
    CertificateTermsPolicy: '資格確認書サービス利用規約',
    CertificatePrivacyPolicy: privacyPolicy,
    NotFound: 'ページが見つかりません',
    InternalServerError: genericError,
    AccountHome: 'サービス一覧',
    Signout: 'ログアウト',
    AccountSettings: '設定',
    ChangeEmail: 'メールアドレスの変更',
    ChangePassword: 'パスワードの変更',
    ChangeUserInfo: 'ユーザ情報の変更',
    AccountDisabled: 'ご利用いただけないアカウント',
    EligibilityCheck: '健康保険の資格確認',
    OtcSignin: otcName,
    OtcTerms: `${otcName}の利用規約`,
    MyKenshinSignin: myKenshinName,
    MyKenshinTerms: `${myKenshinName}の利用規約`,
    EligibilityCertificateSignin: certificateName,
    SmsSetup: 'SMS認証の設定',
    SmsReset: '電話番号の変更',
    SmsVerification: '認証コードの入力',
    CertificateTerms: `${certificateName}の利用規約`,
    CertificateProceed: `${certificateName}のお手続き`,
    Certificate: `${certificateName}の表示`,
    CertificateApply: `${certificateName}の申請`,
    CertificateMfaNotice: 'SMS認証の設定のお願い',
    CertificateNotAllowed: `${certificateName}を表示できません`,
    Accessibility: 'ウェブアクセシビリティ試験結果',
    AccessibilityPolicy: 'ウェブアクセシビリティ方針',
    SiteMap: 'サイトマップ',
  },
} as const;

/**
 * The groups of screens that are not on the pages the entry serves first (sign-in, sign-up, the account home): each is
 * a module of ./screens, bundled with those screens' chunks and put into `ja` when it loads (`registerScreenTexts`,
 * ./language.ts), so /signin does not download their words. A screen imports its group's module beside `ja`; the module declares
 * its group here (declaration merging), so this file imports none of them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- each module of ./screens declares its group
export interface ScreenTexts {}

export type Catalogue = typeof entryTexts & ScreenTexts;

/** The one catalogue object every screen reads (the screen groups are in it once their module has loaded). */
export const ja = entryTexts as Catalogue;
