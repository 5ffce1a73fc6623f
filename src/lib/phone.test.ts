import { ja } from '../i18n/ja';
import { isValidPhoneNumber, normalizePhoneNumber, toDomestic, toE164, validatePhoneNumber } from './phone';

describe('normalizePhoneNumber', () => {
  it.each([
    ['  090-1234-5678 ', '09012345678'],
    ['(03) 1234 5678', '0312345678'],
    ['+81 90-1234-5678', '+819012345678'],
    ['＋８１９０１２３４５６７８', '+819012345678'],
    ['０９０－１２３４－５６７８', '09012345678'],
    ['81+9012345678', '819012345678'],
    ['tel:09012345678', '09012345678'],
  ])('%j → %s', (input, expected) => {
    expect(normalizePhoneNumber(input)).toBe(expected);
  });
});

describe('phone validity (0 + 10 digits, or +81 + 10 digits)', () => {
  it.each([
    '09012345678',
    '090-1234-5678',
    '0312345678 9',
    '+819012345678',
    ' +81 90 1234 5678 ',
    '０９０１２３４５６７８',
  ])('accepts %j', (input) => {
    expect(isValidPhoneNumber(input)).toBe(true);
    expect(validatePhoneNumber(input)).toBeUndefined();
  });

  it.each([
    ['10 digits', '0312345678'],
    ['12 digits', '090123456789'],
    ['no leading 0', '19012345678'],
    ['+81 and 9 digits', '+81901234567'],
    ['+81 and the domestic 0', '+8109012345678'],
    ['another country', '+12025550123'],
    ['81 without +', '819012345678'],
    ['letters only', 'abc'],
  ])('refuses %s', (_reason, input) => {
    expect(isValidPhoneNumber(input)).toBe(false);
    expect(validatePhoneNumber(input)).toBe(ja.validation.invalidPhone);
  });

  it('says what to do with an empty field', () => {
    expect(validatePhoneNumber('')).toBe(ja.validation.phoneRequired);
    expect(validatePhoneNumber('   ')).toBe(ja.validation.phoneRequired);
    expect(validatePhoneNumber(undefined)).toBe(ja.validation.phoneRequired);
  });

  it('uses the spec message', () => {
    expect(ja.validation.invalidPhone).toBe('無効な電話番号です。正しい形式で入力してください。');
  });
});

describe('toE164', () => {
  it.each([
    ['09012345678', '+819012345678'],
    ['090-1234-5678', '+819012345678'],
    ['+819012345678', '+819012345678'],
    ['０３１２３４５６７８９', '+813123456789'],
  ])('%j → %s', (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });

  it.each(['', '0312345678', '+12025550123'])('gives nothing for invalid %j', (input) => {
    expect(toE164(input)).toBeUndefined();
  });
});

describe('toDomestic', () => {
  it.each([
    ['+819012345678', '09012345678'],
    ['+813123456789', '03123456789'],
  ])('%s → %s', (stored, shown) => {
    expect(toDomestic(stored)).toBe(shown);
  });

  it('round-trips with toE164', () => {
    expect(toDomestic(toE164('080-9876-5432') ?? '')).toBe('08098765432');
  });

  it('shows anything else as stored', () => {
    expect(toDomestic('+12025550123')).toBe('+12025550123');
    expect(toDomestic('')).toBe('');
  });
});
