import { ja } from '../../i18n/ja';
import { genericIdentityMessage, isRateLimited, type IdentityError } from '../../identity/errors';

export type ResetField = 'email' | 'code' | 'password';

export interface ResetErrorOutcome {
  message: string;
  /** Fields the spec says to clear after this error ('password' means the new password and its confirmation). */
  clear: ResetField[];
}

/** Spec section 8, Forgot password. */
export const forgotPasswordErrorOutcome = (error: IdentityError): ResetErrorOutcome => {
  if (error.name === 'UserNotFoundException') return { message: ja.passwordReset.userNotFound, clear: ['email'] };
  if (isRateLimited(error)) return { message: ja.errors.rateLimited, clear: [] };
  return { message: genericIdentityMessage(error), clear: [] };
};

/** Spec section 8, Forgot password submit. */
export const resetSubmitErrorOutcome = (error: IdentityError): ResetErrorOutcome => {
  if (
    error.name === 'InvalidPasswordException' ||
    (error.name === 'InvalidParameterException' && /password/i.test(error.message))
  ) {
    return { message: ja.passwordReset.passwordConditions, clear: ['password'] };
  }
  if (error.name === 'UserNotFoundException')
    return { message: ja.passwordReset.userNotFoundAtSubmit, clear: ['email'] };
  if (error.name === 'CodeMismatchException' || error.name === 'ExpiredCodeException')
    return { message: ja.passwordReset.codeMismatch, clear: ['code'] };
  if (isRateLimited(error)) return { message: ja.errors.rateLimited, clear: [] };
  return { message: genericIdentityMessage(error), clear: [] };
};
