import { PURGE } from 'redux-persist';
import { userLoggedOut } from '../identity/actions';
import { removePendingSignIn } from '../identity/token-cookies';
import { clearUserId } from '../lib/analytics';
import { NAVIGATION_PERSIST_KEY } from '../routing/navigation-context-slice';
import { resetApiCache } from '../store/api-loader';
import { startAppListening } from '../store/listener-middleware';

/**
 * The one place where an end of a session wipes the member's data from memory and storage. Every path that ends or
 * switches the member dispatches `userLoggedOut` (sign-out page, invalid-membership screen, "sign in with another
 * account", the global identity-error listener, a token refresh the identity service refused, a session check that
 * finds another member or nobody), and on it:
 * - every member slice returns to its initial state (their reducers handle `userLoggedOut`; store.test checks all);
 * - the member generation moves on, so answers of calls started for the member who left are dropped
 *   (src/identity/member-session.ts; the API base query and the identity thunks check it);
 * - here: the API cache is reset (also a client still downloading, once it arrives), the persisted navigation
 *   context and Amplify's pending sign-in (an SMS step's session) are removed from sessionStorage, and the tag
 *   manager's `user_id` is unset (the next visitor's page views are not the previous member's).
 * The token cookies are removed by src/identity/end-session.ts (not here: on a member switch they are the new member's).
 */
export const addMemberDataWipeListener = () =>
  startAppListening({
    actionCreator: userLoggedOut,
    effect: async (_action, { dispatch }) => {
      dispatch({ type: PURGE, key: NAVIGATION_PERSIST_KEY, result: () => undefined });
      // Also when redux-persist's reducer never arrived (its chunk failed to download): what an earlier page of this
      // tab stored goes as well.
      try {
        window.sessionStorage.removeItem(`persist:${NAVIGATION_PERSIST_KEY}`);
      } catch {
        // No storage (blocked by the browser): nothing was stored either.
      }
      removePendingSignIn();
      clearUserId();
      await dispatch(resetApiCache());
    },
  });
