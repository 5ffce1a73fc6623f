import { ja } from '../../i18n/ja';
import type { IdentityError } from '../../identity/errors';
import '../../i18n/screens/mfa';

/** Spec section 8, SMS authentication (the sign-in's code step; comes with its chunk, on-demand-signin-steps). */
export const smsCodeErrorMessage = (error: IdentityError): string => {
  if (error.name === 'NotAuthorizedException' && /session is expired/i.test(error.message)) return ja.mfa.codeExpired;
  if (error.name === 'ExpiredCodeException') return ja.mfa.codeExpired;
  return ja.mfa.authenticationFailed;
};
