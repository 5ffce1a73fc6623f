import * as yup from 'yup';
import { ja } from '../i18n/ja';

/** Keys of `ja.passwordHints`, in the order the hints are shown. */
export type PasswordHintKey = 'characters' | 'length' | 'digit' | 'lowercase';

export const PASSWORD_MIN_LENGTH = 8;

export interface PasswordCheck {
  key: PasswordHintKey;
  ok: boolean;
}

// Half-width printable ASCII without the space: letters, digits and symbols, as the identity pool accepts them.
const ALLOWED_CHARACTERS = /^[\x21-\x7e]+$/;
const DIGIT = /[0-9]/;
const LOWERCASE = /[a-z]/;

/** Which password hints the input satisfies (spec section 5). Nothing is satisfied by an empty input. */
export const passwordChecks = (password: string): PasswordCheck[] => [
  { key: 'characters', ok: ALLOWED_CHARACTERS.test(password) },
  { key: 'length', ok: password.length >= PASSWORD_MIN_LENGTH },
  { key: 'digit', ok: DIGIT.test(password) },
  { key: 'lowercase', ok: LOWERCASE.test(password) },
];

export const isValidPassword = (password: string): boolean => passwordChecks(password).every((check) => check.ok);

/** A new password field: required and satisfying every hint. Passwords are never trimmed. */
export const passwordSchema = (requiredMessage: string = ja.validation.passwordRequired) =>
  yup
    .string()
    .required(requiredMessage)
    .test('password-rule', ja.validation.passwordConditions, (value) => value === undefined || isValidPassword(value));

/**
 * The confirmation (re-entry) field: required and equal to the sibling field `passwordField`. A test rather than
 * `oneOf`, because yup runs `oneOf` before `required` and an empty field would then be called a mismatch.
 */
export const passwordConfirmationSchema = (
  passwordField = 'password',
  mismatchMessage: string = ja.validation.passwordMismatch,
) =>
  yup
    .string()
    .required(ja.validation.passwordConfirmationRequired)
    .test('matches-password', mismatchMessage, function matchesPassword(value) {
      const parent: unknown = this.parent;
      const password =
        parent && typeof parent === 'object' ? (parent as Record<string, unknown>)[passwordField] : undefined;
      return !value || value === password;
    });

export interface PasswordPairOptions {
  /** Form field names; default `password` and `passwordConfirmation`. */
  passwordField?: string;
  confirmationField?: string;
  mismatchMessage?: string;
}

/** Password + confirmation as one object schema, for forms that spread it into their own `yup.object`. */
export const passwordPairSchema = ({
  passwordField = 'password',
  confirmationField = 'passwordConfirmation',
  mismatchMessage = ja.validation.passwordMismatch,
}: PasswordPairOptions = {}) =>
  yup.object({
    [passwordField]: passwordSchema(),
    [confirmationField]: passwordConfirmationSchema(passwordField, mismatchMessage),
  });
