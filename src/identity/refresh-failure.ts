import { classifyIdentityError } from './errors';
import { toIdentityError } from './errors';

/**
 * The identity service's answers that say the session is over (the refresh token expired or was revoked, the user
 * was deleted or must start again). Amplify clears its tokens for exactly these (TokenOrchestrator
 * `isAuthenticationError`); anything else (a dropped connection, a 5xx, throttling) leaves the tokens in place.
 */
const SESSION_OVER_NAMES = [
  'NotAuthorizedException',
  'TokenRevokedException',
  'UserNotFoundException',
  'PasswordResetRequiredException',
  'UserNotConfirmedException',
  'RefreshTokenReuseException',
];

export type RefreshFailure = 'sessionOver' | 'disabled' | 'transient';

/** What a `tokenRefresh_failure` means for the member, from the error Amplify passes with it (`data.error`). */
export const classifyRefreshFailure = (error: unknown): RefreshFailure => {
  const { name } = toIdentityError(error);
  if (classifyIdentityError(error) === 'disabled') return 'disabled';
  return SESSION_OVER_NAMES.some((over) => name.startsWith(over)) ? 'sessionOver' : 'transient';
};

/**
 * A failure to reach the identity service, or a server-side error or throttling there (what Amplify's retry decider
 * retries): the session may well be intact, so nobody is signed out for it.
 */
const TRANSIENT_NAMES = new Set([
  'NetworkError',
  'ERR_NETWORK',
  'UnknownError',
  'InternalErrorException',
  'InternalServerError',
  'ServiceUnavailableException',
  'TooManyRequestsException',
  'LimitExceededException',
  'ThrottlingException',
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
]);

export const isTransientIdentityError = (error: unknown): boolean => TRANSIENT_NAMES.has(toIdentityError(error).name);
