import { sessionEndedByService, sessionEndedInOtherTab } from '../identity/actions';
import { endDisabledSession } from '../identity/disabled-session';
import { endSession } from '../identity/end-session';
import { isSessionIdentityRejection } from '../identity/thunk';
import { classifyIdentityError } from '../identity/errors';
import { addMemberDataWipeListener } from './member-data-wipe';
import { startAppListening } from '../store/listener-middleware';
import { navigateToRoute } from '../routing/navigation';

/** Spec section 8, Global: identity errors that end the session or show the invalid-membership screen. */
const addGlobalIdentityErrorListener = () =>
  startAppListening({
    predicate: (action) => isSessionIdentityRejection(action),
    effect: async (action, { dispatch }) => {
      if (!isSessionIdentityRejection(action)) return;
      const outcome = classifyIdentityError(action.payload);
      if (outcome === 'signOut') {
        await dispatch(endSession({ sessionIsOver: true }));
        navigateToRoute('Signin', { replace: true });
      } else if (outcome === 'disabled') {
        await dispatch(endDisabledSession());
        navigateToRoute('AccountDisabled', { replace: true });
      }
    },
  });

/** A session the identity service ended (src/identity/token-refresh.ts): the member goes where its end leads. */
const addSessionEndListener = () =>
  startAppListening({
    actionCreator: sessionEndedByService,
    effect: (action) => {
      navigateToRoute(action.payload === 'disabled' ? 'AccountDisabled' : 'Signin', { replace: true });
    },
  });

/** Another tab ended this tab's session: the sign-in page, which offers the member signed in there, if any. */
const addOtherTabListener = () =>
  startAppListening({
    actionCreator: sessionEndedInOtherTab,
    effect: () => {
      navigateToRoute('Signin', { replace: true });
    },
  });

export const addAppListeners = () => {
  addMemberDataWipeListener();
  addGlobalIdentityErrorListener();
  addSessionEndListener();
  addOtherTabListener();
};
