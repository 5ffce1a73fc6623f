import type { AppStore } from '../app/store-types';
import { navigateToRoute } from '../app/navigation';
import { userLoggedOut } from './actions';
import { onIdentityLoaded } from './amplify';
import { sessionEndedNoticeSet } from './auth-slice';

/**
 * When Amplify cannot refresh the tokens (refresh token expired, or the session was revoked), the member lands on
 * Signin with a short explanation instead of a silent failure. Amplify only refreshes tokens once it is loaded, so the
 * listener is added then. Returns a function that removes it.
 */
export const watchTokenRefreshFailures = (store: AppStore) => {
  let stopListening: (() => void) | undefined;
  const cancel = onIdentityLoaded(({ Hub }) => {
    stopListening = Hub.listen('auth', ({ payload }) => {
      if (payload.event !== 'tokenRefresh_failure') return;
      store.dispatch(userLoggedOut());
      store.dispatch(sessionEndedNoticeSet(true));
      navigateToRoute('Signin', { replace: true });
    });
  });
  return () => {
    cancel();
    stopListening?.();
  };
};
