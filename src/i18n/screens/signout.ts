import { registerScreenTexts } from '../language';

/** `ja.signout`: loaded with the screens that show it, not with the entry (docs/performance.md, "The catalogue"). */
export const signout = {
  question: 'ログアウトしますか？',
  submit: 'ログアウト',
} as const;

registerScreenTexts('signout', signout);

declare module '../ja' {
  interface ScreenTexts {
    readonly signout: typeof signout;
  }
}
