import { createAsyncThunk } from '@reduxjs/toolkit';
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

/** Amplify's sign-out (it revokes the refresh token, then clears its tokens), given at most `signOutWait`. */
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
 * The one end of a session (sign-out page, "sign in with another account", "ログイン画面へ", the invalid-membership
 * screen, the global identity-error listener, a token refresh that cannot continue). It always succeeds for the
 * browser, whatever the identity service answers or whether it answers at all:
 * - token writes are closed first (src/identity/token-gate.ts): a refresh answered later writes nothing back;
 * - Amplify signs out (revokes the refresh token, clears its tokens), given a few seconds; a revocation that fails
 *   or never answers leaves the refresh token valid at the service until it expires, but no longer in this browser;
 * - every token cookie is removed here as well (also when Amplify could not be loaded, or kept its tokens), and
 *   Amplify's pending sign-in in sessionStorage;
 * - `userLoggedOut` wipes the member's data (src/app/member-data-wipe.ts).
 * `sessionIsOver`: the identity service already refused the session (revoked, deleted, disabled, a refresh that cannot
 * continue): nothing is left to revoke, so the browser forgets it at once without asking the service.
 */
export const endSession = createAsyncThunk<void, { sessionIsOver?: boolean } | void>(
  'identity/endSession',
  async (options, { dispatch }) => {
    closeTokenWrites();
    if (!options?.sessionIsOver) await amplifySignOut();
    removeTokenCookies();
    forgetTokenReads();
    removePendingSignIn();
    dispatch(userLoggedOut());
  },
);
