/**
 * Cognito errors as the real service sends them, and the translation of cognito-local's names and messages into
 * real ones. Amplify (parseJsonError) takes the name from the `x-amzn-errortype` header (text before ':' or ',')
 * and the message from the body's `message`; the AWS SDK reads the same header/`__type`.
 */
export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = type;
  }
}

export const userDoesNotExist = () => new CognitoError('UserNotFoundException', 'User does not exist.');
export const userIsDisabled = () => new CognitoError('NotAuthorizedException', 'User is disabled.');
export const incorrectCredentials = () => new CognitoError('NotAuthorizedException', 'Incorrect username or password.');
export const accessTokenRevoked = () => new CognitoError('NotAuthorizedException', 'Access Token has been revoked');
export const refreshTokenRevoked = () => new CognitoError('NotAuthorizedException', 'Refresh Token has been revoked');
export const invalidAccessToken = () => new CognitoError('NotAuthorizedException', 'Invalid Access Token');
export const accessTokenExpired = () => new CognitoError('NotAuthorizedException', 'Access Token has expired');
export const invalidRefreshToken = () => new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
export const mfaSessionExpired = () =>
  new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
/** A PASSWORD_VERIFIER answer whose secret block is unknown, already answered or older than the auth session. */
export const srpSessionExpired = () =>
  new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
export const usernameClientNotFound = () =>
  new CognitoError('UserNotFoundException', 'Username/client id combination not found.');
export const emailExists = () =>
  new CognitoError('UsernameExistsException', 'An account with the given email already exists.');
export const aliasExists = () =>
  new CognitoError('AliasExistsException', 'An account with the given email already exists.');
export const codeMismatch = () =>
  new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
export const mfaCodeMismatch = () => new CognitoError('CodeMismatchException', 'Invalid code received for user');
export const invalidParameter = (message: string) => new CognitoError('InvalidParameterException', message);
/** A RespondToAuthChallenge Session the service did not issue for this user and challenge. */
export const invalidSession = () => new CognitoError('NotAuthorizedException', 'Invalid session for the user.');

/** Real messages for names cognito-local uses with its own wording. */
const REAL_MESSAGES: Record<string, string> = {
  CodeMismatchException: 'Invalid verification code provided, please try again.',
  ExpiredCodeException: 'Invalid code provided, please request a code again.',
  UsernameExistsException: 'An account with the given email already exists.',
  UserNotConfirmedException: 'User is not confirmed.',
  PasswordResetRequiredException: 'Password reset is required.',
  LimitExceededException: 'Attempt limit exceeded, please try after some time.',
};

/** Per-operation corrections where cognito-local picks another name than Cognito. */
const byOperation = (operation: string, type: string): CognitoError | undefined => {
  // cognito-local answers a wrong current password with InvalidPasswordException everywhere.
  if (type === 'InvalidPasswordException' && (operation === 'InitiateAuth' || operation === 'ChangePassword'))
    return incorrectCredentials();
  if (operation === 'ConfirmSignUp' && type === 'NotAuthorizedException') return usernameClientNotFound();
  if ((operation === 'ForgotPassword' || operation === 'ConfirmForgotPassword') && type === 'UserNotFoundException')
    return usernameClientNotFound();
  if (operation === 'GetTokensFromRefreshToken' && type === 'NotAuthorizedException') return invalidRefreshToken();
  return undefined;
};

/** An error body from cognito-local, as Cognito would have sent it for this operation. */
export const translateEmulatorError = (
  operation: string,
  status: number,
  body: { __type?: unknown; message?: unknown },
): CognitoError => {
  const rawType = typeof body.__type === 'string' ? body.__type : 'InternalErrorException';
  const type = rawType.includes('#') ? (rawType.split('#')[1] ?? rawType) : rawType;
  const message = typeof body.message === 'string' ? body.message : 'Internal error';
  const corrected = byOperation(operation, type);
  if (corrected) return corrected;
  // cognito-local's "Unsupported" is a 500; keep it visible as such rather than dressing it up.
  return new CognitoError(type, REAL_MESSAGES[type] ?? message, status >= 500 ? status : 400);
};

export const errorBody = (error: CognitoError) => JSON.stringify({ __type: error.type, message: error.message });
