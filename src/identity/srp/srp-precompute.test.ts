import type { AuthBigInteger } from 'amplify-auth-srp/BigInteger/types';

/**
 * The precompute as a fresh page has it (modules loaded anew for each test, the state they share on the page's window
 * gone), with the worker double of mocks/srp-worker.ts: the real worker's code, answering in a later task.
 */
const fresh = () => {
  jest.resetModules();
  delete (window as unknown as Record<string, unknown>).__portalSrp;
  /* eslint-disable @typescript-eslint/no-require-imports */
  const precompute = require('./srp-precompute') as typeof import('./srp-precompute');
  const helper = require('./get-authentication-helper') as typeof import('./get-authentication-helper');
  const calculate = require('./calculate-s') as typeof import('./calculate-s');
  const double = require('../../../mocks/srp-worker') as typeof import('../../../mocks/srp-worker');
  const amplifyS =
    require('amplify-auth-srp/calculate/calculateS') as typeof import('amplify-auth-srp/calculate/calculateS');
  const BigInteger = (require('amplify-auth-srp/BigInteger/BigInteger') as { default: AuthBigInteger }).default;
  /* eslint-enable @typescript-eslint/no-require-imports */
  return { ...precompute, ...helper, ...calculate, ...double, amplifyS, BigInteger };
};

