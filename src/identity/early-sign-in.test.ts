import { EARLY_READS_KEY } from '../lib/boot-handoff';
import { networkUnderAttempts } from '../../mocks/identity-network';
import { INITIATE_AUTH_TARGET, startEarlyPasskeySignIn } from './early-sign-in';

const READS = { identity: 'https://idp.example/', client: 'client-1', me: 'https://api.example/api/v1/me' };

/** Amplify's InitiateAuth of a passkey sign-in, as its serializer sends it (undefined fields dropped). */
const amplifyBody = (username: string, extra: Record<string, unknown> = {}, parameters: Record<string, string> = {}) =>
  JSON.stringify({
    AuthFlow: 'USER_AUTH',
    AuthParameters: { USERNAME: username, ...parameters, PREFERRED_CHALLENGE: 'WEB_AUTHN' },
    ClientMetadata: undefined,
    ClientId: 'client-1',
    UserContextData: undefined,
    ...extra,
  });

const amplifyInit = (body: string, attempt = 1): RequestInit => ({
  method: 'POST',
  headers: {
    'content-type': 'application/x-amz-json-1.1',
    'x-amz-target': INITIATE_AUTH_TARGET,
    'amz-sdk-request': `attempt=${attempt}; max=3`,
  },
  body,
});

const answer = new Response('{"ChallengeName":"WEB_AUTHN"}');
const { sent, earlySignInAnswer } = networkUnderAttempts(() => answer);

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_READS_KEY];
});

describe('the passkey sign-in’s first request, sent at the tap', () => {
  it('is Amplify’s InitiateAuth, and Amplify’s first attempt at it takes the answer, once', async () => {
    expect(startEarlyPasskeySignIn(READS, 'hanako@example.com')).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('https://idp.example/');
    expect(sent[0]?.init?.headers).toMatchObject({ 'x-amz-target': INITIATE_AUTH_TARGET });
    const body = amplifyBody('hanako@example.com');
    expect(sent[0]?.init?.body).toBe(body);
    await expect(earlySignInAnswer('https://idp.example', amplifyInit(body))).resolves.toBe(answer);
    expect(earlySignInAnswer('https://idp.example/', amplifyInit(body))).toBeUndefined();
  });

  it('is sent once while its answer waits (the click the app replays sends nothing more)', () => {
    startEarlyPasskeySignIn(READS, 'hanako@example.com');
    expect(startEarlyPasskeySignIn(READS, 'hanako@example.com')).toBe(false);
    expect(sent).toHaveLength(1);
  });

  it('is not sent for an empty address', () => {
    expect(startEarlyPasskeySignIn(READS, '')).toBe(false);
    expect(sent).toEqual([]);
  });

  it.each([
    ['another member', amplifyInit(amplifyBody('taro@example.com'))],
    ['a retry', amplifyInit(amplifyBody('hanako@example.com'), 2)],
    ['another operation', { ...amplifyInit(amplifyBody('hanako@example.com')), headers: { 'x-amz-target': 'X' } }],
    [
      'the same fields in another order',
      amplifyInit(JSON.stringify({ ClientId: 'client-1', ...JSON.parse(amplifyBody('hanako@example.com')) })),
    ],
    ['with a session', amplifyInit(amplifyBody('hanako@example.com', { Session: 's' }))],
    ['with client metadata', amplifyInit(amplifyBody('hanako@example.com', { ClientMetadata: { a: 'b' } }))],
    ['with context data', amplifyInit(amplifyBody('hanako@example.com', { UserContextData: { EncodedData: 'x' } }))],
    ['with a device key', amplifyInit(amplifyBody('hanako@example.com', {}, { DEVICE_KEY: 'd' }))],
    ['another client', amplifyInit(amplifyBody('hanako@example.com', { ClientId: 'client-2' }))],
  ])('is not taken by %s: that request goes out itself', (_label, init) => {
    startEarlyPasskeySignIn(READS, 'hanako@example.com');
    expect(earlySignInAnswer('https://idp.example/', init)).toBeUndefined();
  });

  it('is not taken at another endpoint', () => {
    startEarlyPasskeySignIn(READS, 'hanako@example.com');
    expect(earlySignInAnswer('https://other.example/', amplifyInit(amplifyBody('hanako@example.com')))).toBeUndefined();
  });
});
