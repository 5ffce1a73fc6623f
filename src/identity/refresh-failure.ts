import { classifyIdentityError } from './errors';
import { toIdentityError } from './errors';
import { isMemberChanged } from './member-session';

/**
 * Failures that say nothing about the session, only about the way to the identity service (network, timeout, 5xx,
 * throttling, an Amplify chunk not downloaded). Anything else means the session cannot continue.
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
 * What a failed refresh means for the member, classified by meaning: a name nobody listed ends the session rather than
 * keeping one that cannot be refreshed.
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

/** A blip: Amplify and the portal keep the tokens. MEMBER_CHANGED is not one: its member is gone. */
export const isTransientIdentityError = (error: unknown): boolean =>
  error !== undefined &&
  error !== null &&
  !isMemberChanged(toIdentityError(error)) &&
  classifyRefreshFailure(error) === 'transient';
