import { precomputeSrpPair as precomputeWith } from './srp-pairs';
import { spawnSrpWorker } from './srp-worker-spawn';

/** The app's side of ./srp-pairs.ts: its worker is webpack's chunk of ./srp-worker.ts. */
export { giveSrpPair, holdSrpPair, takeSrpPair, workerS } from './srp-pairs';

export const precomputeSrpPair = () => precomputeWith(spawnSrpWorker);
