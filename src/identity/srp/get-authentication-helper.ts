import AuthenticationHelper from 'amplify-auth-srp/AuthenticationHelper/AuthenticationHelper';
import BigInteger from 'amplify-auth-srp/BigInteger/BigInteger';
import { calculateA } from 'amplify-auth-srp/calculate/calculateA';
import { INIT_N } from 'amplify-auth-srp/constants';
import { getHexFromBytes } from 'amplify-auth-srp/getHexFromBytes';
import { getRandomBytes } from 'amplify-auth-srp/getRandomBytes';
import { takeSrpPair } from './srp-precompute';

/**
 * Amplify's getAuthenticationHelper, replaced at build time: uses the `a`/`A` pair the worker computed while the
 * member typed (taken once), else computes it as Amplify does.
 */
export const getAuthenticationHelper = async (userPoolName: string) => {
  const N = new BigInteger(INIT_N, 16);
  const g = new BigInteger('2', 16);
  const pair = takeSrpPair();
  if (pair)
    return new AuthenticationHelper({
      userPoolName,
      a: new BigInteger(pair.a, 16),
      g,
      A: new BigInteger(pair.A, 16),
      N,
    });
  // 128 random bytes: no need to reduce a mod N - 1, N (3072 bits) is larger.
  const a = new BigInteger(getHexFromBytes(getRandomBytes(128)), 16);
  const A = await calculateA({ a, g, N });
  return new AuthenticationHelper({ userPoolName, a, g, A, N });
};
