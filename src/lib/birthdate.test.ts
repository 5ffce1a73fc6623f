import { ja } from '../i18n/ja';
import { parseBirthdate, toApiDate, validateBirthdate } from './birthdate';

const now = new Date(2025, 9, 1, 9, 30); // 2025-10-01 09:30 local

describe('parseBirthdate', () => {
  it.each([
    ['1990/04/01', [1990, 3, 1]],
    ['１９９０／０４／０１', [1990, 3, 1]],
    [' 1990/04/01 ', [1990, 3, 1]],
    ['2000/02/29', [2000, 1, 29]],
    // Years below 100 stay themselves (a bare Date constructor would read 0050 as 1950).
    ['0050/01/01', [50, 0, 1]],
  ])('%j → %j', (input, [year, month, day]) => {
    const date = parseBirthdate(input);
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate()]).toEqual([year, month, day]);
  });

  it.each([
    '1990/4/1',
    '1990-04-01',
    '19900401',
    '90/04/01',
    '1990/13/01',
    '1990/02/30',
    '1900/02/29',
    '1990/04/01x',
    '',
  ])('refuses %j', (input) => {
    expect(parseBirthdate(input)).toBeUndefined();
  });
});

describe('validateBirthdate', () => {
  it.each([
    ['1990/04/01', undefined],
    ['1900/01/01', undefined],
    ['2025/10/01', undefined],
    ['', ja.validation.birthdateRequired],
    ['  ', ja.validation.birthdateRequired],
    [null, ja.validation.birthdateRequired],
    ['1990-04-01', ja.validation.birthdateFormat],
    ['2023/02/30', ja.validation.birthdateFormat],
    ['2025/10/02', ja.validation.birthdateFuture],
    ['2026/01/01', ja.validation.birthdateFuture],
    ['1899/12/31', '1900年から2025年までの日付を入力してください'],
    ['0050/01/01', '1900年から2025年までの日付を入力してください'],
  ])('%j → %j', (input, message) => {
    expect(validateBirthdate(input, now)).toBe(message);
  });
});

describe('toApiDate', () => {
  it('sends the API form', () => {
    expect(toApiDate('１９９０／０４／０１')).toBe('1990-04-01');
    expect(toApiDate('1990/4/1')).toBeUndefined();
  });
});
