import { format } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/change-email';
import { genericIdentityMessage, mayHaveSucceededMessage, type IdentityError } from '../../identity/errors';

/** Spec section 8, Change e-mail step 1: a wrong password has its own message; others show their own message. */
export const emailChangeRequestErrorMessage = (error: IdentityError): string => {
  const mayBeDone = mayHaveSucceededMessage(error);
  if (mayBeDone) return mayBeDone;
  if (error.name === 'NotAuthorizedException' && error.message === 'Incorrect username or password.')
    return ja.changeEmail.wrongPassword;
  return format(ja.changeEmail.requestFailed, { message: error.message || error.name });
};

/** Step 2: a wrong code belongs to the code field; an expired one means starting over; the rest as the generic text. */
export const emailCodeErrorOutcome = (error: IdentityError): { code?: string; message?: string } => {
  if (error.name === 'CodeMismatchException') return { code: ja.changeEmail.codeMismatch };
  if (error.name === 'ExpiredCodeException') return { message: ja.changeEmail.codeExpired };
  return { message: genericIdentityMessage(error) };
};
