import { registerScreenTexts } from '../language';

/** `ja.appUpdate`: the offer of a new version, loaded with the service worker's registration, not the entry. */
export const appUpdate = {
  available: '新しいバージョンがあります',
  lead: '更新すると、この画面を読み込み直します。',
  update: '更新する',
} as const;

registerScreenTexts('appUpdate', appUpdate);

declare module '../ja' {
  interface ScreenTexts {
    readonly appUpdate: typeof appUpdate;
  }
}
