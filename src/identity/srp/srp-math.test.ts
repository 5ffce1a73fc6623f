import BigInteger from 'amplify-auth-srp/BigInteger/BigInteger';
import type { AuthBigInteger } from 'amplify-auth-srp/BigInteger/types';
import { calculateA } from 'amplify-auth-srp/calculate/calculateA';
import { INIT_N } from 'amplify-auth-srp/constants';
import { answerSrp, computePair } from './srp-math';

// Amplify's own math (jsbn, its CommonJS build in jest) is the reference for the worker's native BigInt.
const big = (hex: string): AuthBigInteger => new BigInteger(hex, 16);
const N = big(INIT_N);
const g = big('2');
const bytes = (seed: number) => Uint8Array.from({ length: 128 }, (_, index) => (index * 37 + seed * 101) % 256);
const hexOf = (value: AuthBigInteger) => value.toString(16);

describe('the SRP worker math against Amplify', () => {
  it.each([1, 2, 3])('computes the same A as Amplify for a fixed a (%i)', async (seed) => {
    const pair = computePair(bytes(seed));
    expect(pair.a).toBe(Buffer.from(bytes(seed)).toString('hex'));
    const A = await calculateA({ a: big(pair.a), g, N });
    expect(pair.A).toBe(hexOf(A));
  });

  it('answers each request by its id, and a request it cannot compute as failed instead of throwing', () => {
    const random = jest.fn(() => bytes(1));
    expect(answerSrp({ id: 4, kind: 'pair' }, random)).toEqual({ id: 4, pair: computePair(bytes(1)) });
    expect(random).toHaveBeenCalledTimes(1);
    const broken = () => {
      throw new Error('no randomness');
    };
    expect(answerSrp({ id: 5, kind: 'pair' }, broken)).toEqual({ id: 5, failed: true });
  });
});
