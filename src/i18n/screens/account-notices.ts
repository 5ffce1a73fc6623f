import { registerScreenTexts } from '../language';

/** `ja.accountNotices`: what the service list tells the member after a sign-in. */
export const accountNotices = {
  passkeysAdded: '最近、次のパスキーが追加されました。',
  passkeyAddedOn: '{date}　{name}',
  unnamedPasskey: '名前のないパスキー',
  passkeysAddedNote: 'ご自身で追加していない場合は、設定でそのパスキーを削除し、パスワードを変更してください。',
  afterPasswordReset:
    'パスワードを再設定しました。登録済みのパスキーは、パスワードを再設定しても使えます。心当たりのないパスキーがある場合は、設定ですべて削除できます。',
  toPasskeySettings: '設定でパスキーを確認する',
} as const;

registerScreenTexts('accountNotices', accountNotices);

declare module '../ja' {
  interface ScreenTexts {
    readonly accountNotices: typeof accountNotices;
  }
}
