import { registerScreenTexts } from '../language';

/** `ja.siteMap`: loaded with its screen, not the entry (docs/performance.md, "The catalogue"). */
export const siteMap = {
  lead: 'このサイトのページの一覧です。',
  publicPages: 'どなたでもご覧いただけるページ',
  memberPages: '会員のページ',
  memberNote: 'ログインすると、会員のページの一覧も表示します。',
} as const;

registerScreenTexts('siteMap', siteMap);

declare module '../ja' {
  interface ScreenTexts {
    readonly siteMap: typeof siteMap;
  }
}
