import { format } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import type { IdentityError } from '../../identity/errors';
import { mayHaveSucceededMessage } from '../../ui/identity-messages';

export interface ChangePasswordFailure {
  message: string;
  /** Fields the spec says to empty after this error. */
  clear: ('currentPassword' | 'newPassword' | 'reentry')[];
}

/** Spec section 8, Change password. */
export const changePasswordFailure = (error: IdentityError): ChangePasswordFailure => {
  const mayBeDone = mayHaveSucceededMessage(error);
  if (mayBeDone) return { message: mayBeDone, clear: [] };
  // A current password Cognito refuses by its format (InvalidParameterException naming previousPassword) is as wrong as a mismatch.
  const wrongCurrent =
    error.name === 'NotAuthorizedException' || (error.name === 'InvalidParameterException' && /previousPassword/i.test(error.message));
  if (wrongCurrent) return { message: ja.changePassword.wrongCurrentPassword, clear: ['currentPassword'] };
  if (error.name === 'InvalidPasswordException') return { message: ja.changePassword.notSatisfied, clear: ['newPassword', 'reentry'] };
  if (error.name === 'LimitExceededException') return { message: ja.changePassword.rateLimited, clear: [] };
  return { message: format(ja.errors.communicationWithDetail, { name: error.name, message: error.message }), clear: [] };
};
