import {
  confirmSignIn,
  fetchAuthSession,
  fetchMFAPreference,
  fetchUserAttributes,
  signIn,
  signOut,
} from 'aws-amplify/auth';
import { configureAmplifyAt } from '../../mocks/amplify-local';
import { DEMO_PASSWORD } from '../../src/config/local-identity';
import { readLatestCode, waitForCode } from './codes';
import { rejection, startTestIdentity, type TestIdentity } from './testing';

/** Amplify's own calls against the proxy: what reaches the app as error.name / error.message is Cognito's. */

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startTestIdentity();
  configureAmplifyAt(identity.stack.endpoint);
}, 180_000);
afterAll(() => identity.stop());
afterEach(() => signOut());

const memberSignIn = (username: string, password = DEMO_PASSWORD) =>
  signIn({ username, password, options: { authFlowType: 'USER_SRP_AUTH' } });

it('reports a wrong password, an unknown address and a disabled member with Cognito’s names and messages', async () => {
  expect(await rejection(memberSignIn('eligible@example.com', 'Wrong0password'))).toEqual({
    name: 'NotAuthorizedException',
    message: 'Incorrect username or password.',
  });
  expect(await rejection(memberSignIn('nobody-here@example.com'))).toEqual({
    name: 'UserNotFoundException',
    message: 'User does not exist.',
  });
  expect(await rejection(memberSignIn('disabled@example.com'))).toEqual({
    name: 'NotAuthorizedException',
    message: 'User is disabled.',
  });
});

it('signs in, reads the session claims, refreshes with GetTokensFromRefreshToken, and signs out revoking the session', async () => {
  await expect(memberSignIn('eligible@example.com')).resolves.toMatchObject({
    isSignedIn: true,
    nextStep: { signInStep: 'DONE' },
  });
  const session = await fetchAuthSession();
  expect(session.tokens?.idToken?.payload).toMatchObject({
    email_verified: true,
    family_name: '山田',
    'custom:otc_user_id': 'otc-demo-0001',
  });
  const accessToken = session.tokens?.accessToken.toString() ?? '';

  // A later iat proves the tokens are new: the refresh is asked once the clock's second is past the first tokens' one.
  const issuedAt = Number(session.tokens?.idToken?.payload.iat);
  while (Math.floor(Date.now() / 1000) <= issuedAt) await new Promise((resolve) => setTimeout(resolve, 50));
  const refreshed = await fetchAuthSession({ forceRefresh: true });
  expect(refreshed.tokens?.idToken?.payload.iat).toBeGreaterThan(session.tokens?.idToken?.payload.iat ?? Infinity);
  expect(await fetchUserAttributes()).toMatchObject({ email: 'eligible@example.com', given_name: '太郎' });
  expect(await fetchMFAPreference()).toEqual({ preferred: undefined, enabled: undefined });

  await signOut();
  expect((await identity.call('GetUser', { AccessToken: accessToken })).body).toEqual({
    __type: 'NotAuthorizedException',
    message: 'Access Token has been revoked',
  });
});

it('goes through the SMS two-step and then reports the SMS preference', async () => {
  const previous = readLatestCode(identity.dataDir, 'sms@example.com', 'mfa');
  const started = await memberSignIn('sms@example.com');
  expect(started).toMatchObject({
    isSignedIn: false,
    nextStep: {
      signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
      codeDeliveryDetails: { deliveryMedium: 'SMS', destination: '+********5678' },
    },
  });
  expect(
    await rejection(confirmSignIn({ challengeResponse: '000000' === previous ? '111111' : '000000' })),
  ).toMatchObject({ name: 'CodeMismatchException' });
  const code = await waitForCode(identity.dataDir, 'sms@example.com', 'mfa', { notEqualTo: previous });
  await expect(confirmSignIn({ challengeResponse: code })).resolves.toMatchObject({ isSignedIn: true });
  expect(await fetchMFAPreference()).toEqual({ preferred: 'SMS', enabled: ['SMS'] });
});

it('after a global sign-out elsewhere the app’s next call fails with "Access Token has been revoked"', async () => {
  const email = await identity.newMember('amplify-global');
  await memberSignIn(email);
  const elsewhere = await identity.signIn(email);
  await identity.call('GlobalSignOut', { AccessToken: elsewhere.AccessToken });
  expect(await rejection(fetchUserAttributes())).toEqual({
    name: 'NotAuthorizedException',
    message: 'Access Token has been revoked',
  });
});
