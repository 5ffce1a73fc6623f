import { registerScreenTexts } from '../language';
import { certificateName } from '../ja-shared';

/** `ja.certificate`: loaded with its screens, not the entry (docs/performance.md, "The catalogue"). */
export const certificate = {
  name: certificateName,
  termsLead: '資格確認書のご利用にあたり、利用規約とプライバシーポリシーをご確認のうえ、同意してください。',
  proceedLead: 'ご希望の操作を選んでください。',
  show: '資格確認書を表示する',
  reapply: '再申請する',
  reapplyNote: '再申請すると、現在の資格確認書は表示できなくなります。',
  reapplyConfirm: '再申請してよろしいですか？',
  applyLead: '申請理由を選び、資格確認書に記載する住所を入力してください。',
  reason: '申請理由',
  reasonPlaceholder: '選択してください',
  reasonRequired: '申請理由を選択してください',
  members: '対象者',
  fullName: '氏名',
  fullNameKana: 'フリガナ',
  gender: '性別',
  relationship: '続柄',
  address: '住所',
  addressPlaceholder: '例：東京都千代田区千代田1-1',
  addressRequired: '住所を入力してください',
  copyToFamily: '家族にも同じ住所を設定する',
  notApplicable: 'この方は資格確認書の申請対象外です。',
  applyConfirm: '申請してよろしいですか？',
  apply: '申請する',
  kigou: '記号',
  bangou: '番号',
  edaban: '枝番',
  birthday: '生年月日',
  joinsOn: '資格取得年月日',
  insuredPersonName: '被保険者氏名',
  insurerCode: '保険者番号',
  insurerName: '保険者名称',
  expiry: '有効期限',
  remaining: '残り時間',
  hideRemaining: '残り時間の表示を止める',
  remainingHidden: '表示を止めています。有効期限は上の日付のとおりです。',
  expired: '有効期限が切れました。最初からやり直してください。',
  home: 'ホームへ',
  displayNote: 'この画面を医療機関等の窓口でご提示ください。スクリーンショットは使用できません。',
  mfaNotice: '資格確認書の表示にはSMS認証の設定が必要です',
  mfaNoticeLead: 'SMS認証を設定すると、資格確認書の申請画面に戻ります。',
  toSmsSetup: 'SMS認証を設定する',
  notAllowed: 'マイナンバーカードの健康保険証利用登録がお済みのため、資格確認書を表示できません',
  notAllowedLead: '医療機関等を受診する際は、マイナンバーカードを健康保険証としてご利用ください。',
  saveOffline: 'この端末に保存してオフラインでも表示する',
  saveOfflineNote:
    '保存した資格確認書は、ログアウトしたとき、有効期限が切れたとき、またはチェックを外したときに、この端末から削除されます。',
  saveFailed: 'この端末に保存できませんでした。',
  offlineTitle: 'オフラインです',
  offlineLead: 'この画面の表示にはインターネット接続が必要です。接続が戻ると表示します。',
  savedCopy: 'この端末に保存した資格確認書',
  savedAt: '{date} {time}に保存した資格確認書です。最新の内容と異なる場合があります。',
  noSavedCopy: 'この端末に保存した資格確認書はありません。',
  addToCalendar: '有効期限をカレンダーに追加する',
  calendarTitle: '資格確認書の有効期限',
  calendarDescription: '資格確認書の有効期限です。期限が切れる前に、会員情報サイトで再申請してください。',
} as const;

registerScreenTexts('certificate', certificate);

declare module '../ja' {
  interface ScreenTexts {
    readonly certificate: typeof certificate;
  }
}
