import { isSixDigitCode, normalizeAlphanumeric, normalizeCode, removeSpaces, toHalfWidth } from './width';

describe('toHalfWidth', () => {
  it.each([
    ['ＡＢＣｘｙｚ', 'ABCxyz'],
    ['０１２３４５６７８９', '0123456789'],
    ['！＃－／＠～', '!#-/@~'],
    ['記号　ＡＢ', '記号 AB'],
    ['already half', 'already half'],
  ])('%s → %s', (input, expected) => {
    expect(toHalfWidth(input)).toBe(expected);
  });

  it('leaves kana and kanji alone', () => {
    expect(toHalfWidth('カナ・ー漢字')).toBe('カナ・ー漢字');
  });
});

describe('removeSpaces', () => {
  it('removes half-width, full-width and other white space anywhere', () => {
    expect(removeSpaces(' 1 2\u30003\t4\n')).toBe('1234');
  });
});

describe('normalizeAlphanumeric (記号・番号・枝番)', () => {
  it.each([
    ['ＡＢ　１２', 'AB12'],
    ['  ｋ１２ ３ ', 'k123'],
    ['00', '00'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeAlphanumeric(input)).toBe(expected);
  });
});

describe('6-digit codes', () => {
  it.each([
    ['123456', '123456'],
    ['１２３４５６', '123456'],
    [' 123 456 ', '123456'],
    ['１２３\u3000４５６', '123456'],
  ])('accepts %j as %s', (input, normalized) => {
    expect(normalizeCode(input)).toBe(normalized);
    expect(isSixDigitCode(input)).toBe(true);
  });

  it.each(['', '12345', '1234567', '12a456', '12-456', '١٢٣٤٥٦'])('refuses %j', (input) => {
    expect(isSixDigitCode(input)).toBe(false);
  });

  it('keeps letters so the field can say what is wrong', () => {
    expect(normalizeCode('12ａ456')).toBe('12a456');
  });

  it('treats a missing value as empty', () => {
    expect(normalizeCode(undefined)).toBe('');
    expect(isSixDigitCode(null)).toBe(false);
  });
});
