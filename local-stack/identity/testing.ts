import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seed } from '../seed';
import { DEMO_PASSWORD, LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID } from '../../src/config/local-identity';
import { readLatestCode } from './codes';
import { decodeJwt, type Claims } from './jwt';
import { claimSignature, g, hkdfKey, k, modPow, N, poolNameOf, privateValueX, scramblingU } from './srp';
import { startIdentityStack, type IdentityStack } from './stack';
import type { RateLimits } from './rate-limit';
import type { AuthenticationResult } from './tokens';

/** Test helpers: a seeded stack on free ports in a temp dir, and raw JSON-RPC calls as a browser makes them. */

export interface RpcAnswer<T = Record<string, unknown>> {
  status: number;
  /** The x-amzn-errortype header, e.g. "NotAuthorizedException:". */
  errorType: string | null;
  body: T & { __type?: string; message?: string };
}

export interface TestIdentity {
  stack: IdentityStack;
  dataDir: string;
  call<T = Record<string, unknown>>(operation: string, body: object): Promise<RpcAnswer<T>>;
  /**
   * USER_SRP_AUTH as raw calls, both steps (the app client allows no plain-password flow): the final answer, tokens,
   * a challenge such as SMS_MFA, or the error. A helper for other tests: srp.test.ts proves SRP with Amplify's client.
   */
  srpSignIn<T = Record<string, unknown>>(email: string, password?: string): Promise<RpcAnswer<T>>;
  signIn(
    email: string,
    password?: string,
  ): Promise<Required<Pick<AuthenticationResult, 'AccessToken' | 'IdToken' | 'RefreshToken'>>>;
  /** A fresh member through SignUp + ConfirmSignUp with the e-mailed code; returns the address. */
  newMember(prefix: string, password?: string): Promise<string>;
  stop(): Promise<void>;
}

/** What a promise rejected with, as Cognito's `{ name, message }` (undefined when it resolved). */
export const rejection = async (promise: Promise<unknown>) => {
  const error = (await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )) as Error | undefined;
  return error && { name: error.name, message: error.message };
};

export const claimsOf = (token: string | undefined): Claims => decodeJwt(token) ?? {};

/** CORS as for `npm start`'s page (http://localhost:8080) unless the test names its own origins. */
export const startTestIdentity = async ({
  allowedOrigins = ['http://localhost:8080'],
  rateLimits,
}: { allowedOrigins?: readonly string[]; rateLimits?: RateLimits } = {}): Promise<TestIdentity> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'identity-test-'));
  const stack = await startIdentityStack({ dataDir, quiet: true, allowedOrigins });
  await seed({ endpoint: stack.endpoint, dataDir });
  // After the seed, whose own calls would count against it.
  stack.setRateLimits(rateLimits);

  const call = async <T>(operation: string, body: object): Promise<RpcAnswer<T>> => {
    const response = await fetch(stack.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      errorType: response.headers.get('x-amzn-errortype'),
      body: (await response.json()) as RpcAnswer<T>['body'],
    };
  };

  const srpSignIn = async <T>(email: string, password = DEMO_PASSWORD): Promise<RpcAnswer<T>> => {
    const a = BigInt(`0x${crypto.randomBytes(128).toString('hex')}`);
    const A = modPow(g, a, N);
    const started = await call<{ ChallengeParameters?: Record<string, string> }>('InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: LOCAL_CLIENT_ID,
      AuthParameters: { USERNAME: email, SRP_A: A.toString(16) },
    });
    const challenge = started.body.ChallengeParameters ?? {};
    if (
      started.status !== 200 ||
      !challenge.SRP_B ||
      !challenge.SALT ||
      !challenge.SECRET_BLOCK ||
      !challenge.USER_ID_FOR_SRP
    )
      return started as RpcAnswer<T>;
    const B = BigInt(`0x${challenge.SRP_B}`);
    const userId = challenge.USER_ID_FOR_SRP;
    const poolName = poolNameOf(LOCAL_USER_POOL_ID);
    const u = scramblingU(A, B);
    const x = privateValueX(poolName, userId, password, BigInt(`0x${challenge.SALT}`));
    const S = modPow(B - k * modPow(g, x, N), a + u * x, N);
    const timestamp = new Date().toUTCString();
    const signature = claimSignature({
      key: hkdfKey(S, u),
      poolName,
      userId,
      secretBlock: challenge.SECRET_BLOCK,
      timestamp,
    });
    return call<T>('RespondToAuthChallenge', {
      ChallengeName: 'PASSWORD_VERIFIER',
      ClientId: LOCAL_CLIENT_ID,
      ChallengeResponses: {
        USERNAME: userId,
        PASSWORD_CLAIM_SECRET_BLOCK: challenge.SECRET_BLOCK,
        TIMESTAMP: timestamp,
        PASSWORD_CLAIM_SIGNATURE: signature,
      },
    });
  };

  const signIn: TestIdentity['signIn'] = async (email, password = DEMO_PASSWORD) => {
    const answer = await srpSignIn<{ AuthenticationResult?: AuthenticationResult }>(email, password);
    const result = answer.body.AuthenticationResult;
    if (!result?.AccessToken || !result.IdToken || !result.RefreshToken)
      throw new Error(`sign-in of ${email} failed: ${JSON.stringify(answer.body)}`);
    return { AccessToken: result.AccessToken, IdToken: result.IdToken, RefreshToken: result.RefreshToken };
  };

  let counter = 0;
  const newMember: TestIdentity['newMember'] = async (prefix, password = DEMO_PASSWORD) => {
    const email = `${prefix}-${Date.now()}-${(counter += 1)}@example.com`;
    const signedUp = await call('SignUp', {
      ClientId: LOCAL_CLIENT_ID,
      Username: email,
      Password: password,
      UserAttributes: [{ Name: 'email', Value: email }],
    });
    if (signedUp.status !== 200) throw new Error(`sign-up of ${email} failed: ${JSON.stringify(signedUp.body)}`);
    const code = readLatestCode(dataDir, email, 'signup');
    await call('ConfirmSignUp', { ClientId: LOCAL_CLIENT_ID, Username: email, ConfirmationCode: code });
    return email;
  };

  return {
    stack,
    dataDir,
    call,
    srpSignIn,
    signIn,
    newMember,
    stop: async () => {
      await stack.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
