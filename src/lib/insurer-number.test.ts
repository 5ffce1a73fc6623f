import {
  INSURER_KIND_CODES,
  isValidInsurerNumber,
  normalizeInsurerNumber,
  passesLuhn,
  validateInsurerNumber,
} from './insurer-number';
import { ja } from '../i18n/ja';

/*
 * Check digits below were computed outside this module (by hand and with a separate Python script), never with
 * the function under test. Luhn: from the digit left of the check digit, going leftwards, weights 2,1,2,1...;
 * two-digit products are summed digit by digit; check digit = (10 - sum mod 10) mod 10.
 *
 *   130005 (6-digit, Tokyo): payload 13000 → 0×2=0, 0×1=0, 0×2=0, 3×1=3, 1×2=2 → 5 → check 5.
 *   01130012 (協会けんぽ東京支部, a real number): payload 0113001 → 1×2=2, 0, 0×2=0, 3, 1×2=2, 1, 0×2=0 → 8 → check 2.
 *   06139992: payload 0613999 → 9×2=18→9, 9, 9×2=18→9, 3, 1×2=2, 6, 0×2=0 → 38 → check 2.
 *   63270144: payload 6327014 → 4×2=8, 1, 0×2=0, 7, 2×2=4, 3, 6×2=12→3 → 26 → check 4.
 */

describe('insurer number: valid', () => {
  it.each([
    ['130005', '6-digit, prefecture 13'],
    ['270017', '6-digit, prefecture 27'],
    ['011239', '6-digit, prefecture 01'],
    ['470013', '6-digit, prefecture 47'],
    ['06139992', '8-digit health insurance society, Tokyo'],
    ['63270144', '8-digit, kind 63, Osaka'],
    ['06471239', '8-digit, prefecture 47'],
  ])('%s (%s)', (number) => {
    expect(isValidInsurerNumber(number)).toBe(true);
    expect(validateInsurerNumber(number)).toBeUndefined();
  });

  // One valid number per kind code of spec section 5, each with its own prefecture.
  const everyKind: Array<[string, string]> = [
    ['01', '01130012'],
    ['02', '02270015'],
    ['03', '03010014'],
    ['04', '04470019'],
    ['06', '06230015'],
    ['07', '07140015'],
    ['31', '31400013'],
    ['32', '32260010'],
    ['33', '33110016'],
    ['34', '34280016'],
    ['39', '39340013'],
    ['63', '63040018'],
    ['67', '67220012'],
    ['72', '72120017'],
    ['73', '73330011'],
    ['74', '74150012'],
    ['75', '75090019'],
  ];

  it('covers every kind code', () => {
    expect(everyKind.map(([kind]) => kind)).toEqual([...INSURER_KIND_CODES]);
  });

  it.each(everyKind)('kind %s: %s', (_kind, number) => {
    expect(isValidInsurerNumber(number)).toBe(true);
  });
});

describe('insurer number: normalised before checking', () => {
  it.each([
    ['０６１３９９９２', '06139992'],
    ['0613 9992', '06139992'],
    ['　０１１３\u3000００１２ ', '01130012'],
    ['１３０００５', '130005'],
  ])('%j → %s', (input, normalized) => {
    expect(normalizeInsurerNumber(input)).toBe(normalized);
    expect(isValidInsurerNumber(input)).toBe(true);
  });
});

describe('insurer number: invalid', () => {
  it.each([
    // Prefecture out of 01-47, Luhn intact.
    ['001305', '6-digit, prefecture 00'],
    ['481309', '6-digit, prefecture 48'],
    ['06000012', '8-digit, prefecture 00'],
    ['06480016', '8-digit, prefecture 48'],
    // Kind code not in the list, prefecture and Luhn intact.
    ['00130013', 'kind 00'],
    ['05130018', 'kind 05'],
    ['08130015', 'kind 08'],
    ['64130016', 'kind 64'],
    ['99130015', 'kind 99'],
    // Broken check digits.
    ['130006', '6-digit, check digit off by one'],
    ['01130013', '8-digit, check digit off by one'],
    ['06139993', '8-digit, check digit off by one'],
    ['06319992', 'two digits swapped'],
    // Lengths other than 6 and 8.
    ['', 'empty'],
    ['13000', '5 digits'],
    ['0613999', '7 digits'],
    ['061399920', '9 digits'],
    ['0613999200', '10 digits'],
    // Not digits.
    ['0613999A', 'a letter'],
    ['13OOO5', 'letter O for zero'],
    ['0613-9992', 'a hyphen'],
    ['-130005', 'a sign'],
    ['１３０００６', 'full-width with a broken check digit'],
  ])('%j (%s)', (number) => {
    expect(isValidInsurerNumber(number)).toBe(false);
  });

  it('gives the spec message for a wrong number and asks for an empty one', () => {
    expect(ja.validation.invalidInsurerNumber).toBe('入力した保険者番号に誤りがあります。');
    expect(validateInsurerNumber('06139993')).toBe(ja.validation.invalidInsurerNumber);
    expect(validateInsurerNumber('  ')).toBe(ja.validation.insurerNumberRequired);
    expect(validateInsurerNumber(undefined)).toBe(ja.validation.insurerNumberRequired);
  });
});

describe('passesLuhn', () => {
  it.each([
    ['79927398713', true], // the textbook example
    ['79927398710', false],
    ['0', true],
    ['', false],
    ['12a', false],
  ])('%j → %s', (digits, expected) => {
    expect(passesLuhn(digits)).toBe(expected);
  });
});
