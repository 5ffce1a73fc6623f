import { DEMO_PASSWORD, LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID } from '../../src/config/local-identity';
import { startTestIdentity, type TestIdentity } from './testing';

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startTestIdentity();
}, 180_000);
afterAll(() => identity.stop());

const signIn = (email: string, password: string) => identity.srpSignIn(email, password);

describe('errors go out in Cognito wire format', () => {
  it('a wrong password is NotAuthorizedException "Incorrect username or password." with status 400 and the error-type header', async () => {
    const answer = await signIn('eligible@example.com', 'Wrong0password');
    expect(answer.status).toBe(400);
    expect(answer.errorType).toBe('NotAuthorizedException:');
    expect(answer.body).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });

  it('an unknown address is UserNotFoundException "User does not exist."', async () => {
    const answer = await signIn('nobody-here@example.com', DEMO_PASSWORD);
    expect(answer.body).toEqual({ __type: 'UserNotFoundException', message: 'User does not exist.' });
  });

  it('an unconfirmed member is UserNotConfirmedException "User is not confirmed."', async () => {
    expect((await signIn('new@example.com', DEMO_PASSWORD)).body).toEqual({
      __type: 'UserNotConfirmedException',
      message: 'User is not confirmed.',
    });
  });
});

describe('browser access (CORS)', () => {
  it('answers the preflight with the origin and the headers Amplify sends', async () => {
    const response = await fetch(identity.stack.endpoint, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:8080',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-target,x-amz-user-agent,cache-control',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(response.headers.get('access-control-allow-headers')).toContain('x-amz-target');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('lets the page read the error type of a failed call', async () => {
    const response = await fetch(identity.stack.endpoint, {
      method: 'POST',
      headers: {
        origin: 'http://localhost:8080',
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser',
      },
      body: JSON.stringify({ AccessToken: 'not-a-token' }),
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(response.headers.get('access-control-expose-headers')).toContain('x-amzn-errortype');
    expect(await response.json()).toEqual({ __type: 'NotAuthorizedException', message: 'Invalid Access Token' });
  });
});

describe('disabled and deleted members', () => {
  it('refuses a disabled member at sign-in with "User is disabled."', async () => {
    expect((await signIn('disabled@example.com', DEMO_PASSWORD)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'User is disabled.',
    });
  });

  it('refuses the tokens of a member disabled after signing in, on GetUser and on refresh', async () => {
    const email = await identity.newMember('to-disable');
    const tokens = await identity.signIn(email);
    await identity.call('AdminDisableUser', { UserPoolId: LOCAL_USER_POOL_ID, Username: email });
    const disabled = { __type: 'NotAuthorizedException', message: 'User is disabled.' };
    expect((await identity.call('GetUser', { AccessToken: tokens.AccessToken })).body).toEqual(disabled);
    expect(
      (
        await identity.call('GetTokensFromRefreshToken', {
          ClientId: LOCAL_CLIENT_ID,
          RefreshToken: tokens.RefreshToken,
        })
      ).body,
    ).toEqual(disabled);
  });

  it('answers "User does not exist." for a deleted member at sign-in and for their tokens', async () => {
    const email = await identity.newMember('to-delete');
    const tokens = await identity.signIn(email);
    await identity.call('AdminDeleteUser', { UserPoolId: LOCAL_USER_POOL_ID, Username: email });
    const gone = { __type: 'UserNotFoundException', message: 'User does not exist.' };
    expect((await signIn(email, DEMO_PASSWORD)).body).toEqual(gone);
    expect((await identity.call('GetUser', { AccessToken: tokens.AccessToken })).body).toEqual(gone);
    expect(
      (
        await identity.call('UpdateUserAttributes', {
          AccessToken: tokens.AccessToken,
          UserAttributes: [{ Name: 'name', Value: 'x' }],
        })
      ).body,
    ).toEqual(gone);
  });
});

describe('passwords', () => {
  it('ChangePassword with a wrong current password is "Incorrect username or password."', async () => {
    const email = await identity.newMember('change-password');
    const { AccessToken } = await identity.signIn(email);
    const answer = await identity.call('ChangePassword', {
      AccessToken,
      PreviousPassword: 'Wrong0password',
      ProposedPassword: 'N3wpassword',
    });
    expect(answer.body).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });

  it('refuses a password against the pool policy at ChangePassword and ConfirmForgotPassword with Cognito messages', async () => {
    const email = await identity.newMember('weak-password');
    const { AccessToken } = await identity.signIn(email);
    const changed = await identity.call('ChangePassword', {
      AccessToken,
      PreviousPassword: DEMO_PASSWORD,
      ProposedPassword: 'nodigits',
    });
    expect(changed.body).toEqual({
      __type: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password must have numeric characters',
    });
    const reset = await identity.call('ConfirmForgotPassword', {
      ClientId: LOCAL_CLIENT_ID,
      Username: email,
      ConfirmationCode: '123456',
      Password: 'Sh0rt',
    });
    expect(reset.body).toEqual({
      __type: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password not long enough',
    });
  });

  it('changes a password that satisfies the policy, and the new one signs in', async () => {
    const email = await identity.newMember('good-password');
    const { AccessToken } = await identity.signIn(email);
    expect(
      (
        await identity.call('ChangePassword', {
          AccessToken,
          PreviousPassword: DEMO_PASSWORD,
          ProposedPassword: 'an0ther-pass',
        })
      ).status,
    ).toBe(200);
    await expect(identity.signIn(email, 'an0ther-pass')).resolves.toHaveProperty('AccessToken');
  });
});
