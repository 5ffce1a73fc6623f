import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppStore } from '../store/hooks';
import { isServiceAgreed, isServiceAvailable, loadCurrentUser } from '../identity/current-user';
import type { ServiceCode } from '../lib/service-codes';
import { originatingServiceSet, selectOriginatingService } from './navigation-context-slice';
import { pathFor, type RouteName } from './route-names';

/**
 * A service's entry route (spec section 4, Service entry): read the current user; on error go to Signin; a service
 * the member is not entitled to goes back to the list; not agreed go to the service's terms; agreed run `onAgreed`
 * (the hand-off). Runs once per visit: the hand-off may issue a
 * one-time token, so a re-run (React's strict-mode double effect, a re-render) must not ask for a second one.
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
      // The member has reached the service they came from: the return route has done its work, so a later
      // sign-in in this tab goes to the service list rather than straight back out to the service.
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
