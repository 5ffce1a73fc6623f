import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { originatingServiceSet, selectOriginatingService } from './navigation-context-slice';
import { originatingServiceFrom, serviceRouteFor } from './originating-service';
import { pathFor } from './route-names';

/** Records the service named by `?service=` or navigation state, and offers the way back to it. */
export const useOriginatingService = () => {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const navigate = useNavigate();
  const stored = useAppSelector(selectOriginatingService);
  const named = originatingServiceFrom(location.search, location.state);

  useEffect(() => {
    if (named && named !== stored) dispatch(originatingServiceSet(named));
  }, [dispatch, named, stored]);

  const service = named ?? stored;
  const continueToService = useCallback(
    () => navigate(pathFor(serviceRouteFor(service)), { replace: true }),
    [navigate, service],
  );
  return { service, continueToService };
};
