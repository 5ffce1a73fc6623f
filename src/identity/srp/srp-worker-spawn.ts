/** Starts the SRP worker (its own file so webpack bundles ./srp-worker as a worker chunk; jest maps this module). */
export const spawnSrpWorker = (): Worker => new Worker(new URL('./srp-worker.ts', import.meta.url), { name: 'srp' });
