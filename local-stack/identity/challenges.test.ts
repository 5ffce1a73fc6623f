import { DEMO_PASSWORD, LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID } from '../../src/config/local-identity';
import { readLatestCode, waitForCode } from './codes';
import { MFA_MAX_WRONG_CODES } from './mfa';
import { claimsOf, startTestIdentity, type TestIdentity } from './testing';

/** The local stack is as strict as Cognito where it matters. */

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startTestIdentity();
}, 180_000);
afterAll(() => identity.stop());

interface Challenge {
  ChallengeName?: string;
  Session?: string;
  AuthenticationResult?: { IdToken: string; AccessToken: string };
}

const NEW_PASSWORD = 'Chosen-Passw0rd!';

/** A member created by an administrator: the first sign-in asks for a new password (NEW_PASSWORD_REQUIRED). */
const adminCreated = async (prefix: string) => {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const created = await identity.call('AdminCreateUser', {
    UserPoolId: LOCAL_USER_POOL_ID,
    Username: email,
    TemporaryPassword: DEMO_PASSWORD,
    MessageAction: 'SUPPRESS',
    UserAttributes: [{ Name: 'email', Value: email }],
  });
  expect(created.status).toBe(200);
  return email;
};

const newPassword = (session: unknown, username: string, password = NEW_PASSWORD) =>
  identity.call<Challenge>('RespondToAuthChallenge', {
    ChallengeName: 'NEW_PASSWORD_REQUIRED',
    ClientId: LOCAL_CLIENT_ID,
    Session: session,
    ChallengeResponses: { USERNAME: username, NEW_PASSWORD: password },
  });

