import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreatePseudonymizedWhiteIdAccountMutation, useCreateWhiteIdAccountMutation } from '../../api';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loadCurrentUser } from '../../identity/current-user';
import { toErrorMessage } from '../../lib/error-message';
import {
  eligibilityTargetSet,
  safeEligibilityTarget,
  selectEligibilityTarget,
} from '../../routing/navigation-context-slice';
import { serviceRouteFor } from '../../routing/originating-service';
import { pathFor } from '../../routing/route-names';
import { useOriginatingService } from '../../routing/use-originating-service';
import {
  isPseudonymized,
  toPseudonymizedRequest,
  toWhiteIdAccountRequest,
  type RegistrationValues,
  type ResolvedInsurer,
} from './registration';

export type RegistrationFailure = { kind: 'notConfirmed' } | { kind: 'error'; message: string };

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/**
 * Registers eligibility (spec section 4): refresh tokens and the current user, then go back to the interrupted route,
 * else the originating service, else AccountHome. The form keeps its values on failure.
 */
export const useRegistration = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const target = safeEligibilityTarget(useAppSelector(selectEligibilityTarget));
  const { service } = useOriginatingService();
  const [createFile] = useCreateWhiteIdAccountMutation();
  const [createPseudonymized] = useCreatePseudonymizedWhiteIdAccountMutation();
  const [failure, setFailure] = useState<RegistrationFailure>();

  const register = async (insurer: ResolvedInsurer, values: RegistrationValues) => {
    setFailure(undefined);
    const result = isPseudonymized(insurer)
      ? await createPseudonymized({ pseudonymizedWhiteIdAccountRequest: toPseudonymizedRequest(insurer, values) })
      : await createFile({ whiteIdAccountRequest: toWhiteIdAccountRequest(insurer, values) });
    if (result.error) {
      setFailure(
        isNotFound(result.error) ? { kind: 'notConfirmed' } : { kind: 'error', message: toErrorMessage(result.error) },
      );
      return;
    }
    // New tokens carry the insurer; a failure here is left to the next route's guard, which reports it.
    await dispatch(loadCurrentUser({ forceRefresh: true }));
    if (target) {
      dispatch(eligibilityTargetSet(undefined));
      await navigate(`${pathFor(target.name)}${target.search}`, { replace: true });
      return;
    }
    await navigate(pathFor(serviceRouteFor(service)), { replace: true });
  };

  return { register, failure };
};
