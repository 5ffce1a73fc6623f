import { ja } from '../i18n/ja';

/** Kana name fields (セイ・メイ, フリガナ): members may type hiragana or half-width katakana; katakana is stored. */

// ぁ..ゖ and the iteration marks ゝゞ sit exactly 0x60 below their katakana forms.
const HIRAGANA = /[\u3041-\u3096\u309D\u309E]/g;
const KATAKANA_OFFSET = 0x60;
// Full-width katakana ァ..ヺ, middle dot ・, long vowel mark ー, iteration marks ヽヾ, and spaces between words.
const KATAKANA_ONLY = /^[\u30A1-\u30FA\u30FB\u30FC\u30FD\u30FE \u3000]+$/;

export const hiraganaToKatakana = (input: string): string =>
  input.replace(HIRAGANA, (char) => String.fromCharCode(char.charCodeAt(0) + KATAKANA_OFFSET));

/** Hiragana and half-width katakana (ｶﾞ) to full-width katakana (ガ), by NFKC with the sound mark joined. */
export const toKatakana = (input: string): string => hiraganaToKatakana(input.normalize('NFKC'));

/** Full-width katakana, ー, ・ and spaces only; at least one katakana character. */
export const isKatakana = (input: string): boolean => KATAKANA_ONLY.test(input) && /[\u30A1-\u30FA]/.test(input);

/** The field message for a kana name; check after `toKatakana`, so typed hiragana is converted, not refused. */
export const validateKatakana = (
  input: string | null | undefined,
  requiredMessage: string = ja.validation.required,
): string | undefined => {
  if (!input || input.trim() === '') return requiredMessage;
  return isKatakana(input) ? undefined : ja.validation.katakana;
};
