import BigInteger from 'amplify-auth-srp/BigInteger/BigInteger';
import type { AuthBigInteger } from 'amplify-auth-srp/BigInteger/types';
import { calculateS as amplifyCalculateS } from 'amplify-auth-srp/calculate/calculateS';
import { workerS } from './srp-precompute';

type Input = Parameters<typeof amplifyCalculateS>[0];

/** Amplify's calculateS, replaced at build time: `S` from the SRP worker when it is free, else Amplify's own. */
export const calculateS = async (input: Input): Promise<AuthBigInteger> => {
  const { a, g, k, x, B, N, U } = input;
  const hex = (value: AuthBigInteger) => value.toString(16);
  const S = await workerS({ a: hex(a), g: hex(g), k: hex(k), x: hex(x), B: hex(B), N: hex(N), U: hex(U) });
  return S === undefined ? amplifyCalculateS(input) : new BigInteger(S, 16);
};
