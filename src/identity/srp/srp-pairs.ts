import type { SrpAnswer, SrpPair, SrpSInput, SrpWork } from './srp-math';

/**
 * SRP's math off the main thread (docs/performance.md "SRP's math"): a worker computes `a`/`A` while the member types
 * and `S` after Enter; missing, failed or busy, Amplify computes instead and the sign-in never waits for it. The boot
 * script's copy (src/boot) and the app's share one state on the page's window: one worker, each pair handed out once.
 */

type Answer = { id?: number; pair?: SrpPair; S?: string } | undefined;
type Waiting = (answer: Answer) => void;

interface SrpState {
  /** The worker; null once it failed or could not start (never tried again: Amplify's own math does the work). */
  worker?: Worker | null;
  /** The first caller's way to start it (the boot's from the page's HTML, the app's from webpack's URL). */
  spawn?: () => Worker;
  waiting: Map<number, Waiting>;
  lastId: number;
  ready?: SrpPair;
  computing: boolean;
  /** The pair of an InitiateAuth already sent, then of the sign-in about to start; the worker stays free for its `S`. */
  held?: SrpPair;
  given?: SrpPair;
  /** The last `S` asked of the worker, by `a`, B and U (never x: no password-derived key outlives the ask); taken once. */
  lastS?: [key: string, S: Promise<string | undefined>];
}

const STATE_KEY = '__portalSrp';

const state = (): SrpState => {
  const holder = globalThis as typeof globalThis & { [STATE_KEY]?: SrpState };
  holder[STATE_KEY] ??= { waiting: new Map(), lastId: 0, computing: false };
  return holder[STATE_KEY];
};

const giveUp = () => {
  const srp = state();
  srp.worker?.terminate();
  srp.worker = null;
  srp.waiting.forEach((answer) => answer(undefined));
  srp.waiting.clear();
};

const start = (): Worker | null => {
  const srp = state();
  if (srp.worker !== undefined) return srp.worker;
  if (!srp.spawn) return null;
  let worker: Worker;
  try {
    worker = srp.spawn();
  } catch {
    srp.worker = null;
    return null;
  }
  srp.worker = worker;
  worker.onmessage = (event: MessageEvent<SrpAnswer>) => {
    const answer = srp.waiting.get(event.data.id);
    srp.waiting.delete(event.data.id);
    answer?.(event.data);
  };
  worker.onerror = giveUp;
  return worker;
};

const ask = (running: Worker, request: SrpWork) =>
  new Promise<Answer>((resolve) => {
    const srp = state();
    srp.lastId += 1;
    srp.waiting.set(srp.lastId, resolve);
    running.postMessage({ ...request, id: srp.lastId });
  });

/** Starts computing a pair unless one is ready, on its way or held (cheap on every key); `spawn` as a first start. */
export const precomputeSrpPair = (spawn?: () => Worker) => {
  const srp = state();
  srp.spawn ??= spawn;
  if (srp.ready || srp.computing || srp.held) return;
  const running = start();
  if (!running) return;
  srp.computing = true;
  void ask(running, { kind: 'pair' }).then((answer) => {
    srp.computing = false;
    srp.ready = answer?.pair;
  });
};

/** The precomputed pair, handed out once and forgotten: never reused for a retry or another member. */
export const takeSrpPair = (): SrpPair | undefined => {
  const srp = state();
  const pair = srp.given ?? srp.ready;
  if (srp.given) srp.given = undefined;
  else srp.ready = undefined;
  return pair;
};

/** `S` from the worker, or undefined when it is busy or gone; the same exchange asked again takes the first answer. */
export const workerS = (input: SrpSInput): Promise<string | undefined> | undefined => {
  const srp = state();
  const key = `${input.a}:${input.B}:${input.U}`;
  const shared = srp.lastS;
  srp.lastS = undefined;
  if (shared?.[0] === key) return shared[1];
  if (!srp.worker || srp.waiting.size) return undefined;
  const S = ask(srp.worker, { kind: 'S', input }).then((answer) => answer?.S);
  srp.lastS = [key, S];
  return S;
};

/** Takes the ready pair for an InitiateAuth sent before the sign-in starts. */
export const holdSrpPair = (): SrpPair | undefined => {
  const held = takeSrpPair();
  state().held = held;
  return held;
};

/** Ends the hold: `pair` is the one the next sign-in takes (none: dropped); a fresh pair stays for the one after. */
export const giveSrpPair = (pair: SrpPair | undefined) => {
  const srp = state();
  srp.held = undefined;
  srp.given = pair;
};
