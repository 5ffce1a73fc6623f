/**
 * How many times Amplify sent one identity call. Amplify retries a call up to 3 times on a network error, a 5xx or a
 * throttling answer, also calls that change something (sign-up, change password…), but the error it finally throws
 * does not say so: AmplifyError keeps only httpStatusCode, requestId and extendedRequestId of the response metadata
 * (@aws-amplify/core 6.19, errors/AmplifyError.mjs), so `error.metadata.attempts` is never there. Each attempt carries
 * `amz-sdk-request: attempt=N; max=3` and the call's `x-amz-target`, and Amplify sends it with the global `fetch`,
 * which `observeIdentityAttempts` wraps to note the attempt number per operation.
 */
export interface AttemptRecord {
  /** The attempt number of the last request sent. */
  attempts: number;
  /** Attempts that ended without a definite answer (the connection failed, or a 5xx): each may have made the write. */
  uncertain: number;
}

const latest = new Map<string, AttemptRecord>();

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/** Notes attempt `attempt` of `operation` (e.g. 'ChangePassword'); the fetch observer calls it for every identity request. */
export const recordAttempt = (operation: string, attempt: number) => {
  latest.set(operation, { attempts: attempt, uncertain: latest.get(operation)?.uncertain ?? 0 });
};

/** Notes how an attempt of `operation` ended: an HTTP status, or 'lost' when no answer came. */
export const recordAnswer = (operation: string, answer: number | 'lost') => {
  const record = latest.get(operation) ?? { attempts: 1, uncertain: 0 };
  if (answer === 'lost' || answer >= 500) latest.set(operation, { ...record, uncertain: record.uncertain + 1 });
};

/** Forgets what was noted for `operation`: called before each write. */
export const resetAttempts = (operation: string) => {
  latest.delete(operation);
};

/** What was noted of `operation` since `resetAttempts`; undefined when no request of it went through fetch. */
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

/** Wraps the global fetch once; every request passes through unchanged, Amplify's identity calls are noted. */
export const observeIdentityAttempts = () => {
  if (observing || typeof globalThis.fetch !== 'function') return;
  observing = true;
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const target = headerOf(init?.headers, 'x-amz-target');
    // Only Amplify's own requests carry amz-sdk-request; other fetches of the identity endpoint are not its attempts.
    const attempt = /attempt=(\d+)/.exec(headerOf(init?.headers, 'amz-sdk-request') ?? '');
    const pending = original(input, init);
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
