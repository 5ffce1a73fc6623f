import { registerScreenTexts } from '../language';
import { otcName, myKenshinName } from '../ja-shared';

/** `ja.settings`: loaded with its screens, not the entry (docs/performance.md, "The catalogue"). */
export const settings = {
  passkeys: {
    heading: 'パスキー',
    lead: 'この端末の指紋・顔認証や画面ロックで、パスワードを入力せずにログインできます。',
    register: 'この端末のパスキーを登録する',
    registered: 'パスキーを登録しました。次回から、パスキーでログインできます。',
    registerCanceled: 'パスキーの登録が中断されました。もう一度お試しください。',
    alreadyRegistered: 'この端末のパスキーはすでに登録されています。',
    registerFailed: 'パスキーを登録できませんでした。もう一度お試しください。',
    none: '登録済みのパスキーはありません。',
    listLabel: '登録済みのパスキー',
    listFailed: 'パスキーの一覧を読み込めませんでした。',
    retry: '再読み込みする',
    createdAt: '登録日：{date}',
    typePlatform: '端末内蔵（指紋・顔認証など）',
    typeCrossPlatform: 'セキュリティキー・別の端末',
    typeUnknown: '種類不明',
    delete: '削除する',
    deleteLabel: '{name}（{date}登録）を削除する',
    deleteConfirm: 'このパスキーを削除してよろしいですか？',
    deleteConfirmNote: '削除すると、このパスキーではログインできなくなります。',
    deleted: 'パスキーを削除しました。',
    deleteFailed: 'パスキーを削除できませんでした。もう一度お試しください。',
    smsNote: 'SMS認証を有効にしている場合も、パスキーでのログインではSMSの確認コードは不要です。',
  },
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
  signOutEverywhere: '他の端末からもログアウト',
  signOutEverywhereNote: 'このブラウザを含む、すべての端末でログアウトします。',
  signOutEverywhereOffer:
    'ほかの端末でログインしたままになっていないか心配な場合は、すべての端末からログアウトできます。',
  signOutEverywhereConfirm: 'すべての端末からログアウトしてよろしいですか？',
  signOutEverywhereConfirmNote: 'ほかの端末では、次の操作のときにログイン画面に戻ります。',
  signOutEverywhereSubmit: 'ログアウトする',
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
