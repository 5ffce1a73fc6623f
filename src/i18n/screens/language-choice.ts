import { registerScreenTexts } from '../language';

/** `ja.languageChoice`: what the language switch says when the browser refuses a choice, in the language chosen. */
export const languageChoice = {
  notKept: {
    ja: 'ブラウザの設定でCookieが使えないため、表示言語を切り替えられませんでした。Cookieを有効にしてから、もう一度お試しください。',
    en: 'The language could not be changed: this browser does not accept cookies from this site. Please allow them, then try again.',
  },
} as const;

registerScreenTexts('languageChoice', languageChoice);

declare module '../ja' {
  interface ScreenTexts {
    readonly languageChoice: typeof languageChoice;
  }
}
