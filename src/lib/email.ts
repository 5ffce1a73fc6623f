import * as yup from 'yup';
import { ja } from '../i18n/ja';
import { removeSpaces, toHalfWidth } from './width';

/**
 * An e-mail address as members type it: full-width to half-width, spaces removed and lower-cased (the pool's
 * usernames are case-insensitive).
 */
export const normalizeEmail = (input: string | null | undefined): string =>
  removeSpaces(toHalfWidth(input ?? '')).toLowerCase();

// What the identity pool and the mail system accept; stricter checks are theirs.
const ADDRESS = /^[\x21-\x3f\x41-\x7e]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

export const isEmailAddress = (input: string | null | undefined): boolean => ADDRESS.test(normalizeEmail(input));

/** An e-mail field's rules once normalised: required, then an address (the half-width message). */
export const emailSchema = () =>
  yup
    .string()
    .required(ja.validation.emailRequired)
    .test('email-address', ja.validation.emailFormat, (value) => !value || isEmailAddress(value));
