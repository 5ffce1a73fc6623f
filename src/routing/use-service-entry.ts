import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppStore } from '../store/hooks';
import { isServiceAgreed, isServiceAvailable, loadCurrentUser } from '../identity/current-user';
import type { ServiceCode } from '../lib/service-codes';
import { originatingServiceSet, selectOriginatingService } from './navigation-context-slice';
import { pathFor, type RouteName } from './route-names';

/**
 * A service's entry route (spec section 4, Service entry). Runs once per visit: the hand-off may issue a one-time
 * token, so a re-run (strict-mode double effect, a re-render) must not ask for a second one.
 */
export const useServiceEntry = (service: ServiceCode, termsRoute: RouteName, onAgreed: () => Promise<void> | void) => {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const started = useRef(false);
  const agreedStep = useRef(onAgreed);
  agreedStep.current = onAgreed;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      // The service is reached: a later sign-in in this tab goes to the service list, not back out to the service.
      if (selectOriginatingService(store.getState()) === service) dispatch(originatingServiceSet(undefined));
      const result = await dispatch(loadCurrentUser());
      if (!loadCurrentUser.fulfilled.match(result)) {
        navigate(pathFor('Signin'), { replace: true });
        return;
      }
      // Spec section 6: a service not in available_services is not this member's to open.
      if (!isServiceAvailable(result.payload.user, service)) {
        navigate(pathFor('AccountHome'), { replace: true });
        return;
      }
      if (!isServiceAgreed(result.payload.user, service)) {
        navigate(pathFor(termsRoute), { replace: true });
        return;
      }
      await agreedStep.current();
    })();
  }, [dispatch, navigate, service, store, termsRoute]);
};
