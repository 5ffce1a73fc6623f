import { registerScreenTexts } from '../language';

/**
 * `ja.busy`: what the member reads when the identity service refuses a sign-in for its request-rate quota
 * (TooManyRequestsException) or an attempt limit. Loaded with the sign-in's code steps (fetched with every submit)
 * and the passkey sign-in, not with the entry (docs/performance.md, "The catalogue").
 */
export const busy = {
  signin: 'アクセス数が増加したため、ログインに失敗しました。時間をおいてもう一度やり直してください。',
} as const;

registerScreenTexts('busy', busy);

declare module '../ja' {
  interface ScreenTexts {
    readonly busy: typeof busy;
  }
}
