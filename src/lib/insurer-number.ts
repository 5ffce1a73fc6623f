import { ja } from '../i18n/ja';
import { normalizeAlphanumeric } from './width';

export const INSURER_NUMBER_MAX_LENGTH = 8;
export const PREFECTURE_COUNT = 47;

/** Spec section 5: the legal-system (法別) codes an 8-digit insurer number may start with. */
export const INSURER_KIND_CODES = [
  '01',
  '02',
  '03',
  '04',
  '06',
  '07',
  '31',
  '32',
  '33',
  '34',
  '39',
  '63',
  '67',
  '72',
  '73',
  '74',
  '75',
] as const;

/** Full-width digits and spaces as members copy them from cards; the result is what is checked and sent. */
export const normalizeInsurerNumber = (input: string): string => normalizeAlphanumeric(input);

const isPrefecture = (twoDigits: string): boolean => {
  const code = Number(twoDigits);
  return code >= 1 && code <= PREFECTURE_COUNT;
};

/** Luhn (modulus 10, weights 2-1 from the right): how Japanese insurer numbers carry their check digit. */
export const passesLuhn = (digits: string): boolean => {
  if (!/^[0-9]+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    const weighted = i % 2 === 1 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return sum % 10 === 0;
};

/** Spec section 5, after width normalisation and space removal. */
export const isValidInsurerNumber = (input: string): boolean => {
  const number = normalizeInsurerNumber(input);
  if (!/^(?:[0-9]{6}|[0-9]{8})$/.test(number)) return false;
  if (number.length === 6) return isPrefecture(number.slice(0, 2)) && passesLuhn(number);
  return (
    (INSURER_KIND_CODES as readonly string[]).includes(number.slice(0, 2)) &&
    isPrefecture(number.slice(2, 4)) &&
    passesLuhn(number)
  );
};

export const validateInsurerNumber = (input: string | null | undefined): string | undefined => {
  if (!input || normalizeInsurerNumber(input) === '') return ja.validation.insurerNumberRequired;
  return isValidInsurerNumber(input) ? undefined : ja.validation.invalidInsurerNumber;
};
