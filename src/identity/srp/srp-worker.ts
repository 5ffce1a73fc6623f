import { answerSrp, type SrpAnswer, type SrpRequest } from './srp-math';

/**
 * The SRP worker (started by ./srp-precompute): computes a fresh `a`/`A` pair while the member types and `S` between
 * the two identity calls, off the main thread. It keeps nothing: every pair is made from new random bytes and handed
 * to the page, which uses it once.
 */
// The worker's global scope, typed by what it uses (the DOM library types `self` as a window).
const scope = self as unknown as {
  onmessage: (event: MessageEvent<SrpRequest>) => void;
  postMessage: (answer: SrpAnswer) => void;
};
scope.onmessage = (event: MessageEvent<SrpRequest>) => {
  scope.postMessage(answerSrp(event.data, () => crypto.getRandomValues(new Uint8Array(128))));
};
