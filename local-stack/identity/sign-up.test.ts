import { DEMO_PASSWORD, LOCAL_CLIENT_ID } from '../../src/config/local-identity';
import { readLatestCode, waitForCode } from './codes';
import { claimsOf, startTestIdentity, type TestIdentity } from './testing';

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startTestIdentity();
}, 180_000);
afterAll(() => identity.stop());

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const signUp = (email: string, password = DEMO_PASSWORD) =>
  identity.call('SignUp', {
    ClientId: LOCAL_CLIENT_ID,
    Username: email,
    Password: password,
    UserAttributes: [{ Name: 'email', Value: email }],
  });

it('an address already registered is UsernameExistsException with Cognito’s message', async () => {
  const answer = await signUp('eligible@example.com');
  expect(answer.errorType).toBe('UsernameExistsException:');
  expect(answer.body).toEqual({
    __type: 'UsernameExistsException',
    message: 'An account with the given email already exists.',
  });
});

it('a password against the pool policy is InvalidPasswordException', async () => {
  const answer = await signUp(uniqueEmail('weak'), 'NOLOWERCASE1');
  expect(answer.body).toEqual({
    __type: 'InvalidPasswordException',
    message: 'Password did not conform with policy: Password must have lowercase characters',
  });
});

it('sign-up answers with a masked destination and the code is readable from the data dir', async () => {
  const email = uniqueEmail('masked');
  const answer = await signUp(email);
  expect(answer.body).toMatchObject({
    UserConfirmed: false,
    CodeDeliveryDetails: { DeliveryMedium: 'EMAIL', AttributeName: 'email', Destination: 'm***@e***' },
  });
  expect(await waitForCode(identity.dataDir, email, 'signup')).toMatch(/^\d{6}$/);
});

it('ResendConfirmationCode issues a new code that confirms the sign-up; the old one no longer does', async () => {
  const email = uniqueEmail('resend');
  await signUp(email);
  const first = await waitForCode(identity.dataDir, email, 'signup');
  let second = first;
  // A resend may draw the same six digits by chance; ask again until it differs.
  for (let attempt = 0; attempt < 5 && second === first; attempt += 1) {
    const resent = await identity.call('ResendConfirmationCode', { ClientId: LOCAL_CLIENT_ID, Username: email });
    expect(resent.body).toEqual({
      CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'r***@e***' },
    });
    second = readLatestCode(identity.dataDir, email, 'signup') ?? first;
  }
  expect(second).not.toBe(first);
  const stale = await identity.call('ConfirmSignUp', {
    ClientId: LOCAL_CLIENT_ID,
    Username: email,
    ConfirmationCode: first,
  });
  expect(stale.body).toEqual({
    __type: 'CodeMismatchException',
    message: 'Invalid verification code provided, please try again.',
  });
  expect(
    (await identity.call('ConfirmSignUp', { ClientId: LOCAL_CLIENT_ID, Username: email, ConfirmationCode: second }))
      .status,
  ).toBe(200);
});

it('ResendConfirmationCode for an unknown or confirmed member answers as Cognito does', async () => {
  const unknown = await identity.call('ResendConfirmationCode', {
    ClientId: LOCAL_CLIENT_ID,
    Username: uniqueEmail('ghost'),
  });
  expect(unknown.body).toEqual({
    __type: 'UserNotFoundException',
    message: 'Username/client id combination not found.',
  });
  const confirmed = await identity.call('ResendConfirmationCode', {
    ClientId: LOCAL_CLIENT_ID,
    Username: 'verified@example.com',
  });
  expect(confirmed.body).toEqual({ __type: 'InvalidParameterException', message: 'User is already confirmed.' });
});

it('confirming the sign-up marks the e-mail verified, as the ID token then says', async () => {
  const email = await identity.newMember('confirmed');
  const { IdToken } = await identity.signIn(email);
  expect(claimsOf(IdToken)).toMatchObject({ email, email_verified: true });
});

it('a reset code is readable and resets the password', async () => {
  const email = await identity.newMember('reset');
  expect((await identity.call('ForgotPassword', { ClientId: LOCAL_CLIENT_ID, Username: email })).status).toBe(200);
  const code = await waitForCode(identity.dataDir, email, 'reset');
  const reset = await identity.call('ConfirmForgotPassword', {
    ClientId: LOCAL_CLIENT_ID,
    Username: email,
    ConfirmationCode: code,
    Password: 'res3t-password',
  });
  expect(reset.status).toBe(200);
  await expect(identity.signIn(email, 'res3t-password')).resolves.toHaveProperty('IdToken');
});

it('ForgotPassword for an unknown address is UserNotFoundException', async () => {
  const answer = await identity.call('ForgotPassword', { ClientId: LOCAL_CLIENT_ID, Username: uniqueEmail('nobody') });
  expect(answer.body).toEqual({
    __type: 'UserNotFoundException',
    message: 'Username/client id combination not found.',
  });
});
