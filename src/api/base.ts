import { createApi, fetchBaseQuery, retry } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { takeEarlyRead } from '../lib/boot-handoff';
import { currentEnvironment } from '../config/env';
import { mockScenarioHeader } from './mock-scenario';
import { apiRequestHeaders } from './request-headers';

const RETRYABLE_STATUSES = new Set([429, 500, 502, 503, 504]);
export const MAX_RETRIES = 3;

// Same origin when no API host is configured (the dev server proxies /api); absolute, so tests' fetch accepts it too.
const apiBaseUrl = () => currentEnvironment.apiBaseUrl || (typeof window === 'undefined' ? '' : window.location.origin);

/**
 * What the base query needs from the store's thunk `extra` (wired by src/app/store.ts): the member's ID token, and the
 * generation of the member a request started for, so the API client knows nothing of how identity keeps either.
 */
export interface ApiExtra {
  /** Rejects when the session could not be read (a blip); undefined when nobody is signed in. */
  idToken: () => Promise<string | undefined>;
  memberGeneration: (state: unknown) => number;
}

interface BearerOptions {
  idToken?: string;
}

const bearerOf = (request: Request) => (request.headers.get('Authorization') ?? '').replace(/^Bearer /, '');

/**
 * fetch, except for a read the app shell's boot script already sent with the same bearer (src/lib/boot-handoff.ts):
 * its answer is taken instead of asking again. Not with a mock scenario (`Prefer`), which the boot's read did not send.
 */
const fetchOrTakeEarlyRead = (input: RequestInfo | URL, init?: RequestInit) => {
  const early =
    input instanceof Request && !input.headers.has('Prefer')
      ? takeEarlyRead({ method: input.method, url: input.url, token: bearerOf(input) })
      : undefined;
  return early ?? fetch(input, init);
};

const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiBaseUrl(),
  fetchFn: fetchOrTakeEarlyRead,
  // No timeout: the spec sets none. The bearer comes from memberBoundBaseQuery.
  prepareHeaders: (headers, { extraOptions }) => {
    const { idToken } = (extraOptions ?? {}) as BearerOptions;
    for (const [name, value] of Object.entries(apiRequestHeaders(idToken))) headers.set(name, value);
    const prefer = mockScenarioHeader();
    if (prefer) headers.set('Prefer', prefer);
    return headers;
  },
});

/**
 * The tokens could not be refreshed for a blip: the request is not sent, since without its bearer it would be answered
 * as nobody (a 401 the member would read as a failed sign-in). Like a dropped connection, a GET tries again.
 */
export const SESSION_UNREACHABLE_ERROR: FetchBaseQueryError = {
  status: 'FETCH_ERROR',
  error: 'The session could not be refreshed',
};

const methodOf = (args: string | FetchArgs) =>
  typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase();

export const shouldRetry = (error: FetchBaseQueryError, method: string): boolean => {
  if (method !== 'GET') return false;
  if (error.status === 'FETCH_ERROR') return true;
  return typeof error.status === 'number' && RETRYABLE_STATUSES.has(error.status);
};

/** The answer of a request whose member signed out (or was switched) while it ran: dropped, never cached or shown. */
export const MEMBER_CHANGED_ERROR: FetchBaseQueryError = { status: 'CUSTOM_ERROR', error: 'MemberChanged' };

/**
 * Idempotent GETs retry with backoff; writes never do (a retried POST could register twice). Once the member's
 * session ends, no retry is sent (it would carry the next member's token) and the answer becomes MEMBER_CHANGED_ERROR.
 */
const memberBoundBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
  extraOptions,
) => {
  const { idToken: readIdToken, memberGeneration } = api.extra as ApiExtra;
  const generation = memberGeneration(api.getState());
  const memberChanged = () => memberGeneration(api.getState()) !== generation;
  return retry(
    async (attemptArgs: string | FetchArgs, attemptApi, attemptOptions) => {
      if (memberChanged()) retry.fail(MEMBER_CHANGED_ERROR);
      let idToken: string | undefined;
      try {
        idToken = await readIdToken();
      } catch {
        if (memberChanged()) retry.fail(MEMBER_CHANGED_ERROR);
        if (!shouldRetry(SESSION_UNREACHABLE_ERROR, methodOf(attemptArgs))) retry.fail(SESSION_UNREACHABLE_ERROR);
        return { error: SESSION_UNREACHABLE_ERROR };
      }
      const result = await rawBaseQuery(attemptArgs, attemptApi, {
        ...attemptOptions,
        idToken,
      } as typeof attemptOptions);
      if (memberChanged()) retry.fail(MEMBER_CHANGED_ERROR);
      if (result.error && !shouldRetry(result.error, methodOf(attemptArgs))) retry.fail(result.error, result.meta);
      return result;
    },
    {
      maxRetries: MAX_RETRIES,
      backoff: (attempt) => new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt))),
    },
  )(args, api, extraOptions ?? {});
};

// 300 ms doubling up to 4 s. Local builds may shorten it (PORTAL_RETRY_BASE_DELAY_MS) for the e2e fault tests.
const RETRY_BASE_DELAY_MS = (PORTAL_LOCAL_BUILD && Number(process.env.PORTAL_RETRY_BASE_DELAY_MS)) || 300;
let retryDelayMs = (attempt: number) => Math.min(4000, RETRY_BASE_DELAY_MS * 2 ** attempt);
/** Tests shorten the backoff; production never calls this. */
export const setRetryDelayForTests = (delay: (attempt: number) => number) => {
  retryDelayMs = delay;
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: memberBoundBaseQuery,
  keepUnusedDataFor: 300,
  endpoints: () => ({}),
});
