import { confirmSignIn, fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { configureAmplifyAt } from '../../mocks/amplify-local';
import { DEMO_PASSWORD, LOCAL_CLIENT_ID } from '../../src/config/local-identity';
import { readLatestCode, waitForCode } from './codes';
import { SRP_SESSION_SECONDS, SrpSessions } from './srp-sessions';
import { claimsOf, rejection, startTestIdentity, type TestIdentity } from './testing';

/** USER_SRP_AUTH driven by Amplify's own SRP client (signIn's PASSWORD_VERIFIER handling), as the app does it. */

let identity: TestIdentity;
/** Every Cognito request Amplify sent, by operation, to replay one. */
let sent: { operation: string; body: Record<string, unknown> }[] = [];
const realFetch = global.fetch;

beforeAll(async () => {
  identity = await startTestIdentity();
  configureAmplifyAt(identity.stack.endpoint);
  jest.spyOn(global, 'fetch').mockImplementation((input, init) => {
    const target = new Headers(init?.headers).get('x-amz-target');
    // Only what reaches the proxy (the proxy's own calls to cognito-local go through fetch too).
    const toProxy = String(input instanceof Request ? input.url : input).startsWith(identity.stack.endpoint);
    if (toProxy && target && typeof init?.body === 'string')
      sent.push({ operation: target.split('.')[1] ?? '', body: JSON.parse(init.body) as Record<string, unknown> });
    return realFetch(input, init);
  });
}, 180_000);
afterAll(async () => {
  jest.restoreAllMocks();
  await identity.stop();
});
beforeEach(() => {
  sent = [];
});
afterEach(() => signOut());

const srpSignIn = (username: string, password = DEMO_PASSWORD) =>
  signIn({ username, password, options: { authFlowType: 'USER_SRP_AUTH' } });

const lastRequest = (operation: string) => {
  const found = sent.filter((request) => request.operation === operation).pop();
  if (!found) throw new Error(`Amplify sent no ${operation}`);
  return found.body;
};

it('signs in with the right password: the PASSWORD_VERIFIER challenge, the claim, and tokens of the member', async () => {
  await expect(srpSignIn('eligible@example.com')).resolves.toEqual({
    isSignedIn: true,
    nextStep: { signInStep: 'DONE' },
  });
  const initiate = lastRequest('InitiateAuth');
  expect(initiate).toMatchObject({
    AuthFlow: 'USER_SRP_AUTH',
    AuthParameters: { USERNAME: 'eligible@example.com', SRP_A: expect.stringMatching(/^[0-9a-f]+$/) },
  });
  expect(JSON.stringify(initiate)).not.toContain(DEMO_PASSWORD);
  const claim = lastRequest('RespondToAuthChallenge');
  expect(claim).toMatchObject({
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeResponses: {
      PASSWORD_CLAIM_SIGNATURE: expect.any(String),
      TIMESTAMP: expect.stringMatching(/ UTC \d{4}$/),
    },
  });
  expect(JSON.stringify(claim)).not.toContain(DEMO_PASSWORD);

  const session = await fetchAuthSession();
  expect(session.tokens?.idToken?.payload).toMatchObject({
    email: 'eligible@example.com',
    email_verified: true,
    'custom:otc_user_id': 'otc-demo-0001',
  });
  expect(session.tokens?.idToken?.payload.origin_jti).toEqual(expect.any(String));
});

it('refuses a wrong password with "Incorrect username or password." after the challenge', async () => {
  expect(await rejection(srpSignIn('eligible@example.com', 'Wrong0password'))).toEqual({
    name: 'NotAuthorizedException',
    message: 'Incorrect username or password.',
  });
  expect(lastRequest('RespondToAuthChallenge')).toMatchObject({ ChallengeName: 'PASSWORD_VERIFIER' });
});

it('refuses unknown, disabled and unconfirmed members with Cognito’s errors', async () => {
  expect(await rejection(srpSignIn('nobody-here@example.com'))).toEqual({
    name: 'UserNotFoundException',
    message: 'User does not exist.',
  });
  expect(await rejection(srpSignIn('disabled@example.com'))).toEqual({
    name: 'NotAuthorizedException',
    message: 'User is disabled.',
  });
  // Amplify turns UserNotConfirmedException into the confirm-sign-up step.
  await expect(srpSignIn('new@example.com')).resolves.toMatchObject({
    isSignedIn: false,
    nextStep: { signInStep: 'CONFIRM_SIGN_UP' },
  });
  expect(await rejection(srpSignIn('new@example.com', 'Wrong0password'))).toEqual({
    name: 'NotAuthorizedException',
    message: 'Incorrect username or password.',
  });
});

it('goes on to the SMS two-step when the member has it on, and signs in with the code', async () => {
  const previous = readLatestCode(identity.dataDir, 'sms@example.com', 'mfa');
  await expect(srpSignIn('sms@example.com')).resolves.toMatchObject({
    isSignedIn: false,
    nextStep: {
      signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
      codeDeliveryDetails: { deliveryMedium: 'SMS', destination: '+********5678' },
    },
  });
  const code = await waitForCode(identity.dataDir, 'sms@example.com', 'mfa', { notEqualTo: previous });
  await expect(confirmSignIn({ challengeResponse: code })).resolves.toMatchObject({ isSignedIn: true });
  expect((await fetchAuthSession()).tokens?.idToken?.payload.email).toBe('sms@example.com');
});

it('refuses a replayed claim: a secret block answers once', async () => {
  await srpSignIn('verified@example.com');
  const replay = await identity.call('RespondToAuthChallenge', lastRequest('RespondToAuthChallenge'));
  expect(replay.body).toEqual({
    __type: 'NotAuthorizedException',
    message: 'Invalid session for the user, session is expired.',
  });
  const forged = await identity.call('RespondToAuthChallenge', {
    ...lastRequest('RespondToAuthChallenge'),
    ChallengeResponses: { PASSWORD_CLAIM_SECRET_BLOCK: 'bm90LWlzc3VlZA==' },
  });
  expect(forged.body).toEqual({
    __type: 'NotAuthorizedException',
    message: 'Invalid session for the user, session is expired.',
  });
});

it('refuses a claim signed for another challenge (the signature binds B, the secret block and the member)', async () => {
  const started = await identity.call<{ ChallengeParameters: Record<string, string> }>('InitiateAuth', {
    AuthFlow: 'USER_SRP_AUTH',
    ClientId: LOCAL_CLIENT_ID,
    AuthParameters: { USERNAME: 'verified@example.com', SRP_A: 'abc123' },
  });
  expect(started.body.ChallengeParameters).toMatchObject({
    SRP_B: expect.any(String),
    SALT: expect.any(String),
    SECRET_BLOCK: expect.any(String),
  });
  await srpSignIn('verified@example.com');
  const claim = lastRequest('RespondToAuthChallenge') as { ChallengeResponses: Record<string, string> };
  const mixed = {
    ...claim,
    ChallengeResponses: {
      ...claim.ChallengeResponses,
      PASSWORD_CLAIM_SECRET_BLOCK: started.body.ChallengeParameters.SECRET_BLOCK,
    },
  };
  expect((await identity.call('RespondToAuthChallenge', mixed)).body).toEqual({
    __type: 'NotAuthorizedException',
    message: 'Incorrect username or password.',
  });
});

it('refuses an SRP_A of 0 mod N as Cognito does', async () => {
  const answer = await identity.call('InitiateAuth', {
    AuthFlow: 'USER_SRP_AUTH',
    ClientId: LOCAL_CLIENT_ID,
    AuthParameters: { USERNAME: 'verified@example.com', SRP_A: '0' },
  });
  expect(answer.body).toMatchObject({ __type: 'InvalidParameterException' });
});

it('the tokens of an SRP sign-in carry the member’s claims like those of any sign-in', async () => {
  await srpSignIn('eligible@example.com');
  const accessToken = (await fetchAuthSession()).tokens?.accessToken.toString();
  expect(claimsOf(accessToken)).toMatchObject({
    token_use: 'access',
    client_id: LOCAL_CLIENT_ID,
    origin_jti: expect.any(String),
  });
});

describe('SrpSessions', () => {
  it('forgets a challenge after the auth-session validity', () => {
    let now = 1_000_000;
    const sessions = new SrpSessions(() => now);
    const challenge = { poolId: 'p', clientId: 'c', username: 'u', A: 1n, b: 2n, B: 3n, salt: 4n, verifier: 5n };
    const live = sessions.start(challenge);
    const late = sessions.start(challenge);
    expect(sessions.take(live)).toMatchObject({ username: 'u' });
    now += SRP_SESSION_SECONDS * 1000;
    expect(sessions.take(late)).toBeUndefined();
  });
});
