import * as Auth from 'aws-amplify/auth';
import { configureAmplifyAt } from '../../mocks/amplify-local';
import { DEMO_PASSWORD, LOCAL_CLIENT_ID } from '../../src/config/local-identity';
import { observeIdentityAttempts } from '../../src/identity/attempts';
import { MAY_HAVE_SUCCEEDED } from '../../src/identity/write-outcome';
import {
  writeConfirmEmail,
  writeConfirmPhone,
  writeConfirmResetPassword,
  writeConfirmSignUp,
  writeEmail,
  writePhoneNumber,
  writeResendSignUpCode,
  writeResetPassword,
  writeSendPhoneCode,
  writeSignUp,
  writeSmsMfa,
  writeUpdatePassword,
} from '../../src/identity/writes';
import { readLatestCode, waitForCode, type CodeKind } from './codes';
import { startDropRelay, type DropRelay } from './drop-relay';
import { rejection, startTestIdentity, type TestIdentity } from './testing';

/**
 * A write that succeeded is never reported as failed, against the real stack: Amplify itself, through a relay that lets
 * each write reach the identity proxy and then drops its answer. Amplify retries; the portal's own write functions
 * (src/identity/writes.ts) decide from the answer and the member's real state, and the state is checked here straight
 * at the proxy.
 */

let identity: TestIdentity;
let relay: DropRelay;
beforeAll(async () => {
  identity = await startTestIdentity();
  relay = await startDropRelay(identity.stack.endpoint);
  // Node's fetch lives outside jest's sandbox, so its "fetch failed" is not the sandbox's TypeError and Amplify
  // (`e instanceof TypeError`) would not see a network error. In a browser it is one; make it one here as well.
  const nodeFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    try {
      return await nodeFetch(input, init);
    } catch (error) {
      if (error instanceof TypeError || (error as Error | undefined)?.name !== 'TypeError') throw error;
      throw new TypeError((error as Error).message, { cause: error });
    }
  };
  observeIdentityAttempts();
  configureAmplifyAt(relay.endpoint);
}, 180_000);
afterAll(async () => {
  await relay.stop();
  await identity.stop();
});
afterEach(() => Auth.signOut());

const NEW_PASSWORD = 'Changed0pass!';
let counter = 0;
const freshAddress = (prefix: string) => `${prefix}-${Date.now()}-${(counter += 1)}@example.com`;
const signedInMember = async (prefix: string) => {
  const email = await identity.newMember(prefix);
  await Auth.signIn({ username: email, password: DEMO_PASSWORD, options: { authFlowType: 'USER_SRP_AUTH' } });
  return email;
};
const canSignIn = async (email: string, password: string) => (await identity.srpSignIn(email, password)).status === 200;
const userOf = async (email: string) => {
  const { AccessToken } = await identity.signIn(email);
  return (await identity.call<{ UserAttributes: { Name: string; Value: string }[] }>('GetUser', { AccessToken })).body;
};
const attribute = async (email: string, name: string) =>
  (await userOf(email)).UserAttributes.find((item) => item.Name === name)?.Value;
const codeFor = (email: string, kind: CodeKind) => {
  const code = readLatestCode(identity.dataDir, email, kind);
  if (!code) throw new Error(`no ${kind} code for ${email}`);
  return code;
};
const mayHaveSucceeded = (write: string) => ({ name: MAY_HAVE_SUCCEEDED, message: write });

it('without the portal’s decision, Amplify’s own answers to the retried writes are errors, though each write was made', async () => {
  const username = freshAddress('w-raw');
  relay.dropNext('SignUp');
  expect(
    await rejection(
      Auth.signUp({ username, password: DEMO_PASSWORD, options: { userAttributes: { email: username } } }),
    ),
  ).toMatchObject({ name: 'UsernameExistsException' });
  relay.dropNext('ConfirmSignUp');
  expect(await rejection(Auth.confirmSignUp({ username, confirmationCode: codeFor(username, 'signup') }))).toEqual({
    name: 'NotAuthorizedException',
    message: 'User cannot be confirmed. Current status is CONFIRMED',
  });
  await Auth.signIn({ username, password: DEMO_PASSWORD, options: { authFlowType: 'USER_SRP_AUTH' } });
  relay.dropNext('ChangePassword');
  expect(await rejection(Auth.updatePassword({ oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD }))).toMatchObject(
    { name: 'NotAuthorizedException' },
  );
  expect(await canSignIn(username, NEW_PASSWORD)).toBe(true);
});

