import { loadIdentity } from './amplify';
import { normalizeEmail } from '../lib/email';
import { identityThunk } from './thunk';

/** Settings' Amplify calls, made with a session: the global listener handles revoked, deleted and disabled members. */

/**
 * Change e-mail, step 1. The password is checked by changing it to itself: Amplify cannot sign in again while a
 * session exists, and Cognito's answer to a wrong one is the error the spec names for this step.
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

/** Change e-mail, step 2: confirms the code and hands back the access token the core API needs. */
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

/** SMS two-step off (the phone number stays). */
export const disableSmsMfa = identityThunk('session', 'disableSmsMfa', async () => {
  const Auth = await loadIdentity();
  await Auth.writes.smsMfa('DISABLED');
});
