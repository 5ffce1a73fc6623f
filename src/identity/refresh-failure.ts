import { classifyIdentityError } from './errors';
import { toIdentityError } from './errors';
import { isMemberChanged } from './member-session';

/**
 * The failures that say nothing about the session, only about the way to the identity service: a dropped connection
 * (Amplify's NetworkError), a timeout, a 5xx (Cognito's internal error, a front server's empty or non-JSON body:
 * UnknownError, SyntaxError, Amplify's Unknown), throttling, and an Amplify chunk that could not be downloaded.
 * Everything else (an answer that the refresh token is refused, revoked or belongs to nobody, a parameter the service
 * refuses, a pool or client that no longer exists, and Amplify's own UserUnAuthenticatedException when the browser
 * lost the refresh token) means the session cannot continue.
 */
const BLIP_NAMES = new Set([
  'NetworkError',
  'TimeoutError',
  'AbortError',
  'RequestTimeout',
  'RequestTimeoutException',
  'InternalErrorException',
  'InternalServerError',
  'InternalFailure',
  'ServiceUnavailableException',
  'ServiceUnavailable',
  'UnknownError',
  'Unknown',
  'SyntaxError',
  'TooManyRequestsException',
  'ThrottlingException',
  'Throttling',
  'LimitExceededException',
  'ChunkLoadError',
]);

export type RefreshFailure = 'sessionOver' | 'disabled' | 'transient';

/** The HTTP status of a service error, when Amplify kept it (`$metadata.httpStatusCode`). */
const statusOf = (error: unknown): number | undefined => {
  const status = (error as { $metadata?: { httpStatusCode?: unknown } } | null | undefined)?.$metadata?.httpStatusCode;
  return typeof status === 'number' ? status : undefined;
};

/**
 * What a failed token refresh means for the member, from the error Amplify passes with `tokenRefresh_failure`
 * (`data.error`) or a rejected session call carries: classified by meaning, so a name nobody listed ends the
 * session rather than keeping a session that cannot be refreshed as "signed in".
 */
export const classifyRefreshFailure = (error: unknown): RefreshFailure => {
  if (classifyIdentityError(error) === 'disabled') return 'disabled';
  // No error at all is no answer either: nothing says the session is over.
  if (error === undefined || error === null) return 'transient';
  const status = statusOf(error);
  if (status !== undefined && (status >= 500 || status === 429)) return 'transient';
  const { name } = toIdentityError(error);
  return BLIP_NAMES.has(name) ? 'transient' : 'sessionOver';
};

/**
 * A failure that leaves the session as it was: a blip (see BLIP_NAMES). Amplify keeps its tokens for these, and so
 * does the portal. A call dropped because the member changed (MEMBER_CHANGED) is not one: its member is gone.
 */
export const isTransientIdentityError = (error: unknown): boolean =>
  error !== undefined &&
  error !== null &&
  !isMemberChanged(toIdentityError(error)) &&
  classifyRefreshFailure(error) === 'transient';
