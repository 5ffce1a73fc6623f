/** Its own file so webpack bundles ./srp-worker as a worker chunk, and jest can map it. */
export const spawnSrpWorker = (): Worker =>
  new Worker(new URL('./srp-worker.ts', import.meta.url), { name: 'on-demand-srp' });
