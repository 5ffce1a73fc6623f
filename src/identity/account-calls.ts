import { loadIdentity } from './amplify';
import { normalizeEmail } from '../lib/email';
import { identityThunk } from './thunk';

/**
 * Amplify calls of the settings screens. All are made with a session, so the global listener handles revoked,
 * deleted and disabled members (spec section 8, Global); every other error is left to the screen.
 */

/**
 * Change e-mail, step 1. The current password is checked first with a change to the same password: Amplify cannot
 * sign in again while a session exists, and Cognito answers a wrong password there with NotAuthorizedException
 * 'Incorrect username or password.', the error the spec names for this step.
 */
export const requestEmailChange = identityThunk(
  'session',
  'requestEmailChange',
  async ({ password, newEmail }: { password: string; newEmail: string }) => {
    const Auth = await loadIdentity();
    await Auth.updatePassword({ oldPassword: password, newPassword: password });
    await Auth.writes.email(normalizeEmail(newEmail));
  },
);

/** Change e-mail, step 2: confirms the code, then hands back the access token the core API needs for its record. */
export const confirmEmailChange = identityThunk('session', 'confirmEmailChange', async (code: string) => {
  const Auth = await loadIdentity();
  await Auth.writes.confirmEmail(code);
  const session = await Auth.fetchAuthSession();
  const accessToken = session.tokens?.accessToken.toString();
  if (!accessToken) throw Object.assign(new Error('No access token'), { name: 'NoAccessTokenError' });
  return { accessToken };
});

export const changePassword = identityThunk(
  'session',
  'changePassword',
  async ({ oldPassword, newPassword }: { oldPassword: string; newPassword: string }) => {
    const Auth = await loadIdentity();
    await Auth.writes.updatePassword({ oldPassword, newPassword });
  },
);

/** Settings' disable button: SMS two-step off (the phone number stays). */
export const disableSmsMfa = identityThunk('session', 'disableSmsMfa', async () => {
  const Auth = await loadIdentity();
  await Auth.writes.smsMfa('DISABLED');
});
