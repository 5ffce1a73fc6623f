import { createAsyncThunk } from '@reduxjs/toolkit';
import { clearPageStartReads } from '../lib/boot-handoff';
import { userLoggedOut } from './actions';
import { loadIdentity } from './amplify';
import { closeTokenWrites, forgetTokenReads } from './token-gate';
import { removePendingSignIn, removeTokenCookies } from './token-cookies';

/** How long a sign-out waits for Amplify's revocation call before the browser forgets the session anyway. */
export const SIGN_OUT_WAIT_MS = 3000;

let signOutWait = SIGN_OUT_WAIT_MS;
/** Tests shorten the wait instead of running fake timers through Amplify. */
export const setSignOutWaitForTests = (ms: number) => {
  signOutWait = ms;
};

/** Amplify's sign-out (revokes the refresh token, clears its tokens), given at most `signOutWait`. */
const amplifySignOut = async () => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, signOutWait);
  });
  const signedOut = loadIdentity()
    .then(({ signOut }) => signOut())
    .catch(() => undefined);
  await Promise.race([signedOut, waited]);
  clearTimeout(timer);
};

/**
 * The one end of a session. It always succeeds for the browser, whatever the identity service answers: token writes
 * are closed first (a late refresh writes nothing back), Amplify signs out within a few seconds, and every token
 * cookie and Amplify's pending sign-in are removed here as well, even when Amplify could not be loaded.
 * `sessionIsOver`: the service already refused the session, so nothing is left to revoke.
 */
export const endSession = createAsyncThunk<void, { sessionIsOver?: boolean } | void>(
  'identity/endSession',
  async (options, { dispatch }) => {
    closeTokenWrites();
    if (!options?.sessionIsOver) await amplifySignOut();
    removeTokenCookies();
    forgetTokenReads();
    removePendingSignIn();
    clearPageStartReads();
    dispatch(userLoggedOut());
  },
);
