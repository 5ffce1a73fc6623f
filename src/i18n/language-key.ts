/**
 * The device's language, kept in a cookie (nothing personal): the boot script reads the cookies anyway, and a page's
 * first Web Storage read waits for the origin's storage. No imports: the boot script reads it too.
 */
export const LANGUAGE_COOKIE = 'portal_language';
export const LANGUAGE_PENDING_ATTRIBUTE = 'data-language-pending';

export type Language = 'ja' | 'en';
export const languages: readonly Language[] = ['ja', 'en'];

/** The language in `cookies` (document.cookie's text). */
export const languageInCookies = (cookies: string): Language =>
  cookies.split(';').some((cookie) => cookie.trim() === `${LANGUAGE_COOKIE}=en`) ? 'en' : 'ja';

/** The language stored on the device; Japanese unless English was chosen (or the cookies cannot be read). */
export const storedLanguage = (win: Window = window): Language => {
  try {
    return languageInCookies(win.document.cookie);
  } catch {
    return 'ja';
  }
};

const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Keeps `language`: English as a cookie for a year, Japanese by removing it. False when the browser refused it. */
export const storeLanguage = (language: Language, win: Window = window) => {
  const secure = win.location.protocol === 'https:' ? '; secure' : '';
  const value = language === 'en' ? `en; max-age=${LANGUAGE_COOKIE_MAX_AGE}` : '; max-age=0';
  try {
    win.document.cookie = `${LANGUAGE_COOKIE}=${value}; path=/; samesite=lax${secure}`;
  } catch {
    return false;
  }
  return storedLanguage(win) === language;
};
