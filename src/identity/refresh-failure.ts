import { classifyIdentityError } from './errors';
import { toIdentityError } from './errors';
import { isMemberChanged } from './member-session';

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
 * A failure that leaves the session as it was: anything but an answer that the session is over (a dropped connection,
 * a 5xx with or without Cognito's error body, throttling, an Amplify chunk that could not be downloaded). Amplify keeps
 * its tokens for exactly these, so nobody is signed out for them. A call dropped because the member changed
 * (MEMBER_CHANGED) is not one: its member is gone.
 */
export const isTransientIdentityError = (error: unknown): boolean =>
  error !== undefined && error !== null && !isMemberChanged(toIdentityError(error)) && classifyRefreshFailure(error) === 'transient';
