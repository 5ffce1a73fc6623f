import { clearCookies } from '../../mocks/token-cookie';
import { developEnvironment } from '../../mocks/environments';
import { FRESH_FOR_MS, identityEndpoint, readCookieSession, userReadsWithoutAmplify } from './cookie-session';

const CLIENT = 'client-1';
const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const jwt = (claims: Record<string, unknown>) =>
  `${base64url(JSON.stringify({ alg: 'RS256' }))}.${base64url(JSON.stringify(claims))}.signature`;

const SUB = 'a1b2c3d4-0000-4000-8000-000000000001';
const expiresIn = (ms: number) => Math.floor((NOW + ms) / 1000);
const idClaims = (extra: Record<string, unknown> = {}) => ({
  sub: SUB,
  aud: CLIENT,
  email: 'eligible@example.com',
  name: '山田 太郎',
  iat: expiresIn(-60_000),
  exp: expiresIn(3_600_000),
  ...extra,
});
const accessClaims = (extra: Record<string, unknown> = {}) => ({
  sub: SUB,
  client_id: CLIENT,
  exp: expiresIn(3_600_000),
  ...extra,
});

/** Amplify's cookies as js-cookie writes them (name and value URI-encoded). */
const cookies = (entries: Record<string, string | undefined>) =>
  Object.entries(entries)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('; ');
const amplifyCookies = ({
  id = jwt(idClaims()),
  access = jwt(accessClaims()),
  drift,
  client = CLIENT,
}: { id?: string; access?: string; drift?: string; client?: string } = {}) => {
  const prefix = `CognitoIdentityServiceProvider.${client}`;
  return cookies({
    other: 'x',
    [`${prefix}.LastAuthUser`]: SUB,
    [`${prefix}.${SUB}.idToken`]: id,
    [`${prefix}.${SUB}.accessToken`]: access,
    [`${prefix}.${SUB}.refreshToken`]: 'refresh',
    [`${prefix}.${SUB}.clockDrift`]: drift,
  });
};

describe('the session in Amplify’s cookies, read without Amplify', () => {
  it('gives both tokens as Amplify does: their claims (UTF-8) and their text', () => {
    const id = jwt(idClaims());
    const session = readCookieSession(CLIENT, amplifyCookies({ id }), NOW);
    expect(session?.fromCookies).toBe(true);
    expect(session?.tokens?.idToken?.payload).toEqual(idClaims());
    expect(session?.tokens?.idToken?.toString()).toBe(id);
    expect(session?.tokens?.accessToken?.payload.client_id).toBe(CLIENT);
  });

  it('leaves a token about to expire to Amplify (it refreshes), the clock drift Amplify measured counted', () => {
    const soon = jwt(accessClaims({ exp: expiresIn(FRESH_FOR_MS - 1000) }));
    expect(readCookieSession(CLIENT, amplifyCookies({ access: soon }), NOW)).toBeUndefined();
    const idSoon = jwt(idClaims({ exp: expiresIn(FRESH_FOR_MS - 1000) }));
    expect(readCookieSession(CLIENT, amplifyCookies({ id: idSoon }), NOW)).toBeUndefined();
    // Fresh by this browser's clock, but the service's clock is 10 minutes ahead of it.
    const later = jwt(accessClaims({ exp: expiresIn(5 * 60_000) }));
    expect(readCookieSession(CLIENT, amplifyCookies({ access: later }), NOW)).toBeDefined();
    expect(readCookieSession(CLIENT, amplifyCookies({ access: later, drift: '600000' }), NOW)).toBeUndefined();
  });

  it('reads nothing that is not one member’s pair of tokens of this app client', () => {
    expect(readCookieSession(CLIENT, 'other=x', NOW)).toBeUndefined();
    expect(readCookieSession(CLIENT, amplifyCookies({ client: 'another-client' }), NOW)).toBeUndefined();
    expect(readCookieSession(CLIENT, amplifyCookies({ id: jwt(idClaims({ aud: 'another-client' })) }), NOW)).toBe(
      undefined,
    );
    expect(readCookieSession(CLIENT, amplifyCookies({ access: jwt(accessClaims({ sub: 'someone-else' })) }), NOW)).toBe(
      undefined,
    );
    expect(readCookieSession(CLIENT, amplifyCookies({ id: 'not-a-token' }), NOW)).toBeUndefined();
    expect(readCookieSession(CLIENT, amplifyCookies({ access: 'a.%%%.c' }), NOW)).toBeUndefined();
    expect(readCookieSession(CLIENT, amplifyCookies({ id: jwt(idClaims({ exp: 'tomorrow' })) }), NOW)).toBe(undefined);
  });

  it('reads document.cookie by default', () => {
    for (const cookie of amplifyCookies().split('; ')) document.cookie = `${cookie}; path=/`;
    try {
      expect(readCookieSession(CLIENT, undefined, NOW)?.tokens?.idToken?.payload.sub).toBe(SUB);
    } finally {
      clearCookies();
    }
  });
});