describe('sign-up, confirm and resend', () => {
  it('signUp: the retry finds the address taken by its own first attempt, and goes on to the code entry', async () => {
    const username = freshAddress('w-signup');
    relay.dropNext('SignUp');
    await expect(writeSignUp(Auth, { username, password: DEMO_PASSWORD })).resolves.toEqual({
      confirmed: false,
      retried: true,
    });
    expect(relay.dropped('SignUp')).toBe(1);
    // The account exists, unconfirmed, with this password: the e-mailed code confirms it.
    await expect(writeConfirmSignUp(Auth, { username, code: codeFor(username, 'signup') })).resolves.toBeUndefined();
    expect(await canSignIn(username, DEMO_PASSWORD)).toBe(true);
  });

  it('signUp: a taken address on the first attempt is still "already registered"; no answer at all is "may be done"', async () => {
    expect(
      await rejection(writeSignUp(Auth, { username: 'eligible@example.com', password: DEMO_PASSWORD })),
    ).toMatchObject({ name: 'UsernameExistsException' });
    const username = freshAddress('w-signup-lost');
    relay.dropNext('SignUp', 3);
    expect(await rejection(writeSignUp(Auth, { username, password: DEMO_PASSWORD }))).toEqual(
      mayHaveSucceeded('signUp'),
    );
    expect(codeFor(username, 'signup')).toMatch(/^\d{6}$/); // it was made
  });

  it('confirmSignUp: the retry hears "Current status is CONFIRMED", which is what was asked', async () => {
    const username = freshAddress('w-confirm');
    await identity.call('SignUp', {
      ClientId: LOCAL_CLIENT_ID,
      Username: username,
      Password: DEMO_PASSWORD,
      UserAttributes: [{ Name: 'email', Value: username }],
    });
    relay.dropNext('ConfirmSignUp');
    await expect(writeConfirmSignUp(Auth, { username, code: codeFor(username, 'signup') })).resolves.toBeUndefined();
    expect(relay.dropped('ConfirmSignUp')).toBe(1);
    expect(await canSignIn(username, DEMO_PASSWORD)).toBe(true);
    // A wrong code on a single attempt stays a wrong code.
    const other = freshAddress('w-confirm-wrong');
    await identity.call('SignUp', {
      ClientId: LOCAL_CLIENT_ID,
      Username: other,
      Password: DEMO_PASSWORD,
      UserAttributes: [{ Name: 'email', Value: other }],
    });
    const code = codeFor(other, 'signup');
    expect(
      await rejection(writeConfirmSignUp(Auth, { username: other, code: code === '000000' ? '111111' : '000000' })),
    ).toMatchObject({ name: 'CodeMismatchException' });
  });

  it('resendSignUpCode and resetPassword: the retried send succeeds; a send never answered is "may have been sent"', async () => {
    const username = freshAddress('w-resend');
    await identity.call('SignUp', {
      ClientId: LOCAL_CLIENT_ID,
      Username: username,
      Password: DEMO_PASSWORD,
      UserAttributes: [{ Name: 'email', Value: username }],
    });
    relay.dropNext('ResendConfirmationCode');
    await expect(writeResendSignUpCode(Auth, username)).resolves.toBeUndefined();
    relay.dropNext('ResendConfirmationCode', 3);
    expect(await rejection(writeResendSignUpCode(Auth, username))).toEqual(mayHaveSucceeded('resendSignUpCode'));

    const member = await identity.newMember('w-forgot');
    relay.dropNext('ForgotPassword');
    await expect(writeResetPassword(Auth, member)).resolves.toBeUndefined();
    expect(codeFor(member, 'reset')).toMatch(/^\d{6}$/);
  });
});

