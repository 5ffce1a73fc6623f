/**
 * Width normalisation of what members type: codes they copy from cards and letters, where full-width characters are
 * common, and e-mail addresses. Without dependencies: the boot script normalises the typed address too.
 */

// Full-width ASCII variants (！ to ～) sit at a fixed offset from their half-width forms.
const FULL_WIDTH_ASCII = /[\uFF01-\uFF5E]/g;
const FULL_WIDTH_OFFSET = 0xfee0;
const IDEOGRAPHIC_SPACE = /\u3000/g;
// Half-width and full-width spaces, tabs and line breaks: none of them is ever part of a code.
const ANY_SPACE = /[\s\u3000]+/g;

/** Full-width letters, digits and symbols to half-width; the full-width space becomes a half-width space. */
export const toHalfWidth = (input: string): string =>
  input
    .replace(FULL_WIDTH_ASCII, (char) => String.fromCharCode(char.charCodeAt(0) - FULL_WIDTH_OFFSET))
    .replace(IDEOGRAPHIC_SPACE, ' ');

export const removeSpaces = (input: string): string => input.replace(ANY_SPACE, '');

/** Half-width with every space removed: insurance symbol, number and branch (記号・番号・枝番). */
export const normalizeAlphanumeric = (input: string): string => removeSpaces(toHalfWidth(input));

/** A 6-digit code as typed; anything else is kept, so `isSixDigitCode` refuses it with a message. */
export const normalizeCode = (input: string | null | undefined): string => normalizeAlphanumeric(input ?? '');

export const CODE_LENGTH = 6;

const SIX_DIGITS = /^[0-9]{6}$/;

export const isSixDigitCode = (input: string | null | undefined): boolean => SIX_DIGITS.test(normalizeCode(input));

/**
 * An e-mail address as members type it: full-width to half-width, spaces removed and lower-cased (the pool's
 * usernames are case-insensitive).
 */
export const normalizeEmail = (input: string | null | undefined): string =>
  removeSpaces(toHalfWidth(input ?? '')).toLowerCase();

// What the identity pool and the mail system accept; stricter checks are theirs.
const ADDRESS = /^[\x21-\x3f\x41-\x7e]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

export const isEmailAddress = (input: string | null | undefined): boolean => ADDRESS.test(normalizeEmail(input));
