import { LOCAL_CLIENT_ID } from '../../src/config/local-identity';
import { RevocationRegistry } from './revocation';
import { startTestIdentity, type TestIdentity } from './testing';

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startTestIdentity();
}, 180_000);
afterAll(() => identity.stop());

const revoked = { __type: 'NotAuthorizedException', message: 'Access Token has been revoked' };
const refresh = (refreshToken: string) =>
  identity.call('GetTokensFromRefreshToken', { ClientId: LOCAL_CLIENT_ID, RefreshToken: refreshToken });

it('after GlobalSignOut every token of the member is refused, and a new sign-in works again', async () => {
  const email = await identity.newMember('global');
  const phone = await identity.signIn(email);
  const laptop = await identity.signIn(email);
  expect((await identity.call('GlobalSignOut', { AccessToken: laptop.AccessToken })).status).toBe(200);

  for (const session of [phone, laptop]) {
    expect((await identity.call('GetUser', { AccessToken: session.AccessToken })).body).toEqual(revoked);
    expect((await refresh(session.RefreshToken)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
  }
  const again = await identity.signIn(email);
  expect((await identity.call('GetUser', { AccessToken: again.AccessToken })).status).toBe(200);
  expect((await refresh(again.RefreshToken)).status).toBe(200);
});

it('RevokeToken (Amplify signOut) ends that session only, including tokens refreshed from it', async () => {
  const email = await identity.newMember('revoke');
  const kept = await identity.signIn(email);
  const ended = await identity.signIn(email);
  const refreshed = (await refresh(ended.RefreshToken)).body as { AuthenticationResult: { AccessToken: string } };
  expect((await identity.call('RevokeToken', { ClientId: LOCAL_CLIENT_ID, Token: ended.RefreshToken })).status).toBe(
    200,
  );

  expect((await identity.call('GetUser', { AccessToken: ended.AccessToken })).body).toEqual(revoked);
  expect((await identity.call('GetUser', { AccessToken: refreshed.AuthenticationResult.AccessToken })).body).toEqual(
    revoked,
  );
  expect((await refresh(ended.RefreshToken)).body).toMatchObject({ __type: 'NotAuthorizedException' });
  expect((await identity.call('GetUser', { AccessToken: kept.AccessToken })).status).toBe(200);
  // Revoking twice is not an error in Cognito.
  expect((await identity.call('RevokeToken', { ClientId: LOCAL_CLIENT_ID, Token: ended.RefreshToken })).status).toBe(
    200,
  );
});

it('revoked tokens are refused on every token-using call, not only GetUser', async () => {
  const email = await identity.newMember('everywhere');
  const { AccessToken } = await identity.signIn(email);
  await identity.call('GlobalSignOut', { AccessToken });
  const update = await identity.call('UpdateUserAttributes', {
    AccessToken,
    UserAttributes: [{ Name: 'name', Value: 'x' }],
  });
  expect(update.body).toEqual(revoked);
  expect(
    (await identity.call('ChangePassword', { AccessToken, PreviousPassword: 'a', ProposedPassword: 'b' })).body,
  ).toEqual(revoked);
});

describe('RevocationRegistry', () => {
  it('a GlobalSignOut also covers tokens of an earlier second it never saw, not tokens issued later', () => {
    let now = 1000;
    const registry = new RevocationRegistry(() => now);
    registry.revokeUser('user-1');
    expect(registry.isRevoked('user-1', { iat: 999 }, 'access')).toBe(true);
    expect(registry.isRevoked('user-2', { iat: 999 }, 'access')).toBe(false);
    now = 1001;
    const family = registry.startFamily('user-1', { jti: 'refresh-1', iat: 1000 });
    expect(registry.isRevoked('user-1', { iat: 1000, origin_jti: family }, 'access')).toBe(false);
    expect(registry.isRevoked('user-1', { iat: 1000, jti: 'refresh-1' }, 'refresh')).toBe(false);
  });
});
