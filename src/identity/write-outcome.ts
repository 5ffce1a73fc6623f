import { attemptsOf, resetAttempts, type AttemptRecord } from './attempts';
import { MAY_HAVE_SUCCEEDED, toIdentityError, type IdentityError, type IdentityWrite } from './errors';

export { MAY_HAVE_SUCCEEDED, isMayHaveSucceeded, type IdentityWrite } from './errors';

/**
 * A write that succeeded is never reported as failed. Amplify retries identity calls (./attempts), so an answer may
 * be about a state an earlier attempt already changed (a retried ChangePassword says the password is wrong).
 * `settleWrite` decides from the answer and, where readable, the member's state: done, failed, or unknown
 * (MAY_HAVE_SUCCEEDED: the screens say the change may already be made).
 */
const statusOf = (error: unknown): number | undefined => {
  const status = (error as { metadata?: { httpStatusCode?: unknown } } | undefined)?.metadata?.httpStatusCode;
  return typeof status === 'number' ? status : undefined;
};

/**
 * Whether a failed write may still have taken effect: some attempt ended without a definite answer (none, or a 5xx).
 * Attempts all answered with a 4xx are a plain failure. Without a record, the final error alone.
 */
export const outcomeIsOpen = (error: unknown, record?: AttemptRecord): boolean => {
  if (record) return record.uncertain > 0;
  const status = statusOf(error);
  return toIdentityError(error).name === 'NetworkError' || (status !== undefined && status >= 500);
};

export interface WritePlan<T> {
  /** The answer itself shows the write in effect; `earlier`: an earlier attempt may have made it. */
  doneBy?: (error: IdentityError, earlier: boolean) => boolean;
  /** Reads the member's real state: true when the write is in effect, false when not; throws when it cannot tell. */
  inEffect?: () => Promise<boolean>;
  /** What the call resolves with when the answer or the state shows the write in effect. */
  doneValue?: T;
}

export type Verdict<T> = { kind: 'done'; value: T } | { kind: 'failed' } | { kind: 'check' } | { kind: 'unknown' };

/** The decision from the answer alone (pure; `settleWrite` reads the state when it says 'check'). */
export const judgeFailedWrite = <T>(
  error: unknown,
  record: AttemptRecord | undefined,
  plan: WritePlan<T>,
): Verdict<T> => {
  const open = outcomeIsOpen(error, record);
  if (plan.doneBy?.(toIdentityError(error), open)) return { kind: 'done', value: plan.doneValue as T };
  if (!open) return { kind: 'failed' };
  return plan.inEffect ? { kind: 'check' } : { kind: 'unknown' };
};

const mayHaveSucceeded = (write: IdentityWrite) => Object.assign(new Error(write), { name: MAY_HAVE_SUCCEEDED });

/**
 * Runs one identity write (`operation` as in X-Amz-Target) and settles a failure as above. A state showing the write
 * not in effect lets the answer stand, and the member may safely try again.
 */
export const settleWrite = async <T>(
  write: IdentityWrite,
  operation: string,
  call: () => Promise<T>,
  plan: WritePlan<T> = {},
): Promise<T> => {
  resetAttempts(operation);
  try {
    return await call();
  } catch (error) {
    const verdict = judgeFailedWrite(error, attemptsOf(operation), plan);
    if (verdict.kind === 'done') return verdict.value;
    if (verdict.kind === 'failed') throw error;
    if (verdict.kind === 'check' && plan.inEffect) {
      let inEffect: boolean;
      try {
        inEffect = await plan.inEffect();
      } catch {
        throw mayHaveSucceeded(write);
      }
      if (inEffect) return plan.doneValue as T;
      throw error;
    }
    throw mayHaveSucceeded(write);
  }
};
