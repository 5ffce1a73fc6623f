import { DEMO_PASSWORD, LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID } from '../../src/config/local-identity';
import {
  forgetProof,
  hasFreshProof,
  PROOF_FRESH_MS,
  provePassword,
  proveSmsCode,
  type ProofConfig,
} from '../../src/identity/fresh-proof';
import { readLatestCode, waitForCode } from './codes';
import { claimsOf, rejection, startTestIdentity, type TestIdentity } from './testing';

/**
 * The portal's fresh proof before a passkey is added (src/identity/fresh-proof.ts), against the proxy: the password by
 * SRP, the SMS code where two-step is on, its tokens revoked, the member's own session untouched.
 */

let identity: TestIdentity;
let config: ProofConfig;
const realFetch = global.fetch;
/** The refresh tokens the proof revoked. */
let revoked: string[] = [];

beforeAll(async () => {
  identity = await startTestIdentity();
  config = { endpoint: identity.stack.endpoint, userPoolId: LOCAL_USER_POOL_ID, clientId: LOCAL_CLIENT_ID };
  jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
    const response = await realFetch(input, init);
    // Only what reaches the proxy (the proxy's own calls to cognito-local go through fetch too).
    const toProxy = String(input instanceof Request ? input.url : input).startsWith(identity.stack.endpoint);
    const target = new Headers(init?.headers).get('x-amz-target');
    if (toProxy && target?.endsWith('.RevokeToken') && response.status === 200)
      revoked.push((JSON.parse(String(init?.body)) as { Token: string }).Token);
    return response;
  });
}, 60000);
afterAll(async () => {
  jest.restoreAllMocks();
  await identity.stop();
});
beforeEach(() => {
  forgetProof();
  revoked = [];
});

/** The internal username of a member with SMS two-step (whose sign-in stops at the SMS step). */
const usernameOf = async (email: string) => {
  const started = await identity.srpSignIn<{ ChallengeParameters?: Record<string, string> }>(email);
  return started.body.ChallengeParameters?.USER_ID_FOR_SRP ?? '';
};

const signedIn = async (email: string) => {
  const tokens = await identity.signIn(email);
  return { tokens, username: String(claimsOf(tokens.IdToken)['cognito:username']) };
};

it('the right password proves the member, revokes the proof’s own tokens and leaves the session in use', async () => {
  const { tokens, username } = await signedIn('eligible@example.com');
  expect(hasFreshProof(username)).toBe(false);

  await expect(provePassword(config, username, DEMO_PASSWORD)).resolves.toEqual({ next: 'DONE' });
  expect(hasFreshProof(username)).toBe(true);
  expect(hasFreshProof('someone-else')).toBe(false);
  expect(hasFreshProof(username, Date.now() + PROOF_FRESH_MS)).toBe(false);

  expect(revoked).toHaveLength(1);
  const refreshed = await identity.call('InitiateAuth', {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: LOCAL_CLIENT_ID,
    AuthParameters: { REFRESH_TOKEN: revoked[0] },
  });
  expect(refreshed.status).toBe(400);
  expect((await identity.call('GetUser', { AccessToken: tokens.AccessToken })).status).toBe(200);
});

it('a wrong password is refused as at sign-in, and proves nothing', async () => {
  const { username } = await signedIn('eligible@example.com');
  expect(await rejection(provePassword(config, username, 'Wrong-password-1'))).toEqual({
    name: 'NotAuthorizedException',
    message: 'Incorrect username or password.',
  });
  expect(hasFreshProof(username)).toBe(false);
});

it('with SMS two-step on, the password alone proves nothing: the SMS code does, a wrong one is refused', async () => {
  const username = await usernameOf('sms@example.com');
  const previous = readLatestCode(identity.dataDir, 'sms@example.com', 'mfa');
  await expect(provePassword(config, username, DEMO_PASSWORD)).resolves.toEqual({
    next: 'SMS_CODE',
    destination: '+********5678',
  });
  expect(hasFreshProof(username)).toBe(false);
  const code = await waitForCode(identity.dataDir, 'sms@example.com', 'mfa', { notEqualTo: previous });

  const wrong = code === '000000' ? '111111' : '000000';
  expect((await rejection(proveSmsCode(username, wrong)))?.name).toBe('CodeMismatchException');
  expect(hasFreshProof(username)).toBe(false);

  await expect(proveSmsCode(username, code)).resolves.toEqual({ next: 'DONE' });
  expect(hasFreshProof(username)).toBe(true);
  expect(revoked).toHaveLength(1);
});

it('an SMS code without a pending password step is refused', async () => {
  const username = await usernameOf('sms@example.com');
  expect((await rejection(proveSmsCode(username, '123456')))?.name).toBe('NotAuthorizedException');
  expect(hasFreshProof(username)).toBe(false);
});
