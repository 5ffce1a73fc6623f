import { ja } from '../../i18n/ja';
import { genericIdentityMessage, isRateLimited, type IdentityError } from '../../identity/errors';
import '../../i18n/screens/signup';

export type SignupField = 'email' | 'password';

export interface SignupErrorOutcome {
  message: string;
  /** Fields the spec says to clear after this error. */
  clear: SignupField[];
  /** Existing address: offer the way to sign in. */
  offerSignin?: boolean;
}

/** Spec section 8, Signup. */
export const signupErrorOutcome = (error: IdentityError): SignupErrorOutcome => {
  if (error.name === 'InvalidPasswordException') return { message: ja.signup.passwordConditions, clear: ['password'] };
  if (error.name === 'InvalidParameterException' && /email/i.test(error.message))
    return { message: ja.signup.emailFormat, clear: ['email'] };
  if (error.name === 'InvalidParameterException' && /password/i.test(error.message))
    return { message: ja.signup.passwordConditions, clear: ['password'] };
  if (isRateLimited(error)) return { message: ja.errors.rateLimited, clear: [] };
  if (error.name === 'UsernameExistsException' || error.name === 'AliasExistsException')
    return { message: ja.signup.alreadyRegistered, clear: [], offerSignin: true };
  return { message: genericIdentityMessage(error), clear: [] };
};
