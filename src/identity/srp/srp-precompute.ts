import type { SrpAnswer, SrpPair, SrpSInput, SrpWork } from './srp-math';
import { spawnSrpWorker } from './srp-worker-spawn';

/**
 * SRP's big-number math off the main thread (docs/performance.md "SRP's math"): a worker computes `a`/`A` while the
 * member types and `S` after Enter. Whenever the worker is missing, failed or busy, Amplify computes on the main
 * thread: the sign-in never waits for the worker and never fails because of it.
 */

type Waiting = (answer: SrpAnswer | undefined) => void;

/** The worker; null once it failed or could not start (never tried again: Amplify's own math does the work). */
let worker: Worker | null | undefined;
const waiting = new Map<number, Waiting>();
let lastId = 0;
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

const ask = (running: Worker, request: SrpWork) =>
  new Promise<SrpAnswer | undefined>((resolve) => {
    lastId += 1;
    waiting.set(lastId, resolve);
    running.postMessage({ ...request, id: lastId });
  });

// The pair of an InitiateAuth already sent, then of the sign-in about to start; the worker stays free for its `S`.
let held: SrpPair | undefined;
let given: SrpPair | undefined;

/** Starts computing a pair unless one is ready, on its way or held (cheap to call on every key). */
export const precomputeSrpPair = () => {
  if (ready || computing || held) return;
  const running = start();
  if (!running) return;
  computing = true;
  void ask(running, { kind: 'pair' }).then((answer) => {
    computing = false;
    if (answer && 'pair' in answer) ready = answer.pair;
  });
};

/** The precomputed pair, handed out once and forgotten: never reused for a retry or another member. */
export const takeSrpPair = (): SrpPair | undefined => {
  const pair = given ?? ready;
  if (given) given = undefined;
  else ready = undefined;
  return pair;
};

/** `S` from the worker, or undefined at once when it cannot take the work now (the caller computes it instead). */
export const workerS = (input: SrpSInput): Promise<string | undefined> | undefined => {
  if (!worker || waiting.size) return undefined;
  return ask(worker, { kind: 'S', input }).then((answer) => (answer && 'S' in answer ? answer.S : undefined));
};

/** Takes the ready pair for an InitiateAuth sent before the sign-in starts. */
export const holdSrpPair = (): SrpPair | undefined => {
  held = takeSrpPair();
  return held;
};

/** Ends the hold: `pair` is the one the next sign-in takes (none: dropped); a fresh pair stays for the one after. */
export const giveSrpPair = (pair: SrpPair | undefined) => {
  held = undefined;
  given = pair;
};
