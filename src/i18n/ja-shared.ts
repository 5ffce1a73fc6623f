/** Strings that several areas of the Japanese catalogue show (./ja.ts, ./screens): defined once so they cannot drift apart. */
export const communicationError = '通信エラーにより失敗しました。時間をおいてもう一度お試しください。';
export const genericError = 'エラーが発生しました';
export const rateLimited =
  'アクセス数が増加したため、アカウント登録に失敗しました。時間をおいてもう一度やり直してください。';
export const passwordConditions =
  'パスワードが条件を満たしていません。半角英数字・記号で8文字以上、数字と英小文字をそれぞれ1文字以上含めて入力してください。';
export const invalidPhone = '無効な電話番号です。正しい形式で入力してください。';
export const invalidInsurerNumber = '入力した保険者番号に誤りがあります。';
export const sixDigits = '6桁の数字を入力してください';
export const backToSettings = '設定に戻る';
export const inquiry = 'お問い合わせ';
export const termsOfService = '利用規約';
export const privacyPolicy = 'プライバシーポリシー';
export const otcName = 'あなたの薬箱';
export const myKenshinName = 'マイ検診プラン';
export const certificateName = '資格確認書';
export const lastName = '姓';
export const firstName = '名';
export const lastNameKana = 'セイ';
export const firstNameKana = 'メイ';
