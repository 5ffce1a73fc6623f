import type { Handler } from '../context';
import { adminGetUser, adminSetUserMfaPreference, changePassword, getUser, getUserAttributeVerificationCode, setUserMfaPreference, updateUserAttributes } from './account';
import { adminDisableUser, globalSignOut, revokeToken } from './session';
import { getTokensFromRefreshToken, initiateAuth, respondToAuthChallenge } from './sign-in';
import { confirmForgotPassword, confirmSignUp, forgotPassword, resendConfirmationCode, signUp } from './sign-up';

/** Operations the proxy answers itself (usually with cognito-local's help); every other one is passed through. */
export const HANDLERS: Record<string, Handler> = {
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  GetTokensFromRefreshToken: getTokensFromRefreshToken,
  SignUp: signUp,
  ConfirmSignUp: confirmSignUp,
  ResendConfirmationCode: resendConfirmationCode,
  ForgotPassword: forgotPassword,
  ConfirmForgotPassword: confirmForgotPassword,
  GlobalSignOut: globalSignOut,
  RevokeToken: revokeToken,
  AdminDisableUser: adminDisableUser,
  GetUser: getUser,
  AdminGetUser: adminGetUser,
  SetUserMFAPreference: setUserMfaPreference,
  AdminSetUserMFAPreference: adminSetUserMfaPreference,
  ChangePassword: changePassword,
  UpdateUserAttributes: updateUserAttributes,
  GetUserAttributeVerificationCode: getUserAttributeVerificationCode,
};
