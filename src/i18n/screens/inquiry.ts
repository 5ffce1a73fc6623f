import { registerScreenTexts } from '../language';
import { inquiry as inquiryTitle } from '../ja-shared';

/** `ja.inquiry`: loaded with its screens, not the entry (docs/performance.md, "The catalogue"). */
export const inquiry = {
  heading: inquiryTitle,
  frameTitle: 'お問い合わせフォーム',
  loadFailed: 'お問い合わせフォームを読み込めませんでした。下のリンクからお問い合わせフォームを開いてください。',
  openDirectly: 'お問い合わせフォームを開く',
  frameFallback: 'フォームが表示されない場合は、こちらから開いてください：',
} as const;

registerScreenTexts('inquiry', inquiry);

declare module '../ja' {
  interface ScreenTexts {
    readonly inquiry: typeof inquiry;
  }
}