const answered = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SRP pair computed while the member types', () => {
  it('is computed by one worker, however many keys call for it, and used by the next sign-in', async () => {
    const srp = fresh();
    srp.precomputeSrpPair();
    srp.precomputeSrpPair();
    expect(srp.srpWorkers).toHaveLength(1);
    expect(srp.srpWorkers[0]?.requests).toEqual([{ id: 1, kind: 'pair' }]);
    await answered();
    srp.precomputeSrpPair();
    expect(srp.srpWorkers[0]?.requests).toHaveLength(1);

    const helper = await srp.getAuthenticationHelper('pool');
    // Taken: nothing is left for the next sign-in.
    expect(srp.takeSrpPair()).toBeUndefined();
    const A = helper.A.toString(16);
    expect(A).toMatch(/^[0-9a-f]{700,}$/);
    // a and A agree: A = g^a mod N, as Amplify would have computed it.
    const { calculateA } = jest.requireActual<typeof import('amplify-auth-srp/calculate/calculateA')>(
      'amplify-auth-srp/calculate/calculateA',
    );
    expect((await calculateA({ a: helper.a, g: helper.g, N: helper.N })).toString(16)).toBe(A);
  });

  it('uses the worker the page’s boot script started (src/boot) and its pair: one worker for the page', async () => {
    const srp = fresh();
    /* eslint-disable-next-line @typescript-eslint/no-require-imports */
    const pairs = require('./srp-pairs') as typeof import('./srp-pairs');
    const bootWorker = new srp.SrpWorkerDouble();
    pairs.precomputeSrpPair(() => bootWorker as unknown as Worker);
    srp.precomputeSrpPair();
    expect(srp.srpWorkers).toHaveLength(0);
    expect(bootWorker.requests).toEqual([{ id: 1, kind: 'pair' }]);
    await answered();
    const helper = await srp.getAuthenticationHelper('pool');
    expect(srp.takeSrpPair()).toBeUndefined();
    const S = await srp.calculateS({
      a: helper.a,
      g: helper.g,
      k: new srp.BigInteger('1', 16),
      x: new srp.BigInteger('1', 16),
      B: new srp.BigInteger('4d2'.repeat(200), 16),
      N: helper.N,
      U: new srp.BigInteger('1', 16),
    });
    expect(S.toString(16)).toMatch(/^[0-9a-f]+$/);
    expect(bootWorker.requests.map((request) => request.kind)).toEqual(['pair', 'S']);
  });

  it('a pair given back for the sign-in about to start (its InitiateAuth already sent) goes first; a fresh one waits', async () => {
    const srp = fresh();
    srp.precomputeSrpPair();
    await answered();
    const sent = srp.takeSrpPair();
    srp.precomputeSrpPair();
    await answered();
    srp.giveSrpPair(sent);
    expect(srp.takeSrpPair()).toBe(sent);
    const fresh2 = srp.takeSrpPair();
    expect(fresh2?.A).toMatch(/^[0-9a-f]{700,}$/);
    expect(fresh2).not.toBe(sent);
    // Given back, then dropped (another member's sign-in): never used.
    srp.giveSrpPair(sent);
    srp.giveSrpPair(undefined);
    expect(srp.takeSrpPair()).toBeUndefined();
  });

  it('computes no pair while one is held for an InitiateAuth already sent, so the worker is free for its S', async () => {
    const srp = fresh();
    srp.precomputeSrpPair();
    await answered();
    const held = srp.holdSrpPair();
    expect(held?.A).toMatch(/^[0-9a-f]{700,}$/);
    srp.precomputeSrpPair();
    expect(srp.srpWorkers[0]?.requests).toHaveLength(1);
    // Released (the sign-in took it, or it was dropped): typing computes the next one.
    srp.giveSrpPair(undefined);
    srp.precomputeSrpPair();
    expect(srp.srpWorkers[0]?.requests).toHaveLength(2);
  });

  it('is used once: a second sign-in (a retry, another member) computes its own a and A', async () => {
    const srp = fresh();
    srp.precomputeSrpPair();
    await answered();
    const first = await srp.getAuthenticationHelper('pool');
    expect(srp.takeSrpPair()).toBeUndefined();
    const second = await srp.getAuthenticationHelper('pool');
    expect(second.a.toString(16)).not.toBe(first.a.toString(16));
    expect(second.A.toString(16)).not.toBe(first.A.toString(16));
    // Typing again after that attempt asks the worker for a new pair, different again.
    srp.precomputeSrpPair();
    await answered();
    expect(srp.srpWorkers[0]?.requests.map((request) => request.kind)).toEqual(['pair', 'pair']);
    const third = await srp.getAuthenticationHelper('pool');
    expect(new Set([first, second, third].map((helper) => helper.a.toString(16))).size).toBe(3);
  });

  it('does not hold the sign-in up when the pair is not ready yet: Amplify computes its own, the pair waits', async () => {
    const srp = fresh();
    srp.precomputeSrpPair();
    const helper = await srp.getAuthenticationHelper('pool');
    expect(helper.A.toString(16)).toMatch(/^[0-9a-f]+$/);
    await answered();
    const later = srp.takeSrpPair();
    expect(later?.A).not.toBe(helper.A.toString(16));
  });

  it('signs in with Amplify math alone when no worker can start', async () => {
    const srp = fresh();
    srp.srpWorkerStart.refuse = true;
    srp.precomputeSrpPair();
    srp.precomputeSrpPair();
    expect(srp.srpWorkers).toHaveLength(0);
    const helper = await srp.getAuthenticationHelper('pool');
    expect(helper.A.toString(16)).toMatch(/^[0-9a-f]+$/);
    expect(srp.workerS({ a: '1', g: '2', k: '1', x: '1', B: '1', N: 'b', U: '1' })).toBeUndefined();
  });

  it('gives up on a worker that failed, and never asks it again', async () => {
    const srp = fresh();
    srp.precomputeSrpPair();
    srp.srpWorkers[0]?.fail();
    await answered();
    expect(srp.takeSrpPair()).toBeUndefined();
    srp.precomputeSrpPair();
    expect(srp.srpWorkers).toHaveLength(1);
    expect(srp.srpWorkers[0]?.requests).toHaveLength(1);
    expect((await srp.getAuthenticationHelper('pool')).A.toString(16)).toMatch(/^[0-9a-f]+$/);
  });
});

