import { useMemo } from 'react';
import { useFindInsurerConfigQuery, useGetInsurerQuery } from '../../api';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/eligibility';
import { toErrorMessage } from '../../lib/error-message';
import { isValidInsurerNumber, normalizeInsurerNumber } from '../../lib/insurer-number';
import { fromInsurer, fromInsurerConfig, type ResolvedInsurer } from './registration';

export interface InsurerLookup {
  /** 'alias': the insurer came from the `insurer` query and is shown read-only; 'number': the member types it. */
  mode: 'alias' | 'number';
  insurer?: ResolvedInsurer;
  resolving: boolean;
  problem?: string;
}

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/**
 * Resolves the insurer by the alias query or else by the typed number. `currentData` only: a result for an earlier
 * number never stands for the one now typed.
 */
export const useInsurerLookup = (aliasCode: string | undefined, typedNumber: string): InsurerLookup => {
  const byAlias = useFindInsurerConfigQuery({ aliasCode: aliasCode ?? '' }, { skip: !aliasCode });
  const aliasFailed = Boolean(aliasCode) && byAlias.isError;
  const number = normalizeInsurerNumber(typedNumber);
  const numberReady = (!aliasCode || aliasFailed) && isValidInsurerNumber(number);
  const byNumber = useGetInsurerQuery({ insurerNumber: number }, { skip: !numberReady });
  // Stable objects while the answers stay the same: the form rebuilds its validation only when the insurer changes.
  const aliasInsurer = useMemo(
    () => (byAlias.currentData ? fromInsurerConfig(byAlias.currentData) : undefined),
    [byAlias.currentData],
  );
  const numberInsurer = useMemo(
    () => (byNumber.currentData ? fromInsurer(byNumber.currentData) : undefined),
    [byNumber.currentData],
  );

  if (aliasCode && !aliasFailed) {
    return { mode: 'alias', insurer: aliasInsurer, resolving: byAlias.isFetching };
  }
  const aliasProblem = aliasFailed ? ja.eligibility.aliasNotFound : undefined;
  if (!numberReady) return { mode: 'number', resolving: false, problem: aliasProblem };
  if (byNumber.isError && !byNumber.isFetching) {
    return {
      mode: 'number',
      resolving: false,
      problem: isNotFound(byNumber.error) ? ja.eligibility.insurerNotFound : toErrorMessage(byNumber.error),
    };
  }
  return {
    mode: 'number',
    insurer: numberInsurer,
    resolving: byNumber.isFetching,
    problem: aliasProblem,
  };
};
