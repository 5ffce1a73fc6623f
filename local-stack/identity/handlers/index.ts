import type { Handler } from '../context';
import {
  adminGetUser,
  adminSetUserMfaPreference,
  changePassword,
  getUser,
  getUserAttributeVerificationCode,
  setUserMfaPreference,
  updateUserAttributes,
} from './account';
import { adminDeleteUser, deleteUser } from './delete-user';
import { adminDisableUser, globalSignOut, revokeToken } from './session';
import { getTokensFromRefreshToken, initiateAuth, respondToAuthChallenge } from './sign-in';
import { confirmForgotPassword, confirmSignUp, forgotPassword, resendConfirmationCode, signUp } from './sign-up';
import {
  completeWebAuthnRegistration,
  deleteWebAuthnCredential,
  listWebAuthnCredentials,
  startWebAuthnRegistration,
} from './webauthn-credentials';
import { initiateUserAuth, respondToUserAuthChallenge } from './webauthn-sign-in';

/** Operations the proxy answers itself (usually with cognito-local's help); every other one is passed through. */
export const HANDLERS: Record<string, Handler> = {
  // Choice-based sign-in (USER_AUTH: passkeys) in ./webauthn-sign-in; the other flows and challenges in ./sign-in.
  InitiateAuth: (context, body, caller) =>
    body.AuthFlow === 'USER_AUTH' ? initiateUserAuth(context, body, caller) : initiateAuth(context, body, caller),
  RespondToAuthChallenge: (context, body, caller) =>
    respondToUserAuthChallenge(context, body) ?? respondToAuthChallenge(context, body, caller),
  GetTokensFromRefreshToken: getTokensFromRefreshToken,
  SignUp: signUp,
  ConfirmSignUp: confirmSignUp,
  ResendConfirmationCode: resendConfirmationCode,
  ForgotPassword: forgotPassword,
  ConfirmForgotPassword: confirmForgotPassword,
  GlobalSignOut: globalSignOut,
  RevokeToken: revokeToken,
  AdminDisableUser: adminDisableUser,
  DeleteUser: deleteUser,
  AdminDeleteUser: adminDeleteUser,
  GetUser: getUser,
  AdminGetUser: adminGetUser,
  SetUserMFAPreference: setUserMfaPreference,
  AdminSetUserMFAPreference: adminSetUserMfaPreference,
  ChangePassword: changePassword,
  UpdateUserAttributes: updateUserAttributes,
  GetUserAttributeVerificationCode: getUserAttributeVerificationCode,
  StartWebAuthnRegistration: startWebAuthnRegistration,
  CompleteWebAuthnRegistration: completeWebAuthnRegistration,
  ListWebAuthnCredentials: listWebAuthnCredentials,
  DeleteWebAuthnCredential: deleteWebAuthnCredential,
};
