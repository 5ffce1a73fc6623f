import { EARLY_READS_KEY } from '../lib/boot-handoff';
import { networkUnderAttempts } from '../../mocks/identity-network';
import { offerEarlyRead } from '../lib/early-reads';
import { earlyReadKey, INITIATE_AUTH_TARGET, RESPOND_TARGET, startEarlyPasskeySignIn } from './early-sign-in';

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
    expect(startEarlyPasskeySignIn(READS, 'hanako@example.com')).toMatchObject({ url: 'https://idp.example/' });
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
    expect(startEarlyPasskeySignIn(READS, 'hanako@example.com')).toBeUndefined();
    expect(sent).toHaveLength(1);
  });

  it('is not sent for an empty address', () => {
    expect(startEarlyPasskeySignIn(READS, '')).toBeUndefined();
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

describe('the passkey sign-in’s RespondToAuthChallenge, sent early by the boot script', () => {
  /** The request as Amplify or the boot script writes it: the same session, its own text of the credential. */
  const respondBody = (session: string, credential = '{"id":"cred-1"}') =>
    JSON.stringify({
      ChallengeName: 'WEB_AUTHN',
      ChallengeResponses: { USERNAME: 'hanako@example.com', CREDENTIAL: credential },
      ClientId: 'client-1',
      Session: session,
    });
  const respondInit = (body: string, attempt = 1): RequestInit => ({
    method: 'POST',
    headers: { 'x-amz-target': RESPOND_TARGET, 'amz-sdk-request': `attempt=${attempt}; max=3` },
    body,
  });
  const early = new Response('{"AuthenticationResult":{}}');

  it('is taken by Amplify’s first attempt continuing the same session, once, whatever its credential’s text', async () => {
    offerEarlyRead(
      earlyReadKey('https://idp.example/', RESPOND_TARGET, respondBody('AYABe-session+1/x==')),
      Promise.resolve(early),
    );
    const amplify = respondInit(respondBody('AYABe-session+1/x==', '{"rawId":"cred-1","id":"cred-1"}'));
    await expect(earlySignInAnswer('https://idp.example/', amplify)).resolves.toBe(early);
    expect(earlySignInAnswer('https://idp.example/', amplify)).toBeUndefined();
  });

  it.each([
    ['another session', respondInit(respondBody('AYABe-session-2'))],
    ['a retry', respondInit(respondBody('AYABe-session-1'), 2)],
    ['no session', respondInit(JSON.stringify({ ChallengeName: 'WEB_AUTHN', ClientId: 'client-1' }))],
  ])('is not taken by %s: that request goes out itself', (_label, init) => {
    offerEarlyRead(
      earlyReadKey('https://idp.example/', RESPOND_TARGET, respondBody('AYABe-session-1')),
      Promise.resolve(early),
    );
    expect(earlySignInAnswer('https://idp.example/', init)).toBeUndefined();
  });
});
