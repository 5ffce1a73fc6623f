import { ja } from '../i18n/ja';
import { toHalfWidth } from './width';

/** Spec section 9: the country calling code of every number the portal accepts. */
export const COUNTRY_CALLING_CODE = '81';

const DOMESTIC = /^0[0-9]{10}$/;
const INTERNATIONAL = new RegExp(`^\\+${COUNTRY_CALLING_CODE}[0-9]{10}$`);

/** Spec section 5: digits only (a leading '+' kept); full-width digits are made half-width first, not removed. */
export const normalizePhoneNumber = (input: string): string => {
  const trimmed = toHalfWidth(input).trim();
  const digits = trimmed.replace(/[^0-9]/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
};

/** Domestic 0 + 10 digits (11 in all) or +81 + 10 digits. */
export const isValidPhoneNumber = (input: string): boolean => {
  const normalized = normalizePhoneNumber(input);
  return DOMESTIC.test(normalized) || INTERNATIONAL.test(normalized);
};

export const validatePhoneNumber = (input: string | null | undefined): string | undefined => {
  if (!input || input.trim() === '') return ja.validation.phoneRequired;
  return isValidPhoneNumber(input) ? undefined : ja.validation.invalidPhone;
};

/** For storage: +81 without the domestic leading 0. Undefined for an invalid number. */
export const toE164 = (input: string): string | undefined => {
  const normalized = normalizePhoneNumber(input);
  if (DOMESTIC.test(normalized)) return `+${COUNTRY_CALLING_CODE}${normalized.slice(1)}`;
  if (INTERNATIONAL.test(normalized)) return normalized;
  return undefined;
};

/** For display: a stored +81 number as domestic digits, unhyphenated (area codes vary in length). */
export const toDomestic = (e164: string): string =>
  INTERNATIONAL.test(e164) ? `0${e164.slice(COUNTRY_CALLING_CODE.length + 1)}` : e164;
