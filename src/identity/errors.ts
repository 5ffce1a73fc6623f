import { format } from '../i18n/format';
import { ja } from '../i18n/ja';

/**
 * Identity errors in one module (issue 16): what a rejected identity call carries, the errors that end the session
 * everywhere (spec section 8, Global), the shared wording (the generic fallback, rate limiting, a write that may
 * already be made), and what each screen says about its own errors (spec section 8, screen by screen: a wrong current
 * password, a code mismatch, which fields are cleared…). The text itself is in src/i18n/ja.ts. The screens' part
 * costs /signin 0.4 KiB gzip against keeping it in each screen's chunk.
 */

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

export const isMayHaveSucceeded = (
  error: IdentityError | undefined,
): error is IdentityError & { message: IdentityWrite } => error?.name === MAY_HAVE_SUCCEEDED;

/**
 * Spec section 8, Global: the identity errors that end the session everywhere, whatever screen made the call.
 * Cognito's error name and message are matched exactly, as Cognito (and the local compatibility proxy) send them:
 * a looser match would sign members out on unrelated errors that share a name.
 */
export type GlobalIdentityAction = 'signOut' | 'disabled';

const rules: ReadonlyArray<{ name: string; message: string; action: GlobalIdentityAction }> = [
  { name: 'UserNotFoundException', message: 'User does not exist.', action: 'signOut' },
  { name: 'NotAuthorizedException', message: 'User is disabled.', action: 'disabled' },
  { name: 'NotAuthorizedException', message: 'Access Token has been revoked', action: 'signOut' },
];

/** 'signOut' (sign out, go to Signin), 'disabled' (go to AccountDisabled), or undefined: the caller rethrows. */
export const classifyIdentityError = (error: unknown): GlobalIdentityAction | undefined => {
  if (!error || typeof error !== 'object') return undefined;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return rules.find((rule) => rule.name === name && rule.message === message)?.action;
};

// Keys into ja.mayHaveSucceeded, read when a message is made (the catalogue may be English by then: src/i18n/language.ts).
const mayHaveSucceededKey: Record<IdentityWrite, keyof typeof ja.mayHaveSucceeded> = {
  signUp: 'signUp',
  confirmSignUp: 'confirmSignUp',
  resendSignUpCode: 'codeSent',
  requestPasswordReset: 'codeSent',
  confirmPasswordReset: 'password',
  changePassword: 'password',
  changeEmail: 'setting',
  confirmEmail: 'setting',
  changePhone: 'setting',
  sendPhoneCode: 'codeSent',
  confirmPhone: 'setting',
  smsMfa: 'setting',
};

/** A write that may already be made (src/identity/write-outcome): what to say instead of "failed"; undefined otherwise. */
export const mayHaveSucceededMessage = (error: IdentityError | undefined): string | undefined =>
  isMayHaveSucceeded(error) ? ja.mayHaveSucceeded[mayHaveSucceededKey[error.message] ?? 'setting'] : undefined;

/**
 * Spec section 8: the fallback for identity errors a screen does not name — the communication-error text with the
 * name and message; a write that may already be made says so instead.
 */
export const genericIdentityMessage = (error: IdentityError) =>
  mayHaveSucceededMessage(error) ??
  format(ja.errors.communicationWithDetail, { name: error.name, message: error.message });

export const isRateLimited = (error: IdentityError) =>
  error.name === 'LimitExceededException' ||
  error.name === 'TooManyRequestsException' ||
  error.name === 'TooManyFailedAttemptsException';

// ---- Spec section 8, Sign in and its SMS step ----

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

// ---- Spec section 8, Sign up ----

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

// ---- Spec section 8, Forgot password and its submit ----

export type ResetField = 'email' | 'code' | 'password';

export interface ResetErrorOutcome {
  message: string;
  /** Fields the spec says to clear after this error ('password' means the new password and its confirmation). */
  clear: ResetField[];
}

/** Spec section 8, Forgot password. */
export const forgotPasswordErrorOutcome = (error: IdentityError): ResetErrorOutcome => {
  if (error.name === 'UserNotFoundException') return { message: ja.passwordReset.userNotFound, clear: ['email'] };
  if (isRateLimited(error)) return { message: ja.errors.rateLimited, clear: [] };
  return { message: genericIdentityMessage(error), clear: [] };
};

/** Spec section 8, Forgot password submit. */
export const resetSubmitErrorOutcome = (error: IdentityError): ResetErrorOutcome => {
  if (
    error.name === 'InvalidPasswordException' ||
    (error.name === 'InvalidParameterException' && /password/i.test(error.message))
  ) {
    return { message: ja.passwordReset.passwordConditions, clear: ['password'] };
  }
  if (error.name === 'UserNotFoundException')
    return { message: ja.passwordReset.userNotFoundAtSubmit, clear: ['email'] };
  if (error.name === 'CodeMismatchException' || error.name === 'ExpiredCodeException')
    return { message: ja.passwordReset.codeMismatch, clear: ['code'] };
  if (isRateLimited(error)) return { message: ja.errors.rateLimited, clear: [] };
  return { message: genericIdentityMessage(error), clear: [] };
};

// ---- Spec section 8, Change e-mail ----