describe('S computed by the worker between the two identity calls', () => {
  const inputOf = (srp: ReturnType<typeof fresh>, a: AuthBigInteger) => {
    const big = (hex: string) => new srp.BigInteger(hex, 16);
    return {
      a,
      g: big('2'),
      k: big('538282c4354742d7cbbde2359fcf67f9f5b3a6b08791e5011b43b8a5b66d9ee6'),
      x: big('9a3f1b2c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8'),
      B: big('4d2'.repeat(200)),
      N: big(jest.requireActual<typeof import('amplify-auth-srp/constants')>('amplify-auth-srp/constants').INIT_N),
      U: big('1f2e3d4c5b6a79881f2e3d4c5b6a79881f2e3d4c5b6a79881f2e3d4c5b6a7988'),
    };
  };

  /** A page whose worker answered its pair, and the `S` numbers of the sign-in that took it. */
  const signingIn = async () => {
    const srp = fresh();
    srp.precomputeSrpPair();
    await answered();
    const helper = await srp.getAuthenticationHelper('pool');
    return { srp, input: inputOf(srp, helper.a) };
  };
  const kinds = (srp: ReturnType<typeof fresh>) => srp.srpWorkers[0]?.requests.map((request) => request.kind);

  it("is the worker's, equal to what Amplify computes", async () => {
    const { srp, input } = await signingIn();
    const S = await srp.calculateS(input);
    expect(kinds(srp)).toEqual(['pair', 'S']);
    expect(S.toString(16)).toBe((await srp.amplifyS.calculateS(input)).toString(16));
  });

  it("is computed once for the sign-in: Amplify's claim takes the answer the boot's claim asked for, once", async () => {
    const { srp, input } = await signingIn();
    // The boot's claim (./password-claim.ts), with the numbers written as Amplify writes them.
    const hex = (value: AuthBigInteger) => value.toString(16);
    const bootS = srp.workerS({
      a: hex(input.a),
      g: '2',
      k: hex(input.k),
      x: hex(input.x),
      B: hex(input.B),
      N: hex(input.N),
      U: hex(input.U),
    });
    // Amplify asks while the worker is still computing it: the same answer, not its own math on the main thread.
    const ownMath = jest.spyOn(srp.amplifyS, 'calculateS');
    const amplifyS = srp.calculateS(input);
    expect(kinds(srp)).toEqual(['pair', 'S']);
    const S = (await amplifyS).toString(16);
    expect(ownMath).not.toHaveBeenCalled();
    ownMath.mockRestore();
    const expected = (await srp.amplifyS.calculateS(input)).toString(16);
    expect(await bootS).toBe(expected);
    expect(S).toBe(expected);
    // Taken once: a third ask (another claim) is the worker's work again.
    expect((await srp.calculateS(input)).toString(16)).toBe(expected);
    expect(kinds(srp)).toEqual(['pair', 'S', 'S']);
  });

  it('is not shared with another exchange (another B), and keeps nothing of the password on the page', async () => {
    const { srp, input } = await signingIn();
    await srp.calculateS(input);
    // The page's state holds `a`, B and U of the last ask, never x (a hash of the password); the worker double's log
    // of its messages aside, which a real worker does not keep.
    const { worker, ...kept } = (window as unknown as { __portalSrp: Record<string, unknown> }).__portalSrp;
    expect(worker).toBeDefined();
    expect(JSON.stringify(kept)).toContain(input.B.toString(16));
    expect(JSON.stringify(kept)).not.toContain(input.x.toString(16));
    const other = { ...input, B: new srp.BigInteger('5e6'.repeat(200), 16) };
    expect((await srp.calculateS(other)).toString(16)).toBe((await srp.amplifyS.calculateS(other)).toString(16));
    expect(kinds(srp)).toEqual(['pair', 'S', 'S']);
  });

  it("is Amplify's when the worker is busy, failed, or was never started", async () => {
    const busy = fresh();
    busy.precomputeSrpPair();
    const input = inputOf(busy, new busy.BigInteger('abc123', 16));
    const expected = (await busy.amplifyS.calculateS(input)).toString(16);
    expect((await busy.calculateS(input)).toString(16)).toBe(expected);
    expect(busy.srpWorkers[0]?.requests.map((request) => request.kind)).toEqual(['pair']);

    const failing = fresh();
    failing.precomputeSrpPair();
    await answered();
    const pending = failing.calculateS(input);
    failing.srpWorkers[0]?.fail();
    expect((await pending).toString(16)).toBe(expected);

    const none = fresh();
    expect((await none.calculateS(input)).toString(16)).toBe(expected);
    expect(none.srpWorkers).toHaveLength(0);
  });
});
