/**
 * Starts the SRP worker (its own file so webpack bundles ./srp-worker as a worker chunk; jest maps this module). Its
 * chunk is named as the other chunks that are not routes (`on-demand-`, scripts/lib/budget.ts).
 */
export const spawnSrpWorker = (): Worker =>
  new Worker(new URL('./srp-worker.ts', import.meta.url), { name: 'on-demand-srp' });
