import { format } from '../i18n/format';
import { ja } from '../i18n/ja';
import { isMayHaveSucceeded, type IdentityError, type IdentityWrite } from '../identity/errors';

const { mayHaveSucceeded } = ja;
const mayHaveSucceededText: Record<IdentityWrite, string> = {
  signUp: mayHaveSucceeded.signUp,
  confirmSignUp: mayHaveSucceeded.confirmSignUp,
  resendSignUpCode: mayHaveSucceeded.codeSent,
  requestPasswordReset: mayHaveSucceeded.codeSent,
  confirmPasswordReset: mayHaveSucceeded.password,
  changePassword: mayHaveSucceeded.password,
  changeEmail: mayHaveSucceeded.setting,
  confirmEmail: mayHaveSucceeded.setting,
  changePhone: mayHaveSucceeded.setting,
  sendPhoneCode: mayHaveSucceeded.codeSent,
  confirmPhone: mayHaveSucceeded.setting,
  smsMfa: mayHaveSucceeded.setting,
};

/** A write that may already be made (src/identity/write-outcome): what to say instead of "failed"; undefined otherwise. */
export const mayHaveSucceededMessage = (error: IdentityError | undefined): string | undefined =>
  isMayHaveSucceeded(error) ? (mayHaveSucceededText[error.message] ?? mayHaveSucceeded.setting) : undefined;

/**
 * Spec section 8: the fallback for identity errors a screen does not name — the communication-error text with the
 * name and message; a write that may already be made says so instead.
 */
export const genericIdentityMessage = (error: IdentityError) =>
  mayHaveSucceededMessage(error) ?? format(ja.errors.communicationWithDetail, { name: error.name, message: error.message });

export const isRateLimited = (error: IdentityError) =>
  error.name === 'LimitExceededException' || error.name === 'TooManyRequestsException' || error.name === 'TooManyFailedAttemptsException';
