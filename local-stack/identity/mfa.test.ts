import { DEMO_PASSWORD, LOCAL_CLIENT_ID } from '../../src/config/local-identity';
import { readLatestCode, waitForCode } from './codes';
import { MFA_SESSION_SECONDS, MfaChallenges, maskPhone } from './mfa';
import { claimsOf, startTestIdentity, type TestIdentity } from './testing';

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startTestIdentity();
}, 180_000);
afterAll(() => identity.stop());

interface Challenge {
  ChallengeName?: string;
  Session?: string;
  ChallengeParameters?: Record<string, string>;
  AuthenticationResult?: { IdToken: string; AccessToken: string };
}

const startSignIn = async (email: string) => (await identity.srpSignIn<Challenge>(email, DEMO_PASSWORD)).body;

const answerSms = (email: string, session: string | undefined, code: string) =>
  identity.call<Challenge>('RespondToAuthChallenge', {
    ChallengeName: 'SMS_MFA',
    ClientId: LOCAL_CLIENT_ID,
    Session: session,
    ChallengeResponses: { USERNAME: email, SMS_MFA_CODE: code },
  });

it('a member with SMS two-step gets the SMS_MFA challenge; the right code gives tokens', async () => {
  const previous = readLatestCode(identity.dataDir, 'sms@example.com', 'mfa');
  const challenge = await startSignIn('sms@example.com');
  expect(challenge).toMatchObject({
    ChallengeName: 'SMS_MFA',
    ChallengeParameters: { CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS', CODE_DELIVERY_DESTINATION: '+********5678' },
  });
  expect(challenge.AuthenticationResult).toBeUndefined();
  const code = await waitForCode(identity.dataDir, 'sms@example.com', 'mfa', { notEqualTo: previous });
  const answer = await answerSms('sms@example.com', challenge.Session, code);
  expect(answer.status).toBe(200);
  expect(claimsOf(answer.body.AuthenticationResult?.IdToken)).toMatchObject({
    email: 'sms@example.com',
    phone_number: '+819012345678',
    phone_number_verified: true,
  });
});

it('a wrong code is CodeMismatchException and the session stays usable', async () => {
  const challenge = await startSignIn('sms@example.com');
  const code = readLatestCode(identity.dataDir, 'sms@example.com', 'mfa') ?? '';
  const wrong = code === '000000' ? '111111' : '000000';
  const answer = await answerSms('sms@example.com', challenge.Session, wrong);
  expect(answer.errorType).toBe('CodeMismatchException:');
  expect(answer.body).toEqual({ __type: 'CodeMismatchException', message: 'Invalid code received for user' });
  expect((await answerSms('sms@example.com', challenge.Session, code)).status).toBe(200);
});

it('an unknown (or used, or expired) session is "Invalid session for the user, session is expired."', async () => {
  const answer = await answerSms('sms@example.com', 'no-such-session', '123456');
  expect(answer.body).toEqual({
    __type: 'NotAuthorizedException',
    message: 'Invalid session for the user, session is expired.',
  });
});

it('the preference drives the challenge: set through SetUserMFAPreference, read back by GetUser, turned off again', async () => {
  const email = await identity.newMember('two-step');
  const { AccessToken } = await identity.signIn(email);
  const noPhone = await identity.call('SetUserMFAPreference', {
    AccessToken,
    SMSMfaSettings: { Enabled: true, PreferredMfa: true },
  });
  expect(noPhone.body).toMatchObject({ __type: 'InvalidParameterException' });

  await identity.call('UpdateUserAttributes', {
    AccessToken,
    UserAttributes: [{ Name: 'phone_number', Value: '+819033334444' }],
  });
  expect(
    (
      await identity.call('SetUserMFAPreference', {
        AccessToken,
        SMSMfaSettings: { Enabled: true, PreferredMfa: true },
      })
    ).status,
  ).toBe(200);
  expect((await identity.call('GetUser', { AccessToken })).body).toMatchObject({
    UserMFASettingList: ['SMS_MFA'],
    PreferredMfaSetting: 'SMS_MFA',
  });
  expect((await startSignIn(email)).ChallengeName).toBe('SMS_MFA');

  expect(
    (
      await identity.call('SetUserMFAPreference', {
        AccessToken,
        SMSMfaSettings: { Enabled: false, PreferredMfa: false },
      })
    ).status,
  ).toBe(200);
  const user = (await identity.call('GetUser', { AccessToken })).body;
  expect(user.UserMFASettingList).toBeUndefined();
  expect(user.PreferredMfaSetting).toBeUndefined();
  expect((await startSignIn(email)).AuthenticationResult).toBeDefined();
});

describe('MfaChallenges', () => {
  it('forgets a session after Cognito’s three minutes', () => {
    let now = 0;
    const challenges = new MfaChallenges(() => now);
    const { session } = challenges.start({ username: 'u', poolId: 'p', result: {} });
    now = MFA_SESSION_SECONDS * 1000 - 1;
    expect(challenges.find(session)).toBeDefined();
    now = MFA_SESSION_SECONDS * 1000;
    expect(challenges.find(session)).toBeUndefined();
  });

  it('masks all but the last four digits of the phone', () => {
    expect(maskPhone('+819012345678')).toBe('+********5678');
  });
});