describe('the member’s reads without Amplify (one GetUser)', () => {
  const ENDPOINT = 'http://localhost:9230/';
  const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers });
  const amplifyReads = () => ({
    fetchUserAttributes: jest.fn(async () => ({ email: 'from-amplify@example.com' })),
    fetchMFAPreference: jest.fn(async () => ({ preferred: 'SMS' })),
  });

  it('answers both of Amplify’s reads from one call, as Amplify maps it', async () => {
    const request = jest.fn(async () =>
      answer(200, {
        Username: SUB,
        UserAttributes: [
          { Name: 'email', Value: 'eligible@example.com' },
          { Name: 'phone_number_verified', Value: 'true' },
        ],
        PreferredMfaSetting: 'SMS_MFA',
        UserMFASettingList: ['SMS_MFA'],
      }),
    );
    const amplify = jest.fn(async () => amplifyReads());
    const reads = userReadsWithoutAmplify(ENDPOINT, 'access-token', amplify, request);
    await expect(reads.fetchUserAttributes()).resolves.toEqual({
      email: 'eligible@example.com',
      phone_number_verified: 'true',
    });
    await expect(reads.fetchMFAPreference()).resolves.toEqual({ preferred: 'SMS' });
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(ENDPOINT, {
      method: 'POST',
      cache: 'no-store',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser',
      },
      body: JSON.stringify({ AccessToken: 'access-token' }),
    });
    expect(amplify).not.toHaveBeenCalled();
  });

  it('no preferred second step: none, as Amplify says it', async () => {
    const reads = userReadsWithoutAmplify(
      ENDPOINT,
      'access-token',
      async () => amplifyReads(),
      async () => answer(200, { UserAttributes: [] }),
    );
    await expect(reads.fetchMFAPreference()).resolves.toEqual({ preferred: undefined });
  });

  it('rejects with Cognito’s error name and message (a disabled member, a revoked token), without asking Amplify', async () => {
    const amplify = jest.fn(async () => amplifyReads());
    const disabled = userReadsWithoutAmplify(ENDPOINT, 'access-token', amplify, async () =>
      answer(400, { __type: 'NotAuthorizedException', message: 'User is disabled.' }),
    );
    await expect(disabled.fetchUserAttributes()).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'User is disabled.',
    });
    const revoked = userReadsWithoutAmplify(ENDPOINT, 'access-token', amplify, async () =>
      answer(
        400,
        { message: 'Access Token has been revoked' },
        { 'x-amzn-errortype': 'NotAuthorizedException:http://internal.amazon.com/coral/com.amazon.coral.validate/' },
      ),
    );
    await expect(revoked.fetchMFAPreference()).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
    const gone = userReadsWithoutAmplify(ENDPOINT, 'access-token', amplify, async () =>
      answer(400, { __type: 'com.amazonaws.cognito#UserNotFoundException', message: 'User does not exist.' }),
    );
    await expect(gone.fetchUserAttributes()).rejects.toMatchObject({ name: 'UserNotFoundException' });
    expect(amplify).not.toHaveBeenCalled();
  });

  it.each([
    ['a dropped connection', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 5xx without a body', async () => answer(502, '')],
    ['Cognito’s internal error', async () => answer(500, { __type: 'InternalErrorException', message: 'x' })],
    ['throttling', async () => answer(400, { __type: 'TooManyRequestsException', message: 'Rate exceeded' })],
  ])('a failure that says nothing about the session (%s): the read is made through Amplify', async (_, request) => {
    const fallback = amplifyReads();
    const amplify = jest.fn(async () => fallback);
    const reads = userReadsWithoutAmplify(ENDPOINT, 'access-token', amplify, request as typeof fetch);
    await expect(reads.fetchUserAttributes()).resolves.toEqual({ email: 'from-amplify@example.com' });
    await expect(reads.fetchMFAPreference()).resolves.toEqual({ preferred: 'SMS' });
    expect(fallback.fetchUserAttributes).toHaveBeenCalledTimes(1);
  });
});

describe('identityEndpoint', () => {
  it('is the configured endpoint, else the pool’s regional one, as Amplify resolves it', () => {
    expect(identityEndpoint('ap-northeast-1_abc', 'http://localhost:9230')).toBe('http://localhost:9230');
    expect(identityEndpoint('ap-northeast-1_abc')).toBe('https://cognito-idp.ap-northeast-1.amazonaws.com/');
    expect(developEnvironment().identity.userPoolId).toMatch(/_/);
  });
});
