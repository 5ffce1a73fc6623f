import { claimEarlyPasswordSignIn, EARLY_ANSWER_TTL_MS, startEarlyPasswordSignIn } from './early-password-sign-in';
import { networkUnderAttempts } from '../../mocks/identity-network';
import { INITIATE_AUTH_TARGET } from './early-sign-in';
import { giveSrpPair, takeSrpPair } from './srp/srp-precompute';

const ENDPOINT = 'http://localhost:9230/';
const pair = (n: number) => ({ a: `a${n}`, A: `A${n}` });

/** Amplify's InitiateAuth of an SRP sign-in with the pair it took, as its serializer sends it. */
const amplifyInit = (username: string, A: string): RequestInit => ({
  method: 'POST',
  headers: { 'x-amz-target': INITIATE_AUTH_TARGET, 'amz-sdk-request': 'attempt=1; max=3' },
  body: JSON.stringify({
    AuthFlow: 'USER_SRP_AUTH',
    AuthParameters: { USERNAME: username, SRP_A: A },
    ClientMetadata: undefined,
    ClientId: 'client-1',
    UserContextData: undefined,
  }),
});

const { sent, earlySignInAnswer } = networkUnderAttempts(() => new Response('{"ChallengeName":"PASSWORD_VERIFIER"}'));
/** The bodies of the requests that reached the network. */
const bodies = () => sent.map(({ init }) => JSON.parse(String(init?.body)) as Record<string, unknown>);

afterEach(() => {
  claimEarlyPasswordSignIn('', false);
  takeSrpPair();
});

describe('the SRP sign-in’s first request, sent while the password is typed', () => {
  it('leaves once per address with the pair the worker computed; at Enter Amplify takes that pair and the answer', async () => {
    giveSrpPair(pair(1));
    expect(startEarlyPasswordSignIn('http://localhost:9230', 'client-1', 'hanako@example.com')).toBe(true);
    giveSrpPair(pair(2));
    expect(startEarlyPasswordSignIn('http://localhost:9230', 'client-1', 'hanako@example.com')).toBe(false);
    expect(bodies()).toEqual([
      {
        AuthFlow: 'USER_SRP_AUTH',
        AuthParameters: { USERNAME: 'hanako@example.com', SRP_A: 'A1' },
        ClientId: 'client-1',
      },
    ]);
    claimEarlyPasswordSignIn('hanako@example.com', true);
    const taken = takeSrpPair();
    expect(taken).toEqual(pair(1));
    const answer = earlySignInAnswer(ENDPOINT, amplifyInit('hanako@example.com', taken?.A ?? ''));
    await expect(answer?.then((response) => response.json())).resolves.toEqual({ ChallengeName: 'PASSWORD_VERIFIER' });
  });

  it('is taken only by exactly the request sent, once: another pair’s or a retry goes out itself', async () => {
    giveSrpPair(pair(1));
    startEarlyPasswordSignIn('http://localhost:9230', 'client-1', 'hanako@example.com');
    claimEarlyPasswordSignIn('hanako@example.com', true);
    expect(earlySignInAnswer(ENDPOINT, amplifyInit('hanako@example.com', 'A9'))).toBeUndefined();
    expect(
      earlySignInAnswer(ENDPOINT, {
        ...amplifyInit('hanako@example.com', 'A1'),
        headers: { 'x-amz-target': INITIATE_AUTH_TARGET, 'amz-sdk-request': 'attempt=2; max=3' },
      }),
    ).toBeUndefined();
    expect(earlySignInAnswer(ENDPOINT, amplifyInit('hanako@example.com', 'A1'))).toBeDefined();
    expect(earlySignInAnswer(ENDPOINT, amplifyInit('hanako@example.com', 'A1'))).toBeUndefined();
  });

  it('nothing for an address not yet whole (the form gives none), or without a pair ready', () => {
    giveSrpPair(pair(1));
    expect(startEarlyPasswordSignIn('http://localhost:9230', 'client-1', '')).toBe(false);
    takeSrpPair();
    expect(startEarlyPasswordSignIn('http://localhost:9230', 'client-1', 'hanako@example.com')).toBe(false);
    expect(bodies()).toEqual([]);
  });

  it('another address typed: the first one’s answer is dropped and a new request leaves with a new pair', () => {
    giveSrpPair(pair(1));
    startEarlyPasswordSignIn('http://localhost:9230', 'client-1', 'hanako@example.com');
    // Its pair released, a new one is computed: the request leaves at a key once it is ready.
    expect(startEarlyPasswordSignIn('http://localhost:9230', 'client-1', 'taro@example.com')).toBe(false);
    giveSrpPair(pair(2));
    expect(startEarlyPasswordSignIn('http://localhost:9230', 'client-1', 'taro@example.com')).toBe(true);
    expect(earlySignInAnswer(ENDPOINT, amplifyInit('hanako@example.com', 'A1'))).toBeUndefined();
    claimEarlyPasswordSignIn('taro@example.com', true);
    expect(takeSrpPair()).toEqual(pair(2));
  });

  it.each([
    ['another member signs in', 'taro@example.com', true],
    ['a passkey sign-in starts', 'hanako@example.com', false],
  ])('%s: the answer is dropped and its pair is never used again', (_label, username, srp) => {
    giveSrpPair(pair(1));
    startEarlyPasswordSignIn('http://localhost:9230', 'client-1', 'hanako@example.com');
    claimEarlyPasswordSignIn(username, srp);
    expect(takeSrpPair()).toBeUndefined();
    expect(earlySignInAnswer(ENDPOINT, amplifyInit('hanako@example.com', 'A1'))).toBeUndefined();
  });

  it('an answer not taken in time is dropped with its pair; the next key sends anew', () => {
    jest.useFakeTimers({ now: 0 });
    try {
      giveSrpPair(pair(1));
      startEarlyPasswordSignIn('http://localhost:9230', 'client-1', 'hanako@example.com');
      jest.advanceTimersByTime(EARLY_ANSWER_TTL_MS);
      giveSrpPair(pair(2));
      expect(startEarlyPasswordSignIn('http://localhost:9230', 'client-1', 'hanako@example.com')).toBe(true);
      expect(bodies().map((body) => (body.AuthParameters as { SRP_A: string }).SRP_A)).toEqual(['A1', 'A2']);
      claimEarlyPasswordSignIn('hanako@example.com', true);
      expect(takeSrpPair()).toEqual(pair(2));
      jest.advanceTimersByTime(EARLY_ANSWER_TTL_MS);
      giveSrpPair(pair(3));
      startEarlyPasswordSignIn('http://localhost:9230', 'client-1', 'taro@example.com');
      jest.advanceTimersByTime(EARLY_ANSWER_TTL_MS);
      claimEarlyPasswordSignIn('taro@example.com', true);
      expect(takeSrpPair()).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});
