import BigInteger from 'amplify-auth-srp/BigInteger/BigInteger';
import type { AuthBigInteger } from 'amplify-auth-srp/BigInteger/types';
import { calculateA } from 'amplify-auth-srp/calculate/calculateA';
import { calculateS } from 'amplify-auth-srp/calculate/calculateS';
import { calculateU } from 'amplify-auth-srp/calculate/calculateU';
import { INIT_N } from 'amplify-auth-srp/constants';
import { getHashFromData } from 'amplify-auth-srp/getHashFromData';
import { getHashFromHex } from 'amplify-auth-srp/getHashFromHex';
import { getPaddedHex } from 'amplify-auth-srp/getPaddedHex';
import { answerSrp, computePair, computeS } from './srp-math';

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

  it('computes the same S as Amplify for a fixed a, a known B, salt and password', async () => {
    const a = big(computePair(bytes(7)).a);
    const A = await calculateA({ a, g, N });
    // B as Cognito makes it: k*v + g^b mod N, here with a fixed b and verifier v.
    const B = await calculateA({ a: big('5a'.repeat(128)), g, N });
    const salt = big('00c0ffee1234567890abcdef');
    const k = big(getHashFromHex(`${getPaddedHex(N)}${getPaddedHex(g)}`));
    const U = calculateU({ A, B });
    const x = big(getHashFromHex(getPaddedHex(salt) + getHashFromData('eu-west-1_poolmember@example.com:Passw0rd!')));
    const expected = await calculateS({ a, g, k, x, B, N, U });
    const input = { a: hexOf(a), g: hexOf(g), k: hexOf(k), x: hexOf(x), B: hexOf(B), N: hexOf(N), U: hexOf(U) };
    expect(computeS(input)).toBe(hexOf(expected));
    // A B smaller than k * g^x makes the base negative: reduced mod N as jsbn does.
    const smallB = big('3');
    const expectedSmall = await calculateS({ a, g, k, x, B: smallB, N, U });
    expect(computeS({ ...input, B: '3' })).toBe(hexOf(expectedSmall));
  });

  it('answers each request by its id, and a request it cannot compute as failed instead of throwing', () => {
    const random = jest.fn(() => bytes(1));
    expect(answerSrp({ id: 4, kind: 'pair' }, random)).toEqual({ id: 4, pair: computePair(bytes(1)) });
    expect(random).toHaveBeenCalledTimes(1);
    const broken = { a: 'zz', g: '2', k: '1', x: '1', B: '1', N: INIT_N, U: '1' };
    expect(answerSrp({ id: 5, kind: 'S', input: broken }, random)).toEqual({ id: 5, failed: true });
  });
});
