import * as yup from 'yup';
import { ja } from '../i18n/ja';
import { removeSpaces, toHalfWidth } from './width';

/**
 * An e-mail address as members type it (issue 17, item 4): full-width letters and symbols
 * (ｈａｎａｋｏ＠ｅｘａｍｐｌｅ．ｃｏｍ) become half-width, stray half- and full-width spaces go, and letters are
 * lower-cased, since addresses are compared without regard to case (the pool's usernames are case-insensitive too).
 */
export const normalizeEmail = (input: string | null | undefined): string =>
  removeSpaces(toHalfWidth(input ?? '')).toLowerCase();

// One @, a non-empty local part and a dotted domain of half-width characters, no spaces: what the identity pool
// and the mail system accept. Stricter checks are theirs.
const ADDRESS = /^[\x21-\x3f\x41-\x7e]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

/** Whether the input, once normalised, is an e-mail address. */
export const isEmailAddress = (input: string | null | undefined): boolean => ADDRESS.test(normalizeEmail(input));

/** An e-mail field's rules once normalised: required, then an address (the half-width message). */
export const emailSchema = () =>
  yup
    .string()
    .required(ja.validation.emailRequired)
    .test('email-address', ja.validation.emailFormat, (value) => !value || isEmailAddress(value));