describe('RespondToAuthChallenge only with the Session the proxy issued for that member and challenge', () => {
  it.each([
    ['a made-up Session', 'made-up-session'],
    ['no Session', undefined],
  ])('%s cannot set any member’s password or get tokens', async (_label, session) => {
    const answer = await newPassword(session, 'eligible@example.com', 'Attacker-Passw0rd!');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ __type: 'NotAuthorizedException', message: 'Invalid session for the user.' });
    // The member's password is as it was.
    expect((await identity.srpSignIn('eligible@example.com', DEMO_PASSWORD)).status).toBe(200);
    expect((await identity.srpSignIn('eligible@example.com', 'Attacker-Passw0rd!')).status).toBe(400);
  });

  it('a real NEW_PASSWORD_REQUIRED session works for its own member only, once', async () => {
    const email = await adminCreated('new-password');
    const challenge = await identity.srpSignIn<Challenge>(email, DEMO_PASSWORD);
    expect(challenge.body.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const session = challenge.body.Session;
    // The same session for another member, or for another challenge: refused.
    expect((await newPassword(session, 'eligible@example.com', 'Attacker-Passw0rd!')).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid session for the user.',
    });
    const otherChallenge = await identity.call('RespondToAuthChallenge', {
      ChallengeName: 'SMS_MFA',
      ClientId: LOCAL_CLIENT_ID,
      Session: session,
      ChallengeResponses: { USERNAME: email, SMS_MFA_CODE: '123456' },
    });
    expect(otherChallenge.status).toBe(400);
    // Its own member: tokens.
    const answer = await newPassword(session, email);
    expect(answer.status).toBe(200);
    expect(claimsOf(answer.body.AuthenticationResult?.IdToken).email).toBe(email);
    // Once only.
    expect((await newPassword(session, email, 'Another-Passw0rd!')).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid session for the user.',
    });
    expect((await identity.srpSignIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it.each(['DEVICE_SRP_AUTH', 'DEVICE_PASSWORD_VERIFIER', 'CUSTOM_CHALLENGE', 'SOFTWARE_TOKEN_MFA'])(
    '%s (never issued here) gets Cognito’s 400, not a 500 Amplify retries',
    async (challengeName) => {
      const answer = await identity.call('RespondToAuthChallenge', {
        ChallengeName: challengeName,
        ClientId: LOCAL_CLIENT_ID,
        Session: 'x',
        ChallengeResponses: { USERNAME: 'eligible@example.com' },
      });
      expect([challengeName, answer.status, answer.body.__type]).toEqual([
        challengeName,
        400,
        'NotAuthorizedException',
      ]);
    },
  );

  it('an unknown challenge name is a validation error (400)', async () => {
    const answer = await identity.call('RespondToAuthChallenge', {
      ChallengeName: 'NOT_A_CHALLENGE',
      ClientId: LOCAL_CLIENT_ID,
      Session: 'x',
      ChallengeResponses: {},
    });
    expect(answer.status).toBe(400);
    expect(answer.body.__type).toBe('InvalidParameterException');
  });
});

describe('auth flows the app client does not allow', () => {
  it.each([
    ['CUSTOM_AUTH', 'CUSTOM_AUTH flow not enabled for this client'],
    ['USER_PASSWORD_AUTH', 'USER_PASSWORD_AUTH flow not enabled for this client'],
    ['ADMIN_USER_PASSWORD_AUTH', 'Initiate Auth method not supported.'],
    ['ADMIN_NO_SRP_AUTH', 'Initiate Auth method not supported.'],
  ])('%s: Cognito’s 400 InvalidParameterException', async (flow, message) => {
    const answer = await identity.call('InitiateAuth', {
      AuthFlow: flow,
      ClientId: LOCAL_CLIENT_ID,
      AuthParameters: { USERNAME: 'eligible@example.com', PASSWORD: DEMO_PASSWORD },
    });
    expect([flow, answer.status, answer.body]).toEqual([flow, 400, { __type: 'InvalidParameterException', message }]);
  });

  it('an unknown flow is a validation error (400)', async () => {
    const answer = await identity.call('InitiateAuth', {
      AuthFlow: 'BOGUS',
      ClientId: LOCAL_CLIENT_ID,
      AuthParameters: {},
    });
    expect(answer.status).toBe(400);
    expect(answer.body.__type).toBe('InvalidParameterException');
    expect(answer.body.message).toContain("Value 'BOGUS' at 'authFlow'");
  });
});

describe('admin operations honour CaseSensitive: false', () => {
  it('AdminDisableUser and AdminEnableUser find Hanako@Example.com as hanako@example.com', async () => {
    const email = await identity.newMember('hanako');
    const shouted = email.replace(/^./, (first) => first.toUpperCase()).replace('@example.com', '@Example.com');
    expect(shouted).not.toBe(email);
    const disabled = await identity.call('AdminDisableUser', { UserPoolId: LOCAL_USER_POOL_ID, Username: shouted });
    expect(disabled.status).toBe(200);
    expect((await identity.srpSignIn(email)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'User is disabled.',
    });
    expect((await identity.call('AdminEnableUser', { UserPoolId: LOCAL_USER_POOL_ID, Username: shouted })).status).toBe(
      200,
    );
    expect((await identity.srpSignIn(email)).status).toBe(200);
    expect((await identity.call('AdminGetUser', { UserPoolId: LOCAL_USER_POOL_ID, Username: shouted })).status).toBe(
      200,
    );
  });

  it('a member nobody has is still UserNotFoundException', async () => {
    const answer = await identity.call('AdminDisableUser', {
      UserPoolId: LOCAL_USER_POOL_ID,
      Username: 'Nobody-Here@Example.com',
    });
    expect(answer.body.__type).toBe('UserNotFoundException');
  });
});

describe('the SMS code of a pending sign-in', () => {
  it(`stops being accepted after ${MFA_MAX_WRONG_CODES} wrong tries, even the right one`, async () => {
    const previous = readLatestCode(identity.dataDir, 'sms@example.com', 'mfa');
    const challenge = (await identity.srpSignIn<Challenge>('sms@example.com', DEMO_PASSWORD)).body;
    const code = await waitForCode(identity.dataDir, 'sms@example.com', 'mfa', { notEqualTo: previous });
    const wrong = code === '000000' ? '111111' : '000000';
    const answer = (given: string) =>
      identity.call('RespondToAuthChallenge', {
        ChallengeName: 'SMS_MFA',
        ClientId: LOCAL_CLIENT_ID,
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: 'sms@example.com', SMS_MFA_CODE: given },
      });
    for (let attempt = 0; attempt < MFA_MAX_WRONG_CODES; attempt += 1)
      expect((await answer(wrong)).body.__type).toBe('CodeMismatchException');
    expect((await answer(code)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
  });
});
