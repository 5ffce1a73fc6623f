import { format } from './format';
import { ja } from './ja';

describe('format', () => {
  it('fills every placeholder, numbers included', () => {
    expect(format('{a} と {b}、もう一度 {a}', { a: 'A', b: 2 })).toBe('A と 2、もう一度 A');
  });

  it('fills catalogue templates', () => {
    expect(format(ja.shell.copyright, { year: 2031 })).toBe('© 2020-2031 メンバーポータル運営事務局');
    expect(format(ja.mfa.updateFailed, { reason: 'Invalid phone number format.' })).toBe(
      '電話番号の更新に失敗しました: Invalid phone number format.',
    );
  });

  it('refuses a missing or misspelt value at compile time (npm run typecheck)', () => {
    // @ts-expect-error: {year} has no value
    expect(format(ja.shell.copyright, {})).toBe('© 2020-{year} メンバーポータル運営事務局');
    // @ts-expect-error: the template has {email}, not {mail}
    expect(format(ja.disabled.emailLine, { mail: 'a@example.jp' })).toBe('メールアドレス：{email}');
  });

  it('leaves a placeholder without a value visible', () => {
    expect(format('{email} に送信しました' as string, {})).toBe('{email} に送信しました');
  });

  it('does not treat values as templates', () => {
    expect(format(ja.disabled.emailLine, { email: '{email}$&@example.jp' })).toBe(
      'メールアドレス：{email}$&@example.jp',
    );
  });

  it('returns a template without placeholders unchanged', () => {
    expect(format(ja.mfa.resendFailed, {})).toBe('再送に失敗しました。');
  });
});
