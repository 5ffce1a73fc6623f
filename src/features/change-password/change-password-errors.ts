import { ja } from '../../i18n/ja';
import '../../i18n/screens/change-password';
import { genericIdentityMessage, type IdentityError } from '../../identity/errors';

export interface ChangePasswordErrorOutcome {
  message: string;
  /** Fields the spec says to empty after this error. */
  clear: ('currentPassword' | 'newPassword' | 'reentry')[];
}

/** Spec section 8, Change password. */
export const changePasswordErrorOutcome = (error: IdentityError): ChangePasswordErrorOutcome => {
  // A current password Cognito refuses by its format (InvalidParameterException naming previousPassword) is as wrong as a mismatch.
  const wrongCurrent =
    error.name === 'NotAuthorizedException' ||
    (error.name === 'InvalidParameterException' && /previousPassword/i.test(error.message));
  if (wrongCurrent) return { message: ja.changePassword.wrongCurrentPassword, clear: ['currentPassword'] };
  if (error.name === 'InvalidPasswordException')
    return { message: ja.changePassword.notSatisfied, clear: ['newPassword', 'reentry'] };
  if (error.name === 'LimitExceededException') return { message: ja.changePassword.rateLimited, clear: [] };
  return { message: genericIdentityMessage(error), clear: [] };
};
