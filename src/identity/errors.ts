import { format } from '../i18n/format';
import { ja } from '../i18n/ja';

/**
 * The identity errors every flow shares: what a rejected call carries, the errors that end the session everywhere
 * and the shared wording. Each screen's own errors live in its flow's folder.
 */

export interface IdentityError {
  name: string;
  message: string;
}

export const toIdentityError = (error: unknown): IdentityError => {
  if (error && typeof error === 'object') {
    const { name, message } = error as { name?: unknown; message?: unknown };
    return {
      name: typeof name === 'string' && name ? name : 'Error',
      message: typeof message === 'string' ? message : '',
    };
  }
  return { name: 'Error', message: typeof error === 'string' ? error : '' };
};

/** The identity writes, as named in a MayHaveSucceeded rejection (./write-outcome). */
export type IdentityWrite =
  | 'signUp'
  | 'confirmSignUp'
  | 'resendSignUpCode'
  | 'requestPasswordReset'
  | 'confirmPasswordReset'
  | 'changePassword'
  | 'changeEmail'
  | 'confirmEmail'
  | 'changePhone'
  | 'sendPhoneCode'
  | 'confirmPhone'
  | 'smsMfa';

/** The error name of a write whose outcome cannot be known; its message is the IdentityWrite. */
export const MAY_HAVE_SUCCEEDED = 'MayHaveSucceeded';

export const isMayHaveSucceeded = (
  error: IdentityError | undefined,
): error is IdentityError & { message: IdentityWrite } => error?.name === MAY_HAVE_SUCCEEDED;

/**
 * Spec section 8, Global: errors that end the session everywhere. Name and message are matched exactly: a looser
 * match would sign members out on unrelated errors that share a name.
 */
export type GlobalIdentityAction = 'signOut' | 'disabled';

const rules: ReadonlyArray<{ name: string; message: string; action: GlobalIdentityAction }> = [
  { name: 'UserNotFoundException', message: 'User does not exist.', action: 'signOut' },
  { name: 'NotAuthorizedException', message: 'User is disabled.', action: 'disabled' },
  { name: 'NotAuthorizedException', message: 'Access Token has been revoked', action: 'signOut' },
];

/** 'signOut' (sign out, go to Signin), 'disabled' (go to AccountDisabled), or undefined: the caller rethrows. */
export const classifyIdentityError = (error: unknown): GlobalIdentityAction | undefined => {
  if (!error || typeof error !== 'object') return undefined;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return rules.find((rule) => rule.name === name && rule.message === message)?.action;
};

// Read when a message is made: the catalogue may be English by then.
const mayHaveSucceededKey: Record<IdentityWrite, keyof typeof ja.mayHaveSucceeded> = {
  signUp: 'signUp',
  confirmSignUp: 'confirmSignUp',
  resendSignUpCode: 'codeSent',
  requestPasswordReset: 'codeSent',
  confirmPasswordReset: 'password',
  changePassword: 'password',
  changeEmail: 'setting',
  confirmEmail: 'setting',
  changePhone: 'setting',
  sendPhoneCode: 'codeSent',
  confirmPhone: 'setting',
  smsMfa: 'setting',
};

export const mayHaveSucceededMessage = (error: IdentityError | undefined): string | undefined =>
  isMayHaveSucceeded(error) ? ja.mayHaveSucceeded[mayHaveSucceededKey[error.message] ?? 'setting'] : undefined;

/** Spec section 8: the fallback for unnamed errors; a write that may already be made says so instead. */
export const genericIdentityMessage = (error: IdentityError) =>
  mayHaveSucceededMessage(error) ??
  format(ja.errors.communicationWithDetail, { name: error.name, message: error.message });

export const isRateLimited = (error: IdentityError) =>
  error.name === 'LimitExceededException' ||
  error.name === 'TooManyRequestsException' ||
  error.name === 'TooManyFailedAttemptsException';

/** A passkey ceremony the browser cancelled or interrupted (Amplify's PasskeyError names); sign-in and registration both read it. */
export const isPasskeyCancelled = (error: IdentityError) =>
  error.name === 'PasskeyAuthenticationCanceled' ||
  error.name === 'PasskeyRegistrationCanceled' ||
  error.name === 'PasskeyOperationAborted';
