/**
 * Where the device keeps the language (localStorage, nothing personal), and the attribute that hides a Japanese page
 * waiting for the English app. No imports: the inline boot script reads it too.
 */
export const LANGUAGE_STORAGE_KEY = 'portal.language';
export const LANGUAGE_PENDING_ATTRIBUTE = 'data-language-pending';

export type Language = 'ja' | 'en';
export const languages: readonly Language[] = ['ja', 'en'];

/** The language stored on the device; Japanese unless English was chosen (or storage cannot be read). */
export const storedLanguage = (win: Window = window): Language => {
  try {
    return win.localStorage.getItem(LANGUAGE_STORAGE_KEY) === 'en' ? 'en' : 'ja';
  } catch {
    return 'ja';
  }
};
