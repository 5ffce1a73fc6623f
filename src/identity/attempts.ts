/**
 * How many times Amplify sent one identity call. Amplify retries a call up to 3 times on a network error, a 5xx or a
 * throttling answer, also calls that change something (sign-up, change password…), but the error it finally throws
 * does not say so: AmplifyError keeps only httpStatusCode, requestId and extendedRequestId of the response metadata
 * (@aws-amplify/core 6.19, errors/AmplifyError.mjs), so `error.metadata.attempts` is never there. Each attempt carries
 * `amz-sdk-request: attempt=N; max=3` and the call's `x-amz-target`, and Amplify sends it with the global `fetch`,
 * which `observeIdentityAttempts` wraps to note the attempt number per operation.
 */
const latest = new Map<string, number>();

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/** Notes attempt `attempt` of `operation` (e.g. 'ChangePassword'); the fetch observer calls it for every identity request. */
export const recordAttempt = (operation: string, attempt: number) => {
  latest.set(operation, attempt);
};

/** Forgets what was noted for `operation`: called before each write. */
export const resetAttempts = (operation: string) => {
  latest.delete(operation);
};

/** The attempt number of the last request of `operation` since `resetAttempts` (0 when none was sent). */
export const attemptsOf = (operation: string) => latest.get(operation) ?? 0;

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
    if (target?.startsWith(TARGET_PREFIX) && attempt) recordAttempt(target.slice(TARGET_PREFIX.length), Number(attempt[1]));
    return original(input, init);
  };
};
