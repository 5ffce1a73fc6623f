import { loadIdentity } from './amplify';
import { normalizeEmail } from '../lib/email';
import { identityThunk } from './thunk';

/** Forgotten password: made without a session, so errors are the screens' (never the global sign-out mapping). */

/** Sends the reset code to the address; Cognito answers an unknown address with UserNotFoundException. */
export const requestPasswordReset = identityThunk('public', 'requestPasswordReset', async (email: string) => {
  const Auth = await loadIdentity();
  await Auth.writes.resetPassword(normalizeEmail(email));
});

export const confirmPasswordReset = identityThunk(
  'public',
  'confirmPasswordReset',
  async ({ email, code, newPassword }: { email: string; code: string; newPassword: string }) => {
    const Auth = await loadIdentity();
    await Auth.writes.confirmResetPassword({ username: normalizeEmail(email), code, newPassword });
  },
);
