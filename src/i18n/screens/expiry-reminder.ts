import { registerScreenTexts } from '../language';

/**
 * `ja.expiryReminder`: how many days the certificate has left, as both the certificate screen and the service list's
 * certificate card say it; loaded with those screens, not the entry.
 */
export const expiryReminder = {
  daysLeft: '有効期限まであと{days}日です。',
} as const;

registerScreenTexts('expiryReminder', expiryReminder);

declare module '../ja' {
  interface ScreenTexts {
    readonly expiryReminder: typeof expiryReminder;
  }
}
