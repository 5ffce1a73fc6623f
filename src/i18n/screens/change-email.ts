import { registerScreenTexts } from '../language';
import { backToSettings } from '../ja-shared';

/** `ja.changeEmail`: loaded with its screens, not the entry (docs/performance.md, "The catalogue"). */
export const changeEmail = {
  heading: 'メールアドレスの変更',
  currentEmail: '現在のメールアドレス',
  newEmail: '新しいメールアドレス',
  currentPassword: '現在のパスワード',
  step1Lead:
    '現在のパスワードと新しいメールアドレスを入力してください。新しいメールアドレスに確認コードをお送りします。',
  send: '確認コードを送信する',
  sameAsCurrent: '現在とは異なるメールアドレスを入力してください',
  wrongPassword: 'パスワードが間違っています',
  noReplyHint: '確認コードは送信専用のアドレス（no-reply）からお送りします。このアドレスには返信できません。',
  undeliveredLead: 'メールが届かない場合は、次の点をご確認ください。',
  undeliveredChecklist: [
    'メールアドレスに誤りがないか',
    '迷惑メールフォルダに振り分けられていないか',
    '受信拒否やドメイン指定受信の設定をしていないか',
    'メールボックスの容量がいっぱいになっていないか',
  ],
  inquiryLead: 'それでも届かない場合は、お問い合わせください。',
  inquiryLink: 'お問い合わせページへ',
  step2Lead: '{email} にお送りした6桁の確認コードを入力してください。',
  confirmChange: '変更を確定する',
  successTitle: '確認画面',
  success: '変更が完了しました',
  backToSettings,
  toMyKenshin: 'マイ検診プランのマイページへ',
  codeMismatch: '確認コードが正しくありません',
  codeExpired: '確認コードの有効期限が切れています。お手数ですが、最初からやり直してください',
  requestFailed: 'メールアドレスを変更できませんでした。（{message}）',
  changeDone: '{email} に変更しました。次回から新しいメールアドレスでログインしてください。',
  startOver: '最初からやり直す',
} as const;

registerScreenTexts('changeEmail', changeEmail);

declare module '../ja' {
  interface ScreenTexts {
    readonly changeEmail: typeof changeEmail;
  }
}
