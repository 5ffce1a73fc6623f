import { ja } from '../../i18n/ja';
import { genericIdentityMessage, type IdentityError, isRateLimited } from '../../identity/errors';

/** Spec section 8, Sign in. */
export const signinErrorMessage = (error: IdentityError): string => {
  if (error.name === 'UserNotFoundException') return ja.signin.userNotFound;
  if (error.name === 'NotAuthorizedException' && error.message === 'User is disabled.') return ja.disabled.message;
  if (error.name === 'NotAuthorizedException') return ja.signin.wrongCredentials;
  if (isRateLimited(error)) return ja.errors.rateLimited;
  return genericIdentityMessage(error);
};

/** Spec section 8, SMS authentication. */
export const smsCodeErrorMessage = (error: IdentityError): string => {
  if (error.name === 'NotAuthorizedException' && /session is expired/i.test(error.message)) return ja.mfa.codeExpired;
  if (error.name === 'ExpiredCodeException') return ja.mfa.codeExpired;
  return ja.mfa.authenticationFailed;
};
