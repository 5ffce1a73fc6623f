import crypto from 'node:crypto';
import path from 'node:path';
import { ExpiringStore } from './expiring-store';
import { proxyDir, readJsonFile, writeJsonFile } from './json-file';
import type { AuthenticationResult } from './tokens';

/**
 * SMS two-step sign-in, done by the proxy: cognito-local raises SMS_MFA only for the legacy MFAOptions field, which no
 * API it offers can set, and fails with "Unsupported" when SetUserMFAPreference alone enabled SMS. So the SMS
 * preference never reaches the emulator: it is kept here (persisted with the data dir), and the challenge is run here.
 */

export interface SmsPreference {
  enabled: boolean;
  preferred: boolean;
}

export class MfaPreferences {
  private readonly file: string;

  constructor(dataDir: string) {
    this.file = path.join(proxyDir(dataDir), 'mfa-preferences.json');
  }

  /** Keyed by pool and username (the sub for e-mail pools), which survive an e-mail change. */
  get(poolId: string, username: string): SmsPreference {
    return (
      readJsonFile<Record<string, SmsPreference>>(this.file, {})[`${poolId}/${username}`] ?? {
        enabled: false,
        preferred: false,
      }
    );
  }

  set(poolId: string, username: string, preference: SmsPreference) {
    const all = readJsonFile<Record<string, SmsPreference>>(this.file, {});
    const key = `${poolId}/${username}`;
    if (preference.enabled) all[key] = preference;
    else delete all[key];
    writeJsonFile(this.file, all);
  }
}

/** Cognito's SMS_MFA session lives 3 minutes (spec section 9: pending sign-in state 180 s). */
export const MFA_SESSION_SECONDS = 180;
/** Wrong codes a pending sign-in takes; the next answer finds the session ended, as Cognito's does. */
export const MFA_MAX_WRONG_CODES = 3;

interface PendingSignIn {
  username: string;
  code: string;
  /** Wrong codes so far (MFA_MAX_WRONG_CODES ends the session). */
  wrongCodes: number;
  /** The emulator's tokens, handed out once the code is right. */
  result: AuthenticationResult;
  poolId: string;
}

export class MfaChallenges {
  private readonly pending: ExpiringStore<PendingSignIn>;

  constructor(now: () => number = () => Date.now()) {
    this.pending = new ExpiringStore(MFA_SESSION_SECONDS, now);
  }

  start(signIn: Omit<PendingSignIn, 'code' | 'wrongCodes'>): { session: string; code: string } {
    const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
    const session = crypto.randomBytes(96).toString('base64url');
    this.pending.put(session, { ...signIn, code, wrongCodes: 0 });
    return { session, code };
  }

  /** The pending sign-in of a live session; an expired one is forgotten. */
  find(session: unknown): PendingSignIn | undefined {
    return this.pending.peek(session);
  }

  finish(session: string) {
    this.pending.delete(session);
  }

  /** A wrong code: counted; the last one allowed ends the pending sign-in (a guess of 1 in a million per try, 3 tries). */
  wrongCode(session: string) {
    const signIn = this.pending.peek(session);
    if (!signIn) return;
    signIn.wrongCodes += 1;
    if (signIn.wrongCodes >= MFA_MAX_WRONG_CODES) this.pending.delete(session);
  }
}

/** Cognito shows an SMS destination as `+*******5678`. */
export const maskPhone = (phone: string) => phone.replace(/\d(?=\d{4})/g, '*');

/** Cognito shows an e-mail destination as `t***@e***`. */
export const maskEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
};
