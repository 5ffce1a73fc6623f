import { registerScreenTexts } from '../language';
import { passwordConditions } from '../ja-shared';

/** `ja.signup`: loaded with the screens that show it, not with the entry (docs/performance.md, "The catalogue"). */
export const signup = {
  heading: '新規会員登録',
  lead: 'メールアドレスとパスワードを入力してください。入力したメールアドレスに確認コードをお送りします。',
  submit: '会員登録する',
  toSignin: 'ログインはこちら',
  confirmHeading: '確認コードの入力',
  codeSentTo: '{email} に確認コードを送信しました。メールに記載されている6桁の確認コードを入力してください。',
  confirm: '確認する',
  resendCode: '確認コードを再送する',
  resent: '送信しました',
  confirmFailed: '確認に失敗しました。もう一度お試しください。',
  codeMismatch: '確認コードが正しくありません',
  codeExpired: '確認コードの有効期限が切れています。確認コードを再送してください',
  signInAfterConfirmFailed:
    '会員登録は完了しましたが、ログインできませんでした。ログイン画面からログインしてください。',
  passwordConditions,
  emailFormat: 'メールアドレスの形式が正しくありません。正しいメールアドレスを半角で入力してください。',
  alreadyRegistered: 'すでにこのアドレスで会員登録されています。',
} as const;

registerScreenTexts('signup', signup);

declare module '../ja' {
  interface ScreenTexts {
    readonly signup: typeof signup;
  }
}
