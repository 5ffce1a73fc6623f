import { CognitoError } from './errors';

/**
 * An optional request-rate limit on the identity proxy, off unless a limit is given: Cognito's request-rate quotas in
 * small, for simulating a sign-in storm against the local stack (docs/deploy.md, "Scale"). Cognito counts requests per
 * quota category across every user pool of an account and region, so here every caller of the proxy shares one count
 * per category.
 *
 * Known from Cognito's quotas page: the categories of sign-in (UserAuthentication: InitiateAuth and
 * RespondToAuthChallenge, the latter against a separate quota of three times the category's), user reads (UserRead:
 * GetUser), sign-up (UserCreation) and recovery (UserAccountRecovery). Not known, and assumed here: the category of
 * GetTokensFromRefreshToken (counted as UserAuthentication, as the page's sizing example counts refreshes) and of the
 * WebAuthn operations (listing as UserRead, the others as UserUpdate), and how Cognito measures a rate (here: a sliding
 * window that counts the requests it let through).
 */

export const QUOTA_CATEGORY: Readonly<Record<string, string>> = {
  InitiateAuth: 'UserAuthentication',
  RespondToAuthChallenge: 'UserAuthentication',
  GetTokensFromRefreshToken: 'UserAuthentication',
  GetUser: 'UserRead',
  ListWebAuthnCredentials: 'UserRead',
  StartWebAuthnRegistration: 'UserUpdate',
  CompleteWebAuthnRegistration: 'UserUpdate',
  DeleteWebAuthnCredential: 'UserUpdate',
  UpdateUserAttributes: 'UserUpdate',
  VerifyUserAttribute: 'UserUpdate',
  SetUserMFAPreference: 'UserUpdate',
  SignUp: 'UserCreation',
  ConfirmSignUp: 'UserCreation',
  ForgotPassword: 'UserAccountRecovery',
  ConfirmForgotPassword: 'UserAccountRecovery',
  ChangePassword: 'UserAccountRecovery',
};

/** RespondToAuthChallenge's own quota, three times UserAuthentication's (Cognito's quotas page). */
const CHALLENGE_FACTOR = 3;

export interface Limit {
  requests: number;
  windowMs: number;
}

/** A limit per quota category, e.g. `{ UserAuthentication: { requests: 5, windowMs: 10_000 } }`. */
export type RateLimits = Readonly<Record<string, Limit>>;

/**
 * What Cognito answers a throttled call with: HTTP 400, `TooManyRequestsException` in `__type` and x-amzn-ErrorType
 * (the API reference lists it under each operation's errors with HTTP status code 400). The message Cognito sends is
 * not documented; "Rate exceeded" is what AWS services commonly send with it.
 */
export const tooManyRequests = () => new CognitoError('TooManyRequestsException', 'Rate exceeded', 400);

/**
 * `IDENTITY_RATE_LIMIT` as a limit per category: `UserAuthentication=5/10s,UserRead=20/1s` (requests per window, the
 * window in s or ms). Empty or absent: no limit. Anything else is refused, naming what is wrong.
 */
export const parseRateLimits = (text: string | undefined): RateLimits | undefined => {
  if (!text?.trim()) return undefined;
  const limits: Record<string, Limit> = {};
  for (const part of text.split(',')) {
    const match = /^\s*([A-Za-z]+)=(\d+)\/(\d+)(ms|s)\s*$/.exec(part);
    if (!match) throw new Error(`IDENTITY_RATE_LIMIT: "${part}" is not <category>=<requests>/<window>(s|ms)`);
    const [, category = '', requests = '', window = '', unit] = match;
    if (!Object.values(QUOTA_CATEGORY).includes(category))
      throw new Error(
        `IDENTITY_RATE_LIMIT: unknown category ${category} (one of ${[...new Set(Object.values(QUOTA_CATEGORY))].join(', ')})`,
      );
    const windowMs = Number(window) * (unit === 's' ? 1000 : 1);
    if (Number(requests) < 1 || windowMs < 1) throw new Error(`IDENTITY_RATE_LIMIT: "${part}" allows nothing`);
    limits[category] = { requests: Number(requests), windowMs };
  }
  return limits;
};

export interface RateLimiter {
  /** Counts one call of `operation`; a TooManyRequestsException when its category is over its limit. */
  admit(operation: string): CognitoError | undefined;
  /** New limits (none: off), counting afresh. */
  set(limits: RateLimits | undefined): void;
}

/** Off until `set` gives it limits, so a stack can be seeded first. */
export const createRateLimiter = (now: () => number = Date.now): RateLimiter => {
  let limits: RateLimits = {};
  const admitted = new Map<string, number[]>();
  return {
    set: (next) => {
      limits = next ?? {};
      admitted.clear();
    },
    admit: (operation) => {
      const category = QUOTA_CATEGORY[operation];
      const categoryLimit = category ? limits[category] : undefined;
      if (!category || !categoryLimit) return undefined;
      const separate = operation === 'RespondToAuthChallenge';
      const key = separate ? `${category}:RespondToAuthChallenge` : category;
      const limit = separate
        ? { ...categoryLimit, requests: categoryLimit.requests * CHALLENGE_FACTOR }
        : categoryLimit;
      const at = now();
      const recent = (admitted.get(key) ?? []).filter((time) => at - time < limit.windowMs);
      if (recent.length >= limit.requests) {
        admitted.set(key, recent);
        return tooManyRequests();
      }
      recent.push(at);
      admitted.set(key, recent);
      return undefined;
    },
  };
};
