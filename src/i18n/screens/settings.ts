import { registerScreenTexts } from '../language';
import { otcName, myKenshinName } from '../ja-shared';

/** `ja.settings`: loaded with its screens, not the entry (docs/performance.md, "The catalogue"). */
export const settings = {
  loginInfo: 'ログイン情報',
  email: 'メールアドレス',
  password: 'パスワード',
  change: '変更する',
  changeEmail: 'メールアドレスを変更する',
  changePassword: 'パスワードを変更する',
  changeUserInfo: 'ユーザ情報を変更する',
  passwordHidden: 'パスワード（非表示）',
  enableSms: 'SMS認証を有効にする',
  toCheckupRegistration: '初回登録へ進む',
  smsAuthentication: 'SMS認証',
  enabled: '有効',
  disabled: '無効',
  phoneNumber: '電話番号',
  notSet: '未設定',
  changePhone: '電話番号を変更する',
  enable: '有効にする',
  disable: '無効にする',
  disableConfirm: '無効にしてよろしいですか？',
  userInfo: 'ユーザ情報',
  name: '氏名',
  nameKana: 'フリガナ',
  birthdate: '生年月日',
  shopHeading: otcName,
  marketingEmail: 'お得な情報のメール配信',
  send: '配信する',
  doNotSend: '配信しない',
  marketingSaved: 'メール配信の設定を変更しました。',
  marketingFailed: 'メール配信の設定を変更できませんでした。時間をおいてもう一度お試しください。',
  firstRegistrationIncomplete: '初回登録が完了していません',
  toFirstRegistration: '初回登録へ進む',
  checkupHeading: myKenshinName,
} as const;

registerScreenTexts('settings', settings);

declare module '../ja' {
  interface ScreenTexts {
    readonly settings: typeof settings;
  }
}
