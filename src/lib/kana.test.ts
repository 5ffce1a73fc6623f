import { ja } from '../i18n/ja';
import { hiraganaToKatakana, isKatakana, toKatakana, validateKatakana } from './kana';

describe('hiraganaToKatakana', () => {
  it.each([
    ['やまだ', 'ヤマダ'],
    ['ぁぃぅぇぉっゃゅょゎ', 'ァィゥェォッャュョヮ'],
    ['ゔゕゖ', 'ヴヵヶ'],
    ['いすゞ', 'イスヾ'],
    ['たろー', 'タロー'],
    ['ヤマダ', 'ヤマダ'],
    ['山田 abc', '山田 abc'],
  ])('%s → %s', (input, expected) => {
    expect(hiraganaToKatakana(input)).toBe(expected);
  });
});

describe('toKatakana', () => {
  it('joins half-width katakana with its sound marks', () => {
    expect(toKatakana('ﾔﾏﾀﾞ ﾀﾛｳ')).toBe('ヤマダ タロウ');
    expect(toKatakana('ﾊﾟｰｸ･ｼﾞｮｰ')).toBe('パーク・ジョー');
  });

  it('converts hiragana and keeps katakana', () => {
    expect(toKatakana('すずき　いちろう')).toBe('スズキ イチロウ');
  });
});

describe('isKatakana', () => {
  it.each(['ヤマダ', 'ヤマダ タロウ', 'ヤマダ\u3000タロウ', 'ジョン・スミス', 'ヴィー', 'ヶ', 'イスヾ'])(
    'accepts %s',
    (input) => {
      expect(isKatakana(input)).toBe(true);
    },
  );

  it.each(['', ' ', 'ー', 'やまだ', '山田', 'Yamada', 'ﾔﾏﾀﾞ', 'ヤマダ1', 'ヤマダ-タロウ', 'ヤマダ\n'])(
    'refuses %j',
    (input) => {
      expect(isKatakana(input)).toBe(false);
    },
  );
});

describe('validateKatakana', () => {
  it('asks for blank input and refuses non-katakana', () => {
    expect(validateKatakana('  ', ja.validation.lastNameKanaRequired)).toBe(ja.validation.lastNameKanaRequired);
    expect(validateKatakana(undefined)).toBe(ja.validation.required);
    expect(validateKatakana('山田')).toBe(ja.validation.katakana);
    expect(validateKatakana('ヤマダ')).toBeUndefined();
  });

  it('accepts hiragana once converted', () => {
    expect(validateKatakana(toKatakana('やまだ'))).toBeUndefined();
  });
});
