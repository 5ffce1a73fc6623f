import type { Page } from '@playwright/test';

/**
 * What SRP's worker (src/identity/srp) answered the page, and what the sign-in sent: an init script adds a listener to
 * every Worker the page starts (the app's own handler is untouched) and keeps the `A` of each pair it answers and
 * counts the `S` it answers; the `SRP_A` of each InitiateAuth request is read from the request. A sign-in that used the worker's pair sends that `A`.
 */
export const watchSrp = async (page: Page) => {
  await page.addInitScript(() => {
    const answered: string[] = [];
    const seen = window as unknown as { srpPairsAnswered: string[]; srpSAnswered: number };
    seen.srpPairsAnswered = answered;
    seen.srpSAnswered = 0;
    const PageWorker = window.Worker;
    window.Worker = class extends PageWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        this.addEventListener('message', (event: MessageEvent<{ pair?: { A: string }; S?: string }>) => {
          if (event.data.pair) answered.push(event.data.pair.A);
          if (event.data.S) seen.srpSAnswered += 1;
        });
      }
    };
  });
  const sent: string[] = [];
  page.on('request', (request) => {
    if (!request.headers()['x-amz-target']?.endsWith('.InitiateAuth')) return;
    const body = request.postDataJSON() as { AuthParameters?: { SRP_A?: string } } | null;
    if (body?.AuthParameters?.SRP_A) sent.push(body.AuthParameters.SRP_A);
  });
  const worker = page.waitForEvent('worker', (started) =>
    /\/assets\/on-demand-srp(\.[0-9a-f]+)?\.js$/.test(started.url()),
  );
  return {
    /** The SRP worker, once the page started it. */
    worker,
    /** The `A` of every pair the worker answered, in order. */
    pairs: () => page.evaluate(() => [...(window as unknown as { srpPairsAnswered: string[] }).srpPairsAnswered]),
    /** How many times the worker answered `S`. */
    sAnswered: () => page.evaluate(() => (window as unknown as { srpSAnswered: number }).srpSAnswered),
    /** The `SRP_A` of every InitiateAuth the page sent, in order. */
    sent,
  };
};
