import { INIT_N } from 'amplify-auth-srp/constants';
import { fromHex, hexOf, modPow } from './mod-pow';

/** SRP's numbers as hex strings (what crosses between the worker and the page). */
export interface SrpPair {
  /** The member's secret random `a` (128 random bytes, as Amplify's getAuthenticationHelper makes it). */
  a: string;
  /** `A = g^a mod N`, sent to Cognito with InitiateAuth. */
  A: string;
}

export interface SrpSInput {
  a: string;
  g: string;
  k: string;
  x: string;
  B: string;
  N: string;
  U: string;
}

export type SrpWork = { kind: 'pair' } | { kind: 'S'; input: SrpSInput };
export type SrpRequest = SrpWork & { id: number };
export type SrpAnswer = { id: number; pair: SrpPair } | { id: number; S: string } | { id: number; failed: true };

const N = fromHex(INIT_N);
const g = 2n;

/** `a` from 128 random bytes and `A = g^a mod N`, as Amplify's getAuthenticationHelper and calculateA compute them. */
export const computePair = (random: Uint8Array): SrpPair => {
  const a = hexOf(random);
  const A = modPow(g, fromHex(a), N);
  // Amplify's calculateA refuses the same (it cannot happen for a in [0, 2^1024) but costs nothing to check).
  if (A === 0n) throw new Error('Illegal parameter. A mod N cannot be 0.');
  return { a, A: A.toString(16) };
};

/** `S = (B - k * g^x) ^ (a + u * x) mod N`, as Amplify's calculateS computes it. */
export const computeS = (input: SrpSInput): string => {
  const [a, k, x, B, modulus, U] = [input.a, input.k, input.x, input.B, input.N, input.U].map(fromHex) as [
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
  ];
  const gx = modPow(fromHex(input.g), x, modulus);
  return modPow(B - k * gx, a + U * x, modulus).toString(16);
};

/** The worker's answer to one request (src/identity/srp/srp-worker.ts); `random` gives a pair's 128 bytes. */
export const answerSrp = (request: SrpRequest, random: () => Uint8Array): SrpAnswer => {
  try {
    return request.kind === 'pair'
      ? { id: request.id, pair: computePair(random()) }
      : { id: request.id, S: computeS(request.input) };
  } catch {
    return { id: request.id, failed: true };
  }
};
