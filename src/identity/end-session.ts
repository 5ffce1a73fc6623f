import { createAsyncThunk, type UnknownAction } from '@reduxjs/toolkit';
import { clearPageStartReads } from '../lib/boot-handoff';
import { userLoggedOut } from './actions';
import { loadIdentity } from './amplify';
import { closeTokenWrites, forgetTokenReads, gate } from './token-gate';
import { removePendingSignIn, removeTokenCookies } from './token-cookies';

/** How long a sign-out waits for Amplify's revocation call before the browser forgets the session anyway. */
export const SIGN_OUT_WAIT_MS = 3000;

let signOutWait = SIGN_OUT_WAIT_MS;
/** Tests shorten the wait instead of running fake timers through Amplify. */
export const setSignOutWaitForTests = (ms: number) => {
  signOutWait = ms;
};

/**
 * Amplify's sign-out (revokes the refresh token, or with `global` every session of the member, and clears its
 * tokens), given at most `signOutWait`. Answers whether it finished within the wait.
 */
export const amplifySignOut = async (global = false) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), signOutWait);
  });
  const signedOut = loadIdentity()
    .then(({ signOut }) => signOut({ global }))
    .then(
      () => true,
      () => true,
    );
  const finished = await Promise.race([signedOut, waited]);
  clearTimeout(timer);
  return finished;
};

/**
 * The one end of a session. It always succeeds for the browser, whatever the identity service answers: token writes
 * are closed first (a late refresh writes nothing back), Amplify signs out within a few seconds, and every token
 * cookie and Amplify's pending sign-in are removed here as well, even when Amplify could not be loaded; the portal's
 * other tabs are then told (through the gate's `onEnded`, which ./other-tabs sets).
 * `sessionIsOver`: the service already refused the session, so nothing is left to revoke.
 * `endedElsewhere`: another tab ended it (./other-tabs): nothing to revoke or announce, and the cookies are left as
 * they are, since they may already hold the next member's session.
 */
export const endHere = (dispatch: (action: UnknownAction) => unknown, endedCookies: string) => {
  removeTokenCookies();
  gate.onEnded?.(endedCookies);
  forgetTokenReads();
  removePendingSignIn();
  clearPageStartReads();
  dispatch(userLoggedOut());
};

export const endSession = createAsyncThunk<void, { sessionIsOver?: boolean; endedElsewhere?: boolean } | void>(
  'identity/endSession',
  async (options, { dispatch }) => {
    if (options?.endedElsewhere) {
      forgetTokenReads();
      removePendingSignIn();
      clearPageStartReads();
      dispatch(userLoggedOut());
      return;
    }
    const ended = closeTokenWrites();
    if (!options?.sessionIsOver) await amplifySignOut();
    endHere(dispatch, ended);
  },
);
