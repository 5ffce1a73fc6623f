import { answerSrp, type SrpAnswer, type SrpRequest } from './srp-math';

/** The SRP worker. It keeps nothing: every pair comes from new random bytes and is used once. */
const scope = self as unknown as {
  onmessage: (event: MessageEvent<SrpRequest>) => void;
  postMessage: (answer: SrpAnswer) => void;
};
scope.onmessage = (event: MessageEvent<SrpRequest>) => {
  scope.postMessage(answerSrp(event.data, () => crypto.getRandomValues(new Uint8Array(128))));
};
