import { ja } from '../../i18n/ja';
import { genericIdentityMessage, isRateLimited, type IdentityError } from '../../identity/errors';

/** Spec section 8, Sign in. */
export const signinErrorMessage = (error: IdentityError): string => {
  if (error.name === 'UserNotFoundException') return ja.signin.userNotFound;
  if (error.name === 'NotAuthorizedException' && error.message === 'User is disabled.') return ja.disabled.message;
  if (error.name === 'NotAuthorizedException') return ja.signin.wrongCredentials;
  if (isRateLimited(error)) return ja.errors.rateLimited;
  return genericIdentityMessage(error);
};
