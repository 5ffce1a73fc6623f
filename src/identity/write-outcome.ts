import { attemptsOf, resetAttempts, type AttemptRecord } from './attempts';
import { MAY_HAVE_SUCCEEDED, toIdentityError, type IdentityError, type IdentityWrite } from './errors';

export { MAY_HAVE_SUCCEEDED, isMayHaveSucceeded, type IdentityWrite } from './errors';

/**
 * Issue 13 item 4: a write that succeeded is never reported as failed. Amplify retries identity calls (see
 * ./attempts), so the answer the portal gets may be about a state an earlier attempt already changed: a retried
 * ChangePassword says the current password is wrong, a retried ConfirmSignUp that the member cannot be confirmed, a
 * retried SignUp that the address is taken. Every identity write goes through `settleWrite`, which decides from the
 * answer and, where it can be read, the member's real state: done (go on as a success), failed (the answer stands),
 * or unknown (rejects with MAY_HAVE_SUCCEEDED; the screens say the change may already be made and how to check).
 */
const statusOf = (error: unknown): number | undefined => {
  const status = (error as { metadata?: { httpStatusCode?: unknown } } | undefined)?.metadata?.httpStatusCode;
  return typeof status === 'number' ? status : undefined;
};

/**
 * Whether a failed write may still have taken effect. When Amplify's attempts were noted (./attempts): some attempt
 * ended without a definite answer (no answer at all, or a 5xx), and the last answer may describe the state that
 * attempt made; every attempt answered with a 4xx (a throttled 429 three times, a wrong password) is a plain failure.
 * Without a record, the final error alone: a network error or a 5xx.
 */
export const outcomeIsOpen = (error: unknown, record?: AttemptRecord): boolean => {
  if (record) return record.uncertain > 0;
  const status = statusOf(error);
  return toIdentityError(error).name === 'NetworkError' || (status !== undefined && status >= 500);
};

export interface WritePlan<T> {
  /**
   * The failure answer itself shows the write is in effect; `earlier` tells whether an earlier attempt may have made
   * the write (the answer may then be about it).
   */
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
 * Runs one identity write (`operation` is Cognito's, e.g. 'ChangePassword', as Amplify names it in X-Amz-Target) and
 * settles a failure as described above. A state that shows the write not in effect lets the answer stand: after a
 * network error that is the communication error, and the member may safely try again.
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