/** Spec section 8, Change e-mail step 1: a wrong password has its own message; others show their own message. */
export const requestFailureMessage = (error: IdentityError): string => {
  const mayBeDone = mayHaveSucceededMessage(error);
  if (mayBeDone) return mayBeDone;
  if (error.name === 'NotAuthorizedException' && error.message === 'Incorrect username or password.')
    return ja.changeEmail.wrongPassword;
  return format(ja.changeEmail.requestFailed, { message: error.message || error.name });
};

/** Step 2: a wrong code belongs to the code field; an expired one means starting over; the rest as the generic text. */
export const confirmFailure = (error: IdentityError): { code?: string; message?: string } => {
  if (error.name === 'CodeMismatchException') return { code: ja.changeEmail.codeMismatch };
  if (error.name === 'ExpiredCodeException') return { message: ja.changeEmail.codeExpired };
  return { message: genericIdentityMessage(error) };
};

// ---- Spec section 8, Change password ----

export interface ChangePasswordFailure {
  message: string;
  /** Fields the spec says to empty after this error. */
  clear: ('currentPassword' | 'newPassword' | 'reentry')[];
}

/** Spec section 8, Change password. */
export const changePasswordFailure = (error: IdentityError): ChangePasswordFailure => {
  // A current password Cognito refuses by its format (InvalidParameterException naming previousPassword) is as wrong as a mismatch.
  const wrongCurrent =
    error.name === 'NotAuthorizedException' ||
    (error.name === 'InvalidParameterException' && /previousPassword/i.test(error.message));
  if (wrongCurrent) return { message: ja.changePassword.wrongCurrentPassword, clear: ['currentPassword'] };
  if (error.name === 'InvalidPasswordException')
    return { message: ja.changePassword.notSatisfied, clear: ['newPassword', 'reentry'] };
  if (error.name === 'LimitExceededException') return { message: ja.changePassword.rateLimited, clear: [] };
  return { message: genericIdentityMessage(error), clear: [] };
};

// ---- Spec section 8, Phone and SMS two-step ----

/** Spec section 8, Phone: the identity service's message is the reason; with none, the sentence stands alone. */
export const phoneUpdateFailedMessage = (error: IdentityError | undefined) =>
  mayHaveSucceededMessage(error) ??
  (error?.message ? format(ja.mfa.updateFailed, { reason: error.message }) : ja.mfa.updateFailedWithoutReason);

export const phoneVerifyFailedMessage = (error: IdentityError | undefined) =>
  mayHaveSucceededMessage(error) ??
  (error?.message ? format(ja.mfa.verifyFailed, { reason: error.message }) : ja.mfa.verifyFailedWithoutReason);

/** SMS setup failures: what failed (registering the number, or turning SMS two-step on), with the name and message. */
export const registrationFailedMessage = (error: IdentityError | undefined) =>
  mayHaveSucceededMessage(error) ??
  format(ja.mfa.registrationFailed, { name: error?.name ?? 'Error', message: error?.message ?? '' });

export const setupFailedMessage = (error: IdentityError | undefined) =>
  mayHaveSucceededMessage(error) ??
  format(ja.mfa.setupFailed, { name: error?.name ?? 'Error', message: error?.message ?? '' });

// ---- Passkeys (issue 25) ----

/** The browser's ceremony was cancelled or interrupted (Amplify's PasskeyError names). */
const passkeyCancelled = (error: IdentityError) =>
  error.name === 'PasskeyAuthenticationCanceled' ||
  error.name === 'PasskeyRegistrationCanceled' ||
  error.name === 'PasskeyOperationAborted';

/** Sign-in with a passkey: cancelled, refused or not possible here, each said plainly; the password form stays. */
export const passkeySigninErrorMessage = (error: IdentityError): string => {
  if (passkeyCancelled(error)) return ja.passkeys.signinCanceled;
  if (error.name === 'PasskeyNotSupported') return ja.passkeys.notSupported;
  if (error.name === 'UserNotFoundException') return ja.signin.userNotFound;
  if (error.name === 'NotAuthorizedException' && error.message === 'User is disabled.') return ja.disabled.message;
  if (isRateLimited(error)) return ja.errors.rateLimited;
  if (
    error.name === 'NotAuthorizedException' ||
    error.name === 'PasskeyRetrievalFailed' ||
    error.name === 'RelyingPartyMismatch' ||
    error.name === 'InvalidPasskeyAuthenticationOptions' ||
    error.name.startsWith('WebAuthn')
  ) {
    return ja.passkeys.signinFailed;
  }
  return genericIdentityMessage(error);
};

/** Registering this device's passkey. */
export const passkeyRegistrationErrorMessage = (error: IdentityError): string => {
  if (passkeyCancelled(error)) return ja.passkeys.registerCanceled;
  if (error.name === 'PasskeyAlreadyExists') return ja.passkeys.alreadyRegistered;
  if (error.name === 'PasskeyNotSupported') return ja.passkeys.notSupported;
  if (isRateLimited(error)) return ja.errors.rateLimited;
  if (
    error.name.startsWith('WebAuthn') ||
    error.name.startsWith('Passkey') ||
    error.name === 'InvalidPasskeyRegistrationOptions' ||
    error.name === 'RelyingPartyMismatch'
  ) {
    return ja.passkeys.registerFailed;
  }
  return genericIdentityMessage(error);
};
