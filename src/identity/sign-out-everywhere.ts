import { createAsyncThunk } from '@reduxjs/toolkit';
import { fetchSession } from './amplify';
import { attemptsOf, resetAttempts, type AttemptRecord } from './attempts';
import { amplifySignOut, endHere } from './end-session';
import { closeTokenWrites } from './token-gate';

const GLOBAL_SIGN_OUT = 'GlobalSignOut';

/**
 * Amplify's global sign-out swallows the service's answer; the attempts it made tell it: answered with success,
 * refused (every attempt answered with a 4xx: nothing ended elsewhere), or not known (no answer, a 5xx, no attempt).
 */
export type SignOutEverywhereOutcome = 'done' | 'refused' | 'unknown';

export const globalSignOutOutcome = (record: AttemptRecord | undefined): SignOutEverywhereOutcome => {
  if (record?.answered !== undefined && record.answered < 300) return 'done';
  if (record && record.uncertain === 0 && record.answered !== undefined) return 'refused';
  return 'unknown';
};

/**
 * Sign out everywhere (Cognito's GlobalSignOut): every session of the member ends at its next refresh, this one at
 * once, whatever the answer (Amplify clears its tokens then too). The tokens are made fresh first: the call takes the
 * access token as it is stored. Answers what the service did (./attempts).
 */
export const signOutEverywhere = createAsyncThunk<SignOutEverywhereOutcome, void>(
  'identity/signOutEverywhere',
  async (_options, { dispatch }) => {
    await fetchSession({ forceRefresh: false }).catch(() => undefined);
    const ended = closeTokenWrites();
    resetAttempts(GLOBAL_SIGN_OUT);
    const finished = await amplifySignOut(true);
    const outcome = finished ? globalSignOutOutcome(attemptsOf(GLOBAL_SIGN_OUT)) : 'unknown';
    endHere(dispatch, ended);
    return outcome;
  },
);
