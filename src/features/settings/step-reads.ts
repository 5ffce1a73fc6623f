import { isServiceAvailable, isServiceSignupCompleted } from '../../identity/current-user';
import { selectCurrentUser } from '../../identity/current-user-slice';
import { ensureApi } from '../../store/api-loader';
import type { AppStore } from '../../store/types';

/** What the settings page reads from the API for a known member (the shop's card), started at the member's intent. */
export const startSettingsReads = (store: AppStore) => {
  const user = selectCurrentUser(store.getState());
  if (!user || !isServiceAvailable(user, 'otc') || !isServiceSignupCompleted(user, 'otc')) return;
  store.dispatch(ensureApi()).then(
    (api) => store.dispatch(api.util.prefetch('getOtcAccount', undefined, {})),
    () => undefined,
  );
};
