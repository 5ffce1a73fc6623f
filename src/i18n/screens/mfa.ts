import { registerScreenTexts } from '../language';
import { invalidPhone } from '../ja-shared';

/** `ja.mfa`: loaded with the screens that show it, not with the entry (docs/performance.md, "The catalogue"). */
export const mfa = {
  smsAuthentication: 'SMS認証',
  authenticationCode: '認証コード',
  codeSentBySms: 'SMSでお送りした6桁の認証コードを入力してください。認証コードの有効期限は3分です。',
  codeSentTo: '{phone} にSMSで認証コードを送信しました。6桁の認証コードを入力してください。',
  verificationLead: 'ご登録の電話番号にSMSでお送りした6桁の認証コードを入力してください。',
  verify: '認証する',
  resend: '認証コードを再送する',
  sentAgain: '再送しました',
  resendFailed: '再送に失敗しました。',
  codeExpired: '認証コードの有効期限が切れました。認証コードを再送してください。',
  authenticationFailed: '認証に失敗しました。もう一度お試しください。',
  setupHeading: 'SMS認証の設定',
  resetHeading: '電話番号の変更',
  setupLead: 'ログイン時に認証コードを受け取る携帯電話番号を入力してください。',
  phoneLabel: '携帯電話番号',
  phonePlaceholder: '09012345678',
  phoneHint: 'ハイフンなしの半角数字で入力してください（例：09012345678 または +819012345678）。',
  sendCode: '認証コードを送信する',
  phoneRequired: '電話番号を入力してください',
  invalidPhone,
  updateFailed: '電話番号の更新に失敗しました: {reason}',
  updateFailedWithoutReason: '電話番号の更新に失敗しました',
  verifyFailed: '電話番号の検証に失敗しました: {reason}',
  verifyFailedWithoutReason: '電話番号の検証に失敗しました',
  registrationFailed: '電話番号の登録に失敗しました。（{name}: {message}）',
  setupFailed: 'SMS認証の設定に失敗しました。（{name}: {message}）',
  enabled: 'SMS認証を有効にしました。',
  disabled: 'SMS認証を無効にしました。',
  disableFailed: 'SMS認証を無効にできませんでした。時間をおいてもう一度お試しください。',
} as const;

registerScreenTexts('mfa', mfa);

declare module '../ja' {
  interface ScreenTexts {
    readonly mfa: typeof mfa;
  }
}
