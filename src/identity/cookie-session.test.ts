import { clearCookies } from '../../mocks/token-cookie';
import { developEnvironment } from '../../mocks/environments';
import { accessClaims, amplifyCookies, CLIENT, expiresIn, idClaims, jwt, NOW, SUB } from '../../mocks/session-cookies';
import { EARLY_READS_KEY, SESSION_READ_KEY, takeEarlyRead } from '../lib/boot-handoff';
import { offerEarlyRead } from '../lib/early-reads';
import { GET_USER_TARGET } from './cookie-tokens';
import { FRESH_FOR_MS, identityEndpoint, readCookieSession, userReadsWithoutAmplify } from './cookie-session';

describe('the session in Amplify’s cookies, read without Amplify', () => {
  it('gives both tokens as Amplify does: their claims (UTF-8) and their text', () => {
    const id = jwt(idClaims());
    const session = readCookieSession(CLIENT, amplifyCookies({ id }), NOW);
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

  it('parses the same cookies once per page (the boot script’s read included), and checks their life at every read', () => {
    const win = {} as Window;
    const cookies = amplifyCookies({ access: jwt(accessClaims({ exp: expiresIn(5 * 60_000) })) });
    const first = readCookieSession(CLIENT, cookies, NOW, win);
    expect(first).toBeDefined();
    expect(readCookieSession(CLIENT, cookies, NOW + 1000, win)).toBe(first);
    // The same read, but the token is no longer fresh for long enough.
    expect(readCookieSession(CLIENT, cookies, NOW + 5 * 60_000, win)).toBeUndefined();
    // Other cookies (a refresh, another member): read afresh.
    const refreshed = readCookieSession(CLIENT, amplifyCookies(), NOW, win);
    expect(refreshed).toBeDefined();
    expect(refreshed).not.toBe(first);
    delete (win as unknown as Record<string, unknown>)[SESSION_READ_KEY];
    expect(readCookieSession(CLIENT, amplifyCookies(), NOW, win)).not.toBe(refreshed);
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

describe('the member read the app shell’s boot script started (src/lib/boot-handoff.ts)', () => {
  const ENDPOINT = 'http://localhost:9230';
  const getUserAnswer = () =>
    new Response(JSON.stringify({ UserAttributes: [{ Name: 'email', Value: 'early@example.com' }] }), { status: 200 });
  const amplify = jest.fn(async () => {
    throw new Error('not asked');
  });
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[EARLY_READS_KEY];
  });

  it('is taken when it is the same call with the same access token: no second call', async () => {
    offerEarlyRead(
      { method: 'POST', url: `${ENDPOINT}/`, token: 'access-token', operation: GET_USER_TARGET },
      Promise.resolve(getUserAnswer()),
    );
    const request = jest.fn(async () => getUserAnswer());
    const reads = userReadsWithoutAmplify(ENDPOINT, 'access-token', amplify, request);
    await expect(reads.fetchUserAttributes()).resolves.toEqual({ email: 'early@example.com' });
    await expect(reads.fetchMFAPreference()).resolves.toEqual({ preferred: undefined });
    expect(request).not.toHaveBeenCalled();
  });

  it('is not taken with another token: the read is made afresh', async () => {
    const early = Promise.resolve(getUserAnswer());
    offerEarlyRead({ method: 'POST', url: ENDPOINT, token: 'previous-token', operation: GET_USER_TARGET }, early);
    const request = jest.fn(
      async () => new Response(JSON.stringify({ UserAttributes: [{ Name: 'email', Value: 'afresh@example.com' }] })),
    );
    const reads = userReadsWithoutAmplify(ENDPOINT, 'access-token', amplify, request);
    await expect(reads.fetchUserAttributes()).resolves.toEqual({ email: 'afresh@example.com' });
    expect(request).toHaveBeenCalledTimes(1);
    // Still there for its own token (and dropped after a while, src/lib/boot-handoff.ts).
    expect(takeEarlyRead({ method: 'POST', url: ENDPOINT, token: 'previous-token', operation: GET_USER_TARGET })).toBe(
      early,
    );
  });
});

describe('identityEndpoint', () => {
  it('is the configured endpoint, else the pool’s regional one, as Amplify resolves it', () => {
    expect(identityEndpoint('ap-northeast-1_abc', 'http://localhost:9230')).toBe('http://localhost:9230');
    expect(identityEndpoint('ap-northeast-1_abc')).toBe('https://cognito-idp.ap-northeast-1.amazonaws.com/');
    expect(developEnvironment().identity.userPoolId).toMatch(/_/);
  });
});
