import type * as AmplifyAuth from 'aws-amplify/auth';
import { settleWrite } from './write-outcome';

/**
 * Every identity write, each with how its real outcome is decided (./write-outcome). Amplify's functions come as an
 * argument, so the app and the local-stack test run this very code.
 */
type Auth = Pick<
  typeof AmplifyAuth,
  | 'signUp'
  | 'confirmSignUp'
  | 'resendSignUpCode'
  | 'resetPassword'
  | 'confirmResetPassword'
  | 'updatePassword'
  | 'updateUserAttributes'
  | 'updateUserAttribute'
  | 'confirmUserAttribute'
  | 'sendUserAttributeVerificationCode'
  | 'updateMFAPreference'
  | 'fetchUserAttributes'
  | 'fetchMFAPreference'
>;

const isWrongPassword = (error: unknown) =>
  (error as { name?: unknown } | undefined)?.name === 'NotAuthorizedException';

export interface SignUpOutcome {
  confirmed: boolean;
  /** The address was taken after an attempt without an answer: almost surely by that attempt. */
  retried?: boolean;
}

export const writeSignUp = (Auth: Auth, { username, password }: { username: string; password: string }) =>
  settleWrite<SignUpOutcome>(
    'signUp',
    'SignUp',
    async () => ({
      confirmed: (await Auth.signUp({ username, password, options: { userAttributes: { email: username } } }))
        .isSignUpComplete,
    }),
    {
      doneBy: (error, earlier) => earlier && error.name === 'UsernameExistsException',
      doneValue: { confirmed: false, retried: true },
    },
  );

/** Cognito answers a confirmed member 'User cannot be confirmed. Current status is CONFIRMED': that is the state asked for. */
export const writeConfirmSignUp = (Auth: Auth, { username, code }: { username: string; code: string }) =>
  settleWrite(
    'confirmSignUp',
    'ConfirmSignUp',
    async () => {
      await Auth.confirmSignUp({ username, confirmationCode: code });
    },
    { doneBy: (error) => error.name === 'NotAuthorizedException' && /Current status is CONFIRMED/.test(error.message) },
  );

export const writeResendSignUpCode = (Auth: Auth, username: string) =>
  settleWrite('resendSignUpCode', 'ResendConfirmationCode', async () => {
    await Auth.resendSignUpCode({ username });
  });

export const writeResetPassword = (Auth: Auth, username: string) =>
  settleWrite('requestPasswordReset', 'ForgotPassword', async () => {
    await Auth.resetPassword({ username });
  });

/** Without a session the new password cannot be tried without signing in: a retried reset stays "may be done". */
export const writeConfirmResetPassword = (
  Auth: Auth,
  { username, code, newPassword }: { username: string; code: string; newPassword: string },
) =>
  settleWrite('confirmPasswordReset', 'ConfirmForgotPassword', async () => {
    await Auth.confirmResetPassword({ username, confirmationCode: code, newPassword });
  });

/**
 * Read by changing the new password to itself (Cognito accepts that only for the password in force); only when the
 * answer may be about an earlier attempt.
 */
export const writeUpdatePassword = (
  Auth: Auth,
  { oldPassword, newPassword }: { oldPassword: string; newPassword: string },
) =>
  settleWrite('changePassword', 'ChangePassword', () => Auth.updatePassword({ oldPassword, newPassword }), {
    inEffect: async () => {
      try {
        await Auth.updatePassword({ oldPassword: newPassword, newPassword });
        return true;
      } catch (error) {
        if (isWrongPassword(error)) return false;
        throw error;
      }
    },
  });

/** The e-mail change: the pool keeps the new address (unverified) and sends it a code. */
export const writeEmail = (Auth: Auth, email: string) =>
  settleWrite(
    'changeEmail',
    'UpdateUserAttributes',
    async () => {
      await Auth.updateUserAttributes({ userAttributes: { email } });
    },
    { inEffect: async () => (await Auth.fetchUserAttributes()).email === email },
  );

export const writeConfirmEmail = (Auth: Auth, code: string) =>
  settleWrite(
    'confirmEmail',
    'VerifyUserAttribute',
    async () => {
      await Auth.confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code });
    },
    { inEffect: async () => (await Auth.fetchUserAttributes()).email_verified === 'true' },
  );

/** A number found stored reports no code sent: the screen then asks for one (a second code is harmless). */
export const writePhoneNumber = (Auth: Auth, phoneNumber: string) =>
  settleWrite(
    'changePhone',
    'UpdateUserAttributes',
    async () => {
      const result = await Auth.updateUserAttribute({
        userAttribute: { attributeKey: 'phone_number', value: phoneNumber },
      });
      return { codeSent: result.nextStep.updateAttributeStep === 'CONFIRM_ATTRIBUTE_WITH_CODE' };
    },
    {
      inEffect: async () => (await Auth.fetchUserAttributes()).phone_number === phoneNumber,
      doneValue: { codeSent: false },
    },
  );

export const writeSendPhoneCode = (Auth: Auth) =>
  settleWrite('sendPhoneCode', 'GetUserAttributeVerificationCode', async () => {
    await Auth.sendUserAttributeVerificationCode({ userAttributeKey: 'phone_number' });
  });

export const writeConfirmPhone = (Auth: Auth, code: string) =>
  settleWrite(
    'confirmPhone',
    'VerifyUserAttribute',
    async () => {
      await Auth.confirmUserAttribute({ userAttributeKey: 'phone_number', confirmationCode: code });
    },
    { inEffect: async () => (await Auth.fetchUserAttributes()).phone_number_verified === 'true' },
  );

/** SMS two-step on ('PREFERRED') or off ('DISABLED'); the preference is read back when the answer is in doubt. */
export const writeSmsMfa = (Auth: Auth, sms: 'PREFERRED' | 'DISABLED') =>
  settleWrite(
    'smsMfa',
    'SetUserMFAPreference',
    async () => {
      await Auth.updateMFAPreference({ sms });
    },
    {
      inEffect: async () => {
        const { preferred, enabled } = await Auth.fetchMFAPreference();
        return sms === 'PREFERRED' ? preferred === 'SMS' : !enabled?.includes('SMS');
      },
    },
  );

export const identityWrites = (Auth: Auth) => ({
  signUp: (input: { username: string; password: string }) => writeSignUp(Auth, input),
  confirmSignUp: (input: { username: string; code: string }) => writeConfirmSignUp(Auth, input),
  resendSignUpCode: (username: string) => writeResendSignUpCode(Auth, username),
  resetPassword: (username: string) => writeResetPassword(Auth, username),
  confirmResetPassword: (input: { username: string; code: string; newPassword: string }) =>
    writeConfirmResetPassword(Auth, input),
  updatePassword: (input: { oldPassword: string; newPassword: string }) => writeUpdatePassword(Auth, input),
  email: (email: string) => writeEmail(Auth, email),
  confirmEmail: (code: string) => writeConfirmEmail(Auth, code),
  phoneNumber: (phoneNumber: string) => writePhoneNumber(Auth, phoneNumber),
  sendPhoneCode: () => writeSendPhoneCode(Auth),
  confirmPhone: (code: string) => writeConfirmPhone(Auth, code),
  smsMfa: (sms: 'PREFERRED' | 'DISABLED') => writeSmsMfa(Auth, sms),
});
