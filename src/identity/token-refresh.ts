import type { AppStore } from '../store/types';
import { navigateToRoute } from '../routing/navigation';
import { userLoggedOut } from './actions';
import { onIdentityLoaded } from './amplify';
import { connectionNoticeSet, selectConnectionNotice, sessionEndedNoticeSet } from './auth-slice';
import { classifyRefreshFailure } from './refresh-failure';

/**
 * Amplify Hub `tokenRefresh_failure`. Only an answer that the session is over ends it: the member's data is wiped and
 * Signin explains why (a disabled member sees the invalid-membership screen). A network error or 5xx keeps the member
 * where they are with the communication-error message; Amplify kept the tokens, and the next action refreshes again
 * (a `tokenRefresh` success takes the message away). Amplify only refreshes tokens once it is loaded, so the listener
 * is added then. Returns a function that removes it.
 */
export const watchTokenRefreshFailures = (store: AppStore) => {
  let stopListening: (() => void) | undefined;
  const cancel = onIdentityLoaded(({ Hub }) => {
    stopListening = Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'tokenRefresh') {
        if (selectConnectionNotice(store.getState())) store.dispatch(connectionNoticeSet(false));
        return;
      }
      if (payload.event !== 'tokenRefresh_failure') return;
      const failure = classifyRefreshFailure(payload.data?.error);
      if (failure === 'transient') {
        store.dispatch(connectionNoticeSet(true));
        return;
      }
      store.dispatch(userLoggedOut());
      if (failure === 'disabled') {
        navigateToRoute('AccountDisabled', { replace: true });
        return;
      }
      store.dispatch(sessionEndedNoticeSet(true));
      navigateToRoute('Signin', { replace: true });
    });
  });
  return () => {
    cancel();
    stopListening?.();
  };
};
