import { isEmailAddress, normalizeEmail } from './email';

describe('normalizeEmail', () => {
  it.each([
    ['ｈａｎａｋｏ＠ｅｘａｍｐｌｅ．ｃｏｍ', 'hanako@example.com'],
    ['Hanako@Example.com', 'hanako@example.com'],
    ['  hanako@example.com ', 'hanako@example.com'],
    ['hanako @ example.com', 'hanako@example.com'],
    ['\u3000ＨＡＮＡＫＯ＠example.com\u3000', 'hanako@example.com'],
    ['taro.yamada+test@example.co.jp', 'taro.yamada+test@example.co.jp'],
    ['', ''],
    [undefined, ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeEmail(input)).toBe(expected);
  });
});

describe('isEmailAddress', () => {
  it.each([
    'hanako@example.com',
    'ｈａｎａｋｏ＠ｅｘａｍｐｌｅ．ｃｏｍ',
    ' Hanako@Example.COM ',
    'a.b-c_d+e@sub.example.co.jp',
  ])('accepts %j', (input) => {
    expect(isEmailAddress(input)).toBe(true);
  });

  it.each([
    '',
    'hanako',
    'hanako@',
    '@example.com',
    'hanako@example',
    'はなこ@example.com',
    'hanako@@example.com',
    'hanako@exa_mple.com',
    'hanako@example..com',
  ])('refuses %j', (input) => {
    expect(isEmailAddress(input)).toBe(false);
  });
});
