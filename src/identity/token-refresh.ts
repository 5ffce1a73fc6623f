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
 * Amplify's `tokenRefresh_failure`, classified by meaning (./refresh-failure): a refusal ends the session (Signin
 * explains why); a disabled member's session ends keeping the address; a blip keeps the member with the
 * communication-error message, and after PERSISTENT_BLIP_TRIES within BLIP_WINDOW_MS offers to sign in again.
 * Added once Amplify is loaded (it refreshes only then); returns a function that removes it.
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
