import { ja } from '../../i18n/ja';
import { genericIdentityMessage, type IdentityError } from '../../identity/errors';

/**
 * Spec section 8, Sign in. Throttling (isRateLimited) is worded by the page with `signinBusyMessage` from the code
 * steps' chunk (./signin-steps.ts); this is its text when that chunk cannot be fetched.
 */
export const signinErrorMessage = (error: IdentityError): string => {
  if (error.name === 'UserNotFoundException') return ja.signin.userNotFound;
  if (error.name === 'NotAuthorizedException' && error.message === 'User is disabled.') return ja.disabled.message;
  if (error.name === 'NotAuthorizedException') return ja.signin.wrongCredentials;
  return genericIdentityMessage(error);
};
