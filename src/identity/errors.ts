/** What every rejected identity call carries: Cognito's error name and message, unchanged. */
export interface IdentityError {
  name: string;
  message: string;
}

export const toIdentityError = (error: unknown): IdentityError => {
  if (error && typeof error === 'object') {
    const { name, message } = error as { name?: unknown; message?: unknown };
    return {
      name: typeof name === 'string' && name ? name : 'Error',
      message: typeof message === 'string' ? message : '',
    };
  }
  return { name: 'Error', message: typeof error === 'string' ? error : '' };
};

/** Issue 13: the identity writes, as named in a MayHaveSucceeded rejection (decided in ./write-outcome). */
export type IdentityWrite =
  | 'signUp'
  | 'confirmSignUp'
  | 'resendSignUpCode'
  | 'requestPasswordReset'
  | 'confirmPasswordReset'
  | 'changePassword'
  | 'changeEmail'
  | 'confirmEmail'
  | 'changePhone'
  | 'sendPhoneCode'
  | 'confirmPhone'
  | 'smsMfa';

/** The error name of a write whose outcome cannot be known; its message is the IdentityWrite. */
export const MAY_HAVE_SUCCEEDED = 'MayHaveSucceeded';

export const isMayHaveSucceeded = (error: IdentityError | undefined): error is IdentityError & { message: IdentityWrite } =>
  error?.name === MAY_HAVE_SUCCEEDED;