describe('passwords', () => {
  it('confirmResetPassword: the retry finds the code used; the new password is in force, so "may be done", never "wrong code"', async () => {
    const member = await identity.newMember('w-reset');
    await identity.call('ForgotPassword', { ClientId: LOCAL_CLIENT_ID, Username: member });
    const code = codeFor(member, 'reset');
    relay.dropNext('ConfirmForgotPassword');
    expect(
      await rejection(writeConfirmResetPassword(Auth, { username: member, code, newPassword: NEW_PASSWORD })),
    ).toEqual(mayHaveSucceeded('confirmPasswordReset'));
    expect(await canSignIn(member, NEW_PASSWORD)).toBe(true);
  });

  it('updatePassword: the retry says the current password is wrong, the state shows the new one in force: a success', async () => {
    const member = await signedInMember('w-password');
    relay.dropNext('ChangePassword');
    await expect(
      writeUpdatePassword(Auth, { oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD }),
    ).resolves.toBeUndefined();
    expect(relay.dropped('ChangePassword')).toBe(1);
    expect(await canSignIn(member, NEW_PASSWORD)).toBe(true);
    expect(await canSignIn(member, DEMO_PASSWORD)).toBe(false);
  });

  it('updatePassword: a wrong current password stays wrong, with a dropped answer too; no answer at all is "may be done"', async () => {
    const member = await signedInMember('w-password-wrong');
    expect(
      await rejection(writeUpdatePassword(Auth, { oldPassword: 'Wrong0password!', newPassword: NEW_PASSWORD })),
    ).toMatchObject({ name: 'NotAuthorizedException' });
    relay.dropNext('ChangePassword');
    expect(
      await rejection(writeUpdatePassword(Auth, { oldPassword: 'Wrong0password!', newPassword: NEW_PASSWORD })),
    ).toMatchObject({ name: 'NotAuthorizedException' });
    expect(await canSignIn(member, DEMO_PASSWORD)).toBe(true);

    relay.dropNext('ChangePassword', 6); // the three attempts and the three of the state check
    expect(
      await rejection(writeUpdatePassword(Auth, { oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD })),
    ).toEqual(mayHaveSucceeded('changePassword'));
    expect(await canSignIn(member, NEW_PASSWORD)).toBe(true);
  });
});

describe('attributes and SMS two-step', () => {
  it('e-mail change and its code: each dropped answer is settled from the stored attributes', async () => {
    const member = await signedInMember('w-email');
    const newEmail = freshAddress('w-email-new');
    relay.dropNext('UpdateUserAttributes');
    await expect(writeEmail(Auth, newEmail)).resolves.toBeUndefined();
    const code = await waitForCode(identity.dataDir, newEmail, 'attribute');
    relay.dropNext('VerifyUserAttribute');
    await expect(writeConfirmEmail(Auth, code)).resolves.toBeUndefined();
    expect(relay.dropped('VerifyUserAttribute')).toBe(1);
    expect(await Auth.fetchUserAttributes()).toMatchObject({ email: newEmail, email_verified: 'true' });
    expect(await canSignIn(member, DEMO_PASSWORD)).toBe(false);
  });

  it('phone number, its code and SMS two-step on and off: each dropped answer is settled from the stored state', async () => {
    const member = await signedInMember('w-phone');
    const phone = '+819011112222';
    relay.dropNext('UpdateUserAttributes');
    await expect(writePhoneNumber(Auth, phone)).resolves.toEqual({ codeSent: false });
    relay.dropNext('GetUserAttributeVerificationCode');
    await expect(writeSendPhoneCode(Auth)).resolves.toBeUndefined();
    const code = await waitForCode(identity.dataDir, member, 'attribute');
    relay.dropNext('VerifyUserAttribute');
    await expect(writeConfirmPhone(Auth, code)).resolves.toBeUndefined();
    expect(await attribute(member, 'phone_number_verified')).toBe('true');

    relay.dropNext('SetUserMFAPreference');
    await expect(writeSmsMfa(Auth, 'PREFERRED')).resolves.toBeUndefined();
    expect(await Auth.fetchMFAPreference()).toEqual({ preferred: 'SMS', enabled: ['SMS'] });
    relay.dropNext('SetUserMFAPreference');
    await expect(writeSmsMfa(Auth, 'DISABLED')).resolves.toBeUndefined();
    expect((await Auth.fetchMFAPreference()).enabled ?? []).not.toContain('SMS');
    expect(relay.dropped('SetUserMFAPreference')).toBe(1);
  });

  it('a state that cannot be read (every answer dropped) is "may be done", not a failure', async () => {
    await signedInMember('w-unknown');
    relay.dropNext('SetUserMFAPreference', 3);
    relay.dropNext('GetUser', 3);
    expect(await rejection(writeSmsMfa(Auth, 'PREFERRED'))).toEqual(mayHaveSucceeded('smsMfa'));
  });
});

it('signOut: a dropped revocation answer still signs out, and the session is revoked at the identity service', async () => {
  await signedInMember('w-signout');
  const accessToken = (await Auth.fetchAuthSession()).tokens?.accessToken.toString() ?? '';
  relay.dropNext('RevokeToken');
  await expect(Auth.signOut()).resolves.toBeUndefined();
  expect((await Auth.fetchAuthSession()).tokens).toBeUndefined();
  expect(relay.dropped('RevokeToken')).toBe(1);
  expect((await identity.call('GetUser', { AccessToken: accessToken })).body).toEqual({
    __type: 'NotAuthorizedException',
    message: 'Access Token has been revoked',
  });
});
