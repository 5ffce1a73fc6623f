import { PURGE } from 'redux-persist';
import { userLoggedOut } from '../identity/actions';
import { removePendingSignIn } from '../identity/token-cookies';
import { clearUserId } from '../lib/analytics';
import { clearPageStartReads } from '../lib/boot-handoff';
import { wipeSavedCertificate } from '../lib/saved-certificate-wipe';
import { NAVIGATION_PERSIST_KEY } from '../routing/navigation-context-slice';
import { resetApiCache } from '../store/api-loader';
import { startAppListening } from '../store/listener-middleware';

/**
 * The one place where an end of a session wipes the member's data: on `userLoggedOut` the member slices reset, the
 * member generation moves (late answers are dropped), and here the API cache is reset (also a client still
 * downloading), the navigation context and Amplify's pending sign-in leave sessionStorage, the page start's reads
 * (the boot script's session read and early answers) are dropped, also on a member switch, the tag manager's
 * `user_id` is unset, and the certificate saved for offline use is deleted (in every tab). Token cookies go in
 * src/identity/end-session.ts: on a member switch they are the new member's.
 */
export const addMemberDataWipeListener = () =>
  startAppListening({
    actionCreator: userLoggedOut,
    effect: async (_action, { dispatch }) => {
      dispatch({ type: PURGE, key: NAVIGATION_PERSIST_KEY, result: () => undefined });
      // Also when redux-persist's reducer never arrived: what an earlier page of this tab stored goes as well.
      try {
        window.sessionStorage.removeItem(`persist:${NAVIGATION_PERSIST_KEY}`);
      } catch {
        // No storage (blocked by the browser): nothing was stored either.
      }
      removePendingSignIn();
      clearPageStartReads();
      clearUserId();
      wipeSavedCertificate();
      await dispatch(resetApiCache());
    },
  });
