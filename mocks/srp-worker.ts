import { answerSrp, type SrpAnswer, type SrpRequest } from '../src/identity/srp/srp-math';

/**
 * The SRP worker in jest (jest.config.ts maps src/identity/srp/srp-worker-spawn here): the real worker's code
 * (`answerSrp`) run in the test's thread, each answer posted in a later task as a worker's would be. Tests read the
 * workers started (`srpWorkers`) and their requests, and can make one fail as a real worker's error event would.
 */
export class SrpWorkerDouble {
  onmessage: ((event: MessageEvent<SrpAnswer>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly requests: SrpRequest[] = [];
  terminated = false;

  postMessage(request: SrpRequest) {
    this.requests.push(request);
    setTimeout(() => {
      if (this.terminated) return;
      const data = answerSrp(request, () => crypto.getRandomValues(new Uint8Array(128)));
      this.onmessage?.(new MessageEvent('message', { data }));
    }, 0);
  }

  /** What a real worker does when its script fails: an error event, and no answer to what it was asked. */
  fail() {
    this.terminated = true;
    this.onerror?.(new Event('error'));
  }

  terminate() {
    this.terminated = true;
  }
}

export const srpWorkers: SrpWorkerDouble[] = [];

/** Set by a test to make the next start fail (a browser without Worker, or one that refuses the script). */
export const srpWorkerStart = { refuse: false };

export const spawnSrpWorker = (): Worker => {
  if (srpWorkerStart.refuse) throw new Error('Worker is not supported');
  const worker = new SrpWorkerDouble();
  srpWorkers.push(worker);
  return worker as unknown as Worker;
};
