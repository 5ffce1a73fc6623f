import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { sessionEndedInOtherTab } from './actions';
import { endSession } from './end-session';
import { checkSession } from './session-check';
import { announceSessionEnd, announceSignIn, listenToOtherTabs } from './session-channel';
import { cookieSession } from './session-key';
import { closeTokenWrites, forgetTokenReads, gate } from './token-gate';

interface StateWithMember {
  auth?: { userId?: string };
  currentUser?: { user?: { sub: string } };
}

/**
 * Compares the member this tab holds with the cookies' session: when the cookies hold nobody or another member, this
 * tab's member is wiped as at their own session end, without revoking anything (the other tab did) and without
 * touching the cookies (they may already be the next member's).
 */
export const followCookieSession =
  (): ThunkAction<Promise<void>, unknown, unknown, UnknownAction> => async (dispatch, getState) => {
    const state = getState() as StateWithMember;
    const held = state.auth?.userId ?? state.currentUser?.user?.sub;
    if (!held) return;
    const now = cookieSession()?.sub;
    if (now === held) return;
    // With nobody in the cookies, nothing of this tab may be stored; another member's sign-in may store theirs.
    if (!now) closeTokenWrites();
    await dispatch(endSession({ endedElsewhere: true }));
    if (now) await dispatch(checkSession());
    dispatch(sessionEndedInOtherTab(now ? 'otherMember' : 'signedOut'));
  };

/**
 * Listens to the other tabs, and checks the cookies whenever this tab is shown again (a browser without
 * BroadcastChannel, or a message missed while the tab slept). Returns a function that stops both.
 */
export const followOtherTabs = (): ThunkAction<() => void, unknown, unknown, UnknownAction> => (dispatch) => {
  const follow = () => {
    void dispatch(followCookieSession());
  };
  const stopListening = listenToOtherTabs((message) => {
    if (message.kind === 'ended') {
      gate.endedKeys.add(message.session);
      forgetTokenReads();
    }
    follow();
  });
  const onShown = () => {
    if (document.visibilityState === 'visible') follow();
  };
  document.addEventListener('visibilitychange', onShown);
  gate.onSignedIn = announceSignIn;
  gate.onEnded = (cookies) => {
    const ended = cookieSession(cookies);
    if (ended) announceSessionEnd(ended);
  };
  return () => {
    stopListening();
    document.removeEventListener('visibilitychange', onShown);
    gate.onSignedIn = undefined;
    gate.onEnded = undefined;
  };
};
