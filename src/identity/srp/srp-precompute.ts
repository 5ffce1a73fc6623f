import type { SrpAnswer, SrpPair, SrpSInput, SrpWork } from './srp-math';
import { spawnSrpWorker } from './srp-worker-spawn';

/**
 * SRP's big-number math off the main thread (issue 23; docs/performance.md "SRP's math"). The sign-in form calls
 * `precomputeSrpPair` from its first focus and on every input: a Web Worker (./srp-worker) computes a fresh random `a`
 * and `A = g^a mod N` while the member types, and Amplify's getAuthenticationHelper (replaced at build time by
 * ./get-authentication-helper) takes it after Enter instead of computing it then. Amplify's calculateS (replaced by
 * ./calculate-s) asks the same worker for `S`. Whenever the worker is not there (no Worker, it failed, the pair is not
 * ready yet, or it is busy) Amplify computes on the main thread as before: the sign-in never waits for the worker and
 * never fails because of it.
 */

type Waiting = (answer: SrpAnswer | undefined) => void;

/** The worker; null once it failed or could not start (never tried again: Amplify's own math does the work). */
let worker: Worker | null | undefined;
const waiting = new Map<number, Waiting>();
let lastId = 0;
/** A pair computed and not yet used. */
let ready: SrpPair | undefined;
let computing = false;

const giveUp = () => {
  worker?.terminate();
  worker = null;
  for (const answer of waiting.values()) answer(undefined);
  waiting.clear();
};

const start = (): Worker | null => {
  if (worker !== undefined) return worker;
  try {
    worker = spawnSrpWorker();
  } catch {
    worker = null;
    return worker;
  }
  worker.onmessage = (event: MessageEvent<SrpAnswer>) => {
    const answer = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    answer?.(event.data);
  };
  worker.onerror = giveUp;
  return worker;
};

/** One request to the worker; undefined when it failed (or could not answer). */
const ask = (running: Worker, request: SrpWork) =>
  new Promise<SrpAnswer | undefined>((resolve) => {
    lastId += 1;
    waiting.set(lastId, resolve);
    running.postMessage({ ...request, id: lastId });
  });

/** Starts computing a pair in the worker unless one is ready or on its way (cheap to call on every key). */
export const precomputeSrpPair = () => {
  if (ready || computing) return;
  const running = start();
  if (!running) return;
  computing = true;
  void ask(running, { kind: 'pair' }).then((answer) => {
    computing = false;
    if (answer && 'pair' in answer) ready = answer.pair;
  });
};

/**
 * The precomputed pair when one is ready, else undefined (the caller computes its own). A pair is handed out once and
 * forgotten here at that moment: it is never used for a second sign-in attempt, a retry, or another member. The next
 * pair is computed when the member types again.
 */
export const takeSrpPair = (): SrpPair | undefined => {
  const pair = ready;
  ready = undefined;
  return pair;
};

/**
 * `S` computed by the worker, or undefined at once when it cannot take the work now (none, failed, or busy with a pair:
 * the caller computes on the main thread rather than wait behind it). The promise gives undefined if the worker fails.
 */
export const workerS = (input: SrpSInput): Promise<string | undefined> | undefined => {
  if (!worker || waiting.size) return undefined;
  return ask(worker, { kind: 'S', input }).then((answer) => (answer && 'S' in answer ? answer.S : undefined));
};
