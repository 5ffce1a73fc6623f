import { registerScreenTexts } from '../language';
import { backToSettings } from '../ja-shared';

/**
 * `ja.changePassword`: loaded with the screens that show it, not with the entry (docs/performance.md, "The catalogue").
 */
export const changePassword = {
  heading: 'パスワードの変更',
  currentPassword: '現在のパスワード',
  newPassword: '新しいパスワード',
  reentry: '新しいパスワード（再入力）',
  confirmationOk: '確認用パスワードが正しく入力されています',
  confirmationDiffers: '確認用パスワードが一致しません',
  submit: 'パスワードを変更する',
  success: 'パスワードを変更しました',
  backToSettings,
  wrongCurrentPassword: '現在のパスワードが間違っています',
  notSatisfied: 'パスワードが条件を満たしていません',
  rateLimited: 'アクセス数が増加したため、パスワードの変更に失敗しました。時間をおいてもう一度やり直してください。',
} as const;

registerScreenTexts('changePassword', changePassword);

declare module '../ja' {
  interface ScreenTexts {
    readonly changePassword: typeof changePassword;
  }
}
