import { Hub } from 'aws-amplify/utils';
import type { AppStore } from '../app/store-types';
import { navigateToRoute } from '../app/navigation';
import { userLoggedOut } from './actions';
import { sessionEndedNoticeSet } from './auth-slice';

/**
 * When Amplify cannot refresh the tokens (refresh token expired, or the session was revoked), the member lands on
 * Signin with a short explanation instead of a silent failure.
 */
export const watchTokenRefreshFailures = (store: AppStore) =>
  Hub.listen('auth', ({ payload }) => {
    if (payload.event !== 'tokenRefresh_failure') return;
    store.dispatch(userLoggedOut());
    store.dispatch(sessionEndedNoticeSet(true));
    navigateToRoute('Signin', { replace: true });
  });
