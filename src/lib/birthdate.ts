import { isValid, lightFormat, startOfDay } from 'date-fns';
import { format as fill } from '../i18n/format';
import { ja } from '../i18n/ja';
import { toHalfWidth } from './width';

/** Spec section 5: the entry format and the earliest year of a birth date. */
export const BIRTHDATE_FORMAT = 'yyyy/MM/dd';
export const MIN_BIRTH_YEAR = 1900;

const ENTRY_SHAPE = /^[0-9]{4}\/[0-9]{2}\/[0-9]{2}$/;

export const normalizeBirthdateInput = (input: string): string => toHalfWidth(input).replace(/\s+/g, '');

/** A typed yyyy/MM/dd birth date as a local date, or undefined. Strict: 2023/02/30 is refused, not rolled over. */
export const parseBirthdate = (input: string): Date | undefined => {
  const value = normalizeBirthdateInput(input);
  if (!ENTRY_SHAPE.test(value)) return undefined;
  const [year, month, day] = value.split('/').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  // new Date() rolls an impossible day over (and maps years 0-99 to 1900-1999): formatting it back must give the input.
  date.setFullYear(year);
  return isValid(date) && lightFormat(date, BIRTHDATE_FORMAT) === value ? date : undefined;
};

/** The field message, or undefined. Today is an acceptable birth date; tomorrow is not. */
export const validateBirthdate = (input: string | null | undefined, now: Date = new Date()): string | undefined => {
  if (!input || input.trim() === '') return ja.validation.birthdateRequired;
  const date = parseBirthdate(input);
  if (!date) return ja.validation.birthdateFormat;
  if (date.getTime() > startOfDay(now).getTime()) return ja.validation.birthdateFuture;
  if (date.getFullYear() < MIN_BIRTH_YEAR) {
    return fill(ja.validation.birthdateRange, { min: MIN_BIRTH_YEAR, max: now.getFullYear() });
  }
  return undefined;
};

export const toApiDate = (input: string): string | undefined => {
  const date = parseBirthdate(input);
  return date ? lightFormat(date, 'yyyy-MM-dd') : undefined;
};
