import { ja } from '../../i18n/ja';
import '../../i18n/screens/busy';
import { genericIdentityMessage, isRateLimited, type IdentityError } from '../../identity/errors';

/**
 * Spec section 8, Sign in. Part of the code steps' chunk (./signin-steps.ts), with the words for throttling
 * (Cognito's request-rate quota, an attempt limit), so the page that loads first carries neither.
 */
export const signinErrorMessage = (error: IdentityError): string => {
  if (error.name === 'UserNotFoundException') return ja.signin.userNotFound;
  if (error.name === 'NotAuthorizedException' && error.message === 'User is disabled.') return ja.disabled.message;
  if (error.name === 'NotAuthorizedException') return ja.signin.wrongCredentials;
  if (isRateLimited(error)) return ja.busy.signin;
  return genericIdentityMessage(error);
};
