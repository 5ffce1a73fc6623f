import { CognitoError } from './errors';

export interface PasswordPolicy {
  MinimumLength?: number;
  RequireUppercase?: boolean;
  RequireLowercase?: boolean;
  RequireNumbers?: boolean;
  RequireSymbols?: boolean;
}

/** Cognito's own symbol set for RequireSymbols. */
const SYMBOLS = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/** cognito-local accepts any password; Cognito checks the pool's policy and names the first rule broken. */
export const passwordPolicyError = (password: unknown, policy: PasswordPolicy): CognitoError | undefined => {
  const value = typeof password === 'string' ? password : '';
  const broken =
    value.length < (policy.MinimumLength ?? 8)
      ? 'Password not long enough'
      : policy.RequireLowercase && !/[a-z]/.test(value)
        ? 'Password must have lowercase characters'
        : policy.RequireUppercase && !/[A-Z]/.test(value)
          ? 'Password must have uppercase characters'
          : policy.RequireNumbers && !/[0-9]/.test(value)
            ? 'Password must have numeric characters'
            : policy.RequireSymbols && !SYMBOLS.test(value)
              ? 'Password must have symbol characters'
              : undefined;
  return broken
    ? new CognitoError('InvalidPasswordException', `Password did not conform with policy: ${broken}`)
    : undefined;
};
