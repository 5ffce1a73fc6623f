import crypto from 'node:crypto';
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID } from '../../src/config/local-identity';
import { claimsOf, startTestIdentity, type TestIdentity } from './testing';

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startTestIdentity();
}, 180_000);
afterAll(() => identity.stop());

describe('ID token claims', () => {
  it('carries the standard and custom claims the app reads, email_verified as a boolean', async () => {
    const eligible = claimsOf((await identity.signIn('eligible@example.com')).IdToken);
    expect(eligible).toMatchObject({
      token_use: 'id',
      aud: LOCAL_CLIENT_ID,
      email: 'eligible@example.com',
      email_verified: true,
      name: '山田 太郎',
      family_name: '山田',
      given_name: '太郎',
      birthdate: '1985-04-01',
      'custom:otc_user_id': 'otc-demo-0001',
      'custom:family_name_kana': 'ヤマダ',
      'custom:given_name_kana': 'タロウ',
    });
    expect(typeof eligible.sub).toBe('string');
    expect(typeof eligible.origin_jti).toBe('string');
  });

  it('says email_verified false (not true) while the address is unverified, and carries the phone claims', async () => {
    const email = await identity.newMember('unverified');
    const { AccessToken } = await identity.signIn(email);
    await identity.call('UpdateUserAttributes', {
      AccessToken,
      UserAttributes: [{ Name: 'phone_number', Value: '+819011112222' }],
    });
    await identity.call('AdminUpdateUserAttributes', {
      UserPoolId: LOCAL_USER_POOL_ID,
      Username: email,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'false' },
      ],
    });
    const claims = claimsOf((await identity.signIn(email)).IdToken);
    expect(claims).toMatchObject({
      email_verified: false,
      phone_number: '+819011112222',
      phone_number_verified: false,
    });
  });

  it('is signed with the key of the JWKS the emulator serves (same kid)', async () => {
    const { IdToken } = await identity.signIn('eligible@example.com');
    const jwks = (await (
      await fetch(`${identity.stack.endpoint}/${LOCAL_USER_POOL_ID}/.well-known/jwks.json`)
    ).json()) as { keys: (crypto.JsonWebKey & { kid: string })[] };
    const [header = '', payload = '', signature = ''] = IdToken.split('.');
    const { kid } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { kid: string };
    const jwk = jwks.keys.find((key) => key.kid === kid);
    expect(jwk).toBeDefined();
    const key = crypto.createPublicKey({ key: jwk as crypto.JsonWebKey, format: 'jwk' });
    expect(
      crypto.verify('RSA-SHA256', Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, 'base64url')),
    ).toBe(true);
  });
});

describe('refresh', () => {
  it('GetTokensFromRefreshToken answers new access and ID tokens in AuthenticationResult, without a new refresh token', async () => {
    const tokens = await identity.signIn('eligible@example.com');
    const answer = await identity.call<{ AuthenticationResult: Record<string, unknown> }>('GetTokensFromRefreshToken', {
      ClientId: LOCAL_CLIENT_ID,
      RefreshToken: tokens.RefreshToken,
    });
    expect(answer.status).toBe(200);
    const result = answer.body.AuthenticationResult;
    expect(result).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 3600 });
    expect(result.RefreshToken).toBeUndefined();
    const idClaims = claimsOf(result.IdToken as string);
    expect(idClaims).toMatchObject({
      email: 'eligible@example.com',
      family_name: '山田',
      origin_jti: claimsOf(tokens.IdToken).origin_jti,
    });
    expect((await identity.call('GetUser', { AccessToken: result.AccessToken })).status).toBe(200);
  });

  it('refreshed tokens show attribute changes made since sign-in', async () => {
    const email = await identity.newMember('renamed');
    const tokens = await identity.signIn(email);
    await identity.call('UpdateUserAttributes', {
      AccessToken: tokens.AccessToken,
      UserAttributes: [{ Name: 'family_name', Value: '田中' }],
    });
    const answer = await identity.call<{ AuthenticationResult: { IdToken: string } }>('GetTokensFromRefreshToken', {
      ClientId: LOCAL_CLIENT_ID,
      RefreshToken: tokens.RefreshToken,
    });
    expect(claimsOf(answer.body.AuthenticationResult.IdToken).family_name).toBe('田中');
  });

  it('an invalid refresh token is NotAuthorizedException', async () => {
    const answer = await identity.call('GetTokensFromRefreshToken', {
      ClientId: LOCAL_CLIENT_ID,
      RefreshToken: 'garbage',
    });
    expect(answer.body).toEqual({ __type: 'NotAuthorizedException', message: 'Invalid Refresh Token' });
  });
});
