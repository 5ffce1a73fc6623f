import { routeNames, type RouteName } from '../routing/route-names';
import { ja } from './ja';

// Compile-time: a route without a title (or a misspelt title key) fails `npm run typecheck`.
const titles: Record<RouteName, string> = ja.titles;

const leaves = (value: unknown, path = 'ja'): Array<[string, string]> => {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, `${path}.${key}`));
  throw new Error(`${path} is neither text nor a group of texts`);
};

const allTexts = leaves(ja);

describe('ja catalogue', () => {
  it('has a title for every route and no title for an unknown route', () => {
    expect(Object.keys(titles).sort()).toEqual([...routeNames].sort());
  });

  it('gives each route its own title', () => {
    const values = Object.values(titles);
    expect(new Set(values).size).toBe(values.length);
  });

  it('has no empty text', () => {
    expect(allTexts.filter(([, text]) => text.trim() === '').map(([path]) => path)).toEqual([]);
  });

  it('uses only {word} placeholders (no stray braces)', () => {
    const broken = allTexts.filter(([, text]) => /[{}]/.test(text.replace(/\{\w+\}/g, ''))).map(([path]) => path);
    expect(broken).toEqual([]);
  });

  // Spec text given in Japanese is copied character for character.
  it.each([
    ['signin.userNotFound', ja.signin.userNotFound, 'メールアドレスが間違っています。'],
    ['signin.wrongCredentials', ja.signin.wrongCredentials, 'メールアドレス、もしくは、パスワードが間違っています。'],
    [
      'errors.rateLimited',
      ja.errors.rateLimited,
      'アクセス数が増加したため、アカウント登録に失敗しました。時間をおいてもう一度やり直してください。',
    ],
    ['signup.alreadyRegistered', ja.signup.alreadyRegistered, 'すでにこのアドレスで会員登録されています。'],
    ['signup.resent', ja.signup.resent, '送信しました'],
    ['passwordReset.userNotFound', ja.passwordReset.userNotFound, 'パスワードのリセットが出来ませんでした。'],
    ['mfa.resendFailed', ja.mfa.resendFailed, '再送に失敗しました。'],
    ['validation.invalidPhone', ja.validation.invalidPhone, '無効な電話番号です。正しい形式で入力してください。'],
    ['mfa.invalidPhone', ja.mfa.invalidPhone, '無効な電話番号です。正しい形式で入力してください。'],
    ['validation.invalidInsurerNumber', ja.validation.invalidInsurerNumber, '入力した保険者番号に誤りがあります。'],
    ['userInfo.success', ja.userInfo.success, 'ユーザ情報を更新しました。'],
    ['errors.noIdToken', ja.errors.noIdToken, 'IDトークンが取得できませんでした'],
    ['mfa.updateFailed', ja.mfa.updateFailed, '電話番号の更新に失敗しました: {reason}'],
    ['mfa.verifyFailed', ja.mfa.verifyFailed, '電話番号の検証に失敗しました: {reason}'],
    ['shell.help', ja.shell.help, 'お困りの際はこちら'],
    ['services.otc.name', ja.services.otc.name, 'あなたの薬箱'],
    ['services.myKenshin.name', ja.services.myKenshin.name, 'マイ検診プラン'],
    ['services.eligibilityCertificate.name', ja.services.eligibilityCertificate.name, '資格確認書'],
    ['relationship.insured', ja.relationship.insured, '被保険者'],
    ['relationship.unknown', ja.relationship.unknown, '不明な関係'],
    ['gender.MALE', ja.gender.MALE, '男性'],
    ['gender.FEMALE', ja.gender.FEMALE, '女性'],
    ['shell.settings', ja.shell.settings, '設定'],
    ['shell.logout', ja.shell.logout, 'ログアウト'],
    ['shell.login', ja.shell.login, 'ログイン'],
  ])('%s is the spec text', (_path, actual, expected) => {
    expect(actual).toBe(expected);
  });

  // Glosses take the glossary's wording.
  it.each([
    [ja.shell.brand, '会員情報'],
    [ja.shell.serviceList, 'サービス一覧'],
    [ja.errors.notFoundTitle, 'ページが見つかりません'],
    [ja.common.busy, '処理中…'],
    [ja.home.heading, 'ご利用いただけるサービス一覧'],
    [ja.errors.communication, '通信エラーにより失敗しました。時間をおいてもう一度お試しください。'],
    [ja.errors.notFoundData, '該当するデータが見つかりませんでした'],
    [ja.errors.generic, 'エラーが発生しました'],
    [ja.validation.sixDigits, '6桁の数字を入力してください'],
    [ja.settings.disableConfirm, '無効にしてよろしいですか？'],
    [ja.changeEmail.sameAsCurrent, '現在とは異なるメールアドレスを入力してください'],
    [ja.changePassword.confirmationOk, '確認用パスワードが正しく入力されています'],
    [ja.eligibility.insurerNumberHint, '06または63から始まる8桁の保険者番号を入力してください'],
    [ja.certificate.expired, '有効期限が切れました。最初からやり直してください。'],
    [ja.certificate.notAllowed, 'マイナンバーカードの健康保険証利用登録がお済みのため、資格確認書を表示できません'],
  ])('%s follows the glossary', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('names the environments of the switcher by their spec keys', () => {
    expect(ja.shell.environmentNames).toEqual({ develop: 'ローカル', staging: 'ステージング', production: '本番' });
  });

  it('lists four eligibility help items, two 404 causes and the invalid-membership reasons', () => {
    expect(ja.eligibility.helpItems.map((item) => item.title)).toEqual([
      'マイナポータルで確認する',
      '資格確認書で確認する',
      '健康保険証で確認する',
      '資格情報のお知らせで確認する',
    ]);
    expect(ja.eligibility.helpItems[0].body).toContain('QRコード');
    expect(ja.eligibility.causes).toHaveLength(2);
    expect(ja.eligibility.causes[1]).toContain('1か月');
    expect(ja.disabled.reasons.length).toBeGreaterThan(0);
  });

  it('points the shop terms note at article 8 item 6 and article 16 item 5', () => {
    expect(ja.terms.medicalDataNote).toContain('第8条第6号 および 第16条第5号');
  });

  it('repeats the communication-error text with the error name and message', () => {
    expect(ja.errors.communicationWithDetail).toBe(`${ja.errors.communication}（{name}: {message}）`);
  });
});
