import { registerScreenTexts } from '../language';
import { backToSettings, lastName, firstName, lastNameKana, firstNameKana } from '../ja-shared';

/** `ja.userInfo`: loaded with its screens, not the entry (docs/performance.md, "The catalogue"). */
export const userInfo = {
  heading: 'ユーザ情報の変更',
  currentName: '現在の氏名',
  name: '氏名',
  nameKana: 'フリガナ',
  birthdate: '生年月日',
  lastName,
  firstName,
  lastNameKana,
  firstNameKana,
  lastNamePlaceholder: '山田',
  firstNamePlaceholder: '太郎',
  lastNameKanaPlaceholder: 'ヤマダ',
  firstNameKanaPlaceholder: 'タロウ',
  latestName: '健康保険組合に登録されている最新の氏名',
  changedPartsNote: '変更のある箇所を赤の太字で表示しています。',
  updateToLatest: '最新の氏名に更新する',
  updateConfirm: '次の氏名に更新してよろしいですか？',
  update: '更新する',
  waitNote:
    '健康保険組合で氏名を変更された場合、こちらに反映されるまで1か月ほどかかることがあります。しばらくお待ちください。',
  newName: '新しい氏名',
  submit: '変更する',
  success: 'ユーザ情報を更新しました。',
  backToSettings,
  toMyKenshin: 'マイ検診プランへ戻る',
  inquiryNote: '氏名や生年月日の変更についてご不明な点がある場合は、お問い合わせください。',
  inquiryLink: 'お問い合わせページへ',
} as const;

registerScreenTexts('userInfo', userInfo);

declare module '../ja' {
  interface ScreenTexts {
    readonly userInfo: typeof userInfo;
  }
}
