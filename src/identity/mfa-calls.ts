import { loadIdentity } from './amplify';
import { identityThunk } from './thunk';

/** Phone number and SMS two-step (spec section 4), made with a session. */

/**
 * Stores the number (E.164). Cognito sends the code by itself only when the phone is auto-verified in the pool;
 * `codeSent` tells the screen whether it must ask for one.
 */
export const updatePhoneNumber = identityThunk('session', 'updatePhoneNumber', async (phoneNumber: string) => {
  const Auth = await loadIdentity();
  return Auth.writes.phoneNumber(phoneNumber);
});

export const sendPhoneVerificationCode = identityThunk('session', 'sendPhoneVerificationCode', async () => {
  const Auth = await loadIdentity();
  await Auth.writes.sendPhoneCode();
});

export const confirmPhoneNumber = identityThunk('session', 'confirmPhoneNumber', async (code: string) => {
  const Auth = await loadIdentity();
  await Auth.writes.confirmPhone(code);
});

/** SMS as the preferred (and so the enabled) second step: the next sign-in asks for an SMS code. */
export const enableSmsMfa = identityThunk('session', 'enableSmsMfa', async () => {
  const Auth = await loadIdentity();
  await Auth.writes.smsMfa('PREFERRED');
});
