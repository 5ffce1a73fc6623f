import { takeEarlyRead } from '../lib/boot-handoff';
import { takeEarlyPasswordAnswer, takeEarlyPasswordRespond } from './early-password-sign-in';
import { earlyReadKey } from './early-sign-in';

/**
 * How many times Amplify sent one identity call. Amplify retries (also writes) on a network error, a 5xx or
 * throttling, but its final error does not say so (AmplifyError drops `metadata.attempts`). Each attempt carries
 * `amz-sdk-request: attempt=N` and goes through the global `fetch`, which `observeIdentityAttempts` wraps.
 */
export interface AttemptRecord {
  attempts: number;
  /** Attempts that ended without a definite answer (the connection failed, or a 5xx): each may have made the write. */
  uncertain: number;
  /** The status below 500 the last attempt was answered with; absent without one (no answer yet, lost, a 5xx). */
  answered?: number;
}

const latest = new Map<string, AttemptRecord>();

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

export const recordAttempt = (operation: string, attempt: number) => {
  latest.set(operation, { attempts: attempt, uncertain: latest.get(operation)?.uncertain ?? 0 });
};

/** Notes how an attempt ended: an HTTP status, or 'lost' when no answer came. */
export const recordAnswer = (operation: string, answer: number | 'lost') => {
  const record = latest.get(operation) ?? { attempts: 1, uncertain: 0 };
  if (answer === 'lost' || answer >= 500) latest.set(operation, { ...record, uncertain: record.uncertain + 1 });
  else latest.set(operation, { ...record, answered: answer });
};

export const resetAttempts = (operation: string) => {
  latest.delete(operation);
};

export const attemptsOf = (operation: string): AttemptRecord | undefined => latest.get(operation);

const headerOf = (headers: unknown, name: string): string | undefined => {
  if (typeof Headers !== 'undefined' && headers instanceof Headers) return headers.get(name) ?? undefined;
  if (headers && typeof headers === 'object') {
    const value = (headers as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
};

let observing = false;

/**
 * Wraps the global fetch once; requests pass through unchanged but a sign-in's requests sent early (./early-sign-in.ts,
 * ./early-passkey-ceremony.ts), whose answers Amplify's first attempt takes.
 */
export const observeIdentityAttempts = () => {
  if (observing || typeof globalThis.fetch !== 'function') return;
  observing = true;
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const target = headerOf(init?.headers, 'x-amz-target');
    // Only Amplify's own requests carry amz-sdk-request; other fetches of the identity endpoint are not its attempts.
    const attempt = /attempt=(\d+)/.exec(headerOf(init?.headers, 'amz-sdk-request') ?? '');
    // A first attempt only (a retry follows a failed answer); the key's operation keeps other calls apart.
    const body = attempt?.[1] === '1' ? init?.body : undefined;
    const early =
      typeof body === 'string'
        ? (takeEarlyRead(earlyReadKey(String(input), target ?? '', body)) ??
          takeEarlyPasswordAnswer(String(input), body) ??
          takeEarlyPasswordRespond(String(input), body)?.then((response) => response ?? original(input, init)))
        : undefined;
    const pending = early ?? original(input, init);
    if (target?.startsWith(TARGET_PREFIX) && attempt) {
      const operation = target.slice(TARGET_PREFIX.length);
      recordAttempt(operation, Number(attempt[1]));
      // Registered before Amplify awaits the same promise, so the answer is noted before Amplify decides on a retry.
      pending.then(
        (response) => recordAnswer(operation, response.status),
        () => recordAnswer(operation, 'lost'),
      );
    }
    return pending;
  };
};
