import { useCallback } from 'react';
import type { ServiceRegistration, ServiceRegistrationRequest } from '../api';
import { ensureApi } from '../store/api-loader';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { ja } from '../i18n/ja';
import { loadCurrentUser } from '../identity/current-user';
import { selectInsurerNumber } from '../identity/current-user-slice';
import { toErrorMessage } from '../lib/error-message';

export type RegistrationOutcome = { ok: true; registration: ServiceRegistration } | { ok: false; message: string };

/**
 * Accepting a service's terms (spec section 4, Terms accepted): register through the plain or pseudonymized endpoint
 * as the insurer's member_format says, then refresh tokens so the new agreement is in the session.
 */
export const useServiceRegistration = () => {
  const dispatch = useAppDispatch();
  const insurerNumber = useAppSelector(selectInsurerNumber);

  return useCallback(
    async (request: ServiceRegistrationRequest): Promise<RegistrationOutcome> => {
      // The eligibility guard in front of every terms screen makes this unreachable; say so rather than guess.
      if (!insurerNumber) return { ok: false, message: ja.terms.failed };
      try {
        const api = await dispatch(ensureApi());
        const insurer = await dispatch(
          api.endpoints.getInsurer.initiate({ insurerNumber }, { subscribe: false }),
        ).unwrap();
        const endpoint =
          insurer.config.member_format === 'PSEUDONYMIZED'
            ? api.endpoints.createPseudonymizedServiceRegistration
            : api.endpoints.createServiceRegistration;
        const registration = await dispatch(endpoint.initiate({ serviceRegistrationRequest: request })).unwrap();
        // The registration has happened: a failed refresh must not hide that, the next load reads the member afresh.
        await dispatch(loadCurrentUser({ forceRefresh: true }));
        return { ok: true, registration };
      } catch (error) {
        return {
          ok: false,
          message: `${ja.terms.failed}\n${toErrorMessage(error)}`,
        };
      }
    },
    [dispatch, insurerNumber],
  );
};
