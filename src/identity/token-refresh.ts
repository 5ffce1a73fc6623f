import type { AppStore } from '../store/types';
import { sessionEndedByService } from './actions';
import { onIdentityLoaded } from './amplify';
import { connectionNoticeSet, selectConnectionNotice, sessionEndedNoticeSet } from './auth-slice';
import { endDisabledSession } from './disabled-session';
import { endSession } from './end-session';
import { classifyRefreshFailure } from './refresh-failure';

/** A blip that fails this many refreshes in a row within BLIP_WINDOW_MS is told as lasting, with the way to sign in again. */
export const PERSISTENT_BLIP_TRIES = 3;
export const BLIP_WINDOW_MS = 5 * 60_000;

/**
 * Amplify Hub `tokenRefresh_failure`, classified by meaning (./refresh-failure):
 * - an answer or a local state that says the session cannot continue (refused, revoked or unknown refresh token, the
 *   refresh token gone from the browser, a parameter or resource the service refuses) ends it: the one end of a
 *   session (./end-session: token cookies removed, data wiped), and Signin explains why;
 * - a disabled member's session ends at once as well, keeping only the address the invalid-membership screen shows
 *   (./disabled-session);
 * - a blip (a dropped connection, a timeout, a 5xx, throttling) keeps the member where they are with the
 *   communication-error message; Amplify kept the tokens, the next action refreshes again, and a `tokenRefresh`
 *   success takes the message away. When the blip persists (PERSISTENT_BLIP_TRIES failures in a row within
 *   BLIP_WINDOW_MS), the message says so plainly and offers the way to sign in again (src/ui/AppLayout.tsx).
 * Amplify only refreshes tokens once it is loaded, so the listener is added then. Returns a function that removes it.
 */
export const watchTokenRefreshFailures = (store: AppStore, now: () => number = Date.now) => {
  let stopListening: (() => void) | undefined;
  let blips: number[] = [];
  const cancel = onIdentityLoaded(({ Hub }) => {
    stopListening = Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'tokenRefresh') {
        blips = [];
        if (selectConnectionNotice(store.getState())) store.dispatch(connectionNoticeSet(false));
        return;
      }
      if (payload.event !== 'tokenRefresh_failure') return;
      const failure = classifyRefreshFailure(payload.data?.error);
      if (failure === 'transient') {
        const at = now();
        blips = [...blips.filter((earlier) => at - earlier < BLIP_WINDOW_MS), at];
        store.dispatch(connectionNoticeSet(blips.length >= PERSISTENT_BLIP_TRIES ? 'persistent' : 'blip'));
        return;
      }
      blips = [];
      if (failure === 'disabled') {
        void store.dispatch(endDisabledSession());
        store.dispatch(sessionEndedByService('disabled'));
        return;
      }
      store.dispatch(sessionEndedNoticeSet(true));
      void store.dispatch(endSession({ sessionIsOver: true }));
      store.dispatch(sessionEndedByService('signIn'));
    });
  });
  return () => {
    cancel();
    stopListening?.();
  };
};
