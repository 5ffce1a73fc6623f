import { registerScreenTexts } from '../language';

/** `ja.policies`: loaded with its screens, not the entry (docs/performance.md, "The catalogue"). */
export const policies = {
  termsPlaceholder: '資格確認書サービスの利用規約は現在準備中です。',
  lastUpdated: '最終更新日：{date}',
  japaneseOnly: 'この文書は日本語のみで公開しています。',
} as const;

registerScreenTexts('policies', policies);

declare module '../ja' {
  interface ScreenTexts {
    readonly policies: typeof policies;
  }
}
