import {
  carryOnEarlyPasswordSignIn,
  claimEarlyPasswordSignIn,
  EARLY_ANSWER_TTL_MS,
  startEarlyPasswordSignIn,
} from './early-password-sign-in';
import { networkUnderAttempts } from '../../mocks/identity-network';
import { SrpWorkerDouble } from '../../mocks/srp-worker';
import { INITIATE_AUTH_TARGET, RESPOND_TARGET } from './early-sign-in';
import { passwordClaim } from './srp/password-claim';
import { computeS } from './srp/srp-math';
import { webcrypto } from 'node:crypto';
import { giveSrpPair, precomputeSrpPair, takeSrpPair } from './srp/srp-pairs';

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

/** Cognito's PASSWORD_VERIFIER challenge (hex numbers as it sends them), and the tokens of a completed sign-in. */
const CHALLENGE = {
  ChallengeName: 'PASSWORD_VERIFIER',
  Session: 'session-1',
  ChallengeParameters: {
    USER_ID_FOR_SRP: '4f1c2b7e-0a9d-4c3e-8b6f-2d5e7a9c1b3f',
    SRP_B: 'c3'.repeat(384),
    SALT: '9a3f1b2c4d5e6f70',
    SECRET_BLOCK: btoa('the secret block'),
  },
};
let carriedOn = false;
const { sent, earlySignInAnswer } = networkUnderAttempts((init) => {
  const target = (init?.headers as Record<string, string> | undefined)?.['x-amz-target'];
  if (carriedOn && target === RESPOND_TARGET)
    return new Response(JSON.stringify({ AuthenticationResult: { AccessToken: 'access-1', IdToken: 'id-1' } }));
  return new Response(JSON.stringify(carriedOn ? CHALLENGE : { ChallengeName: 'PASSWORD_VERIFIER' }));
});
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

describe('the SRP sign-in carried on at the submit (the boot script), before the app', () => {
  const RESPONSES = (init: RequestInit | undefined) =>
    (JSON.parse(String(init?.body)) as { ChallengeResponses: Record<string, string> }).ChallengeResponses;
  /** Amplify's RespondToAuthChallenge for the same challenge, as its serializer sends it (its own timestamp). */
  const amplifyRespond = (): RequestInit => ({
    method: 'POST',
    headers: { 'x-amz-target': RESPOND_TARGET, 'amz-sdk-request': 'attempt=1; max=3' },
    body: JSON.stringify({
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeResponses: { USERNAME: CHALLENGE.ChallengeParameters.USER_ID_FOR_SRP, TIMESTAMP: 'another moment' },
      Session: CHALLENGE.Session,
      ClientId: 'client-1',
    }),
  });
  const responds = () => sent.filter(({ init }) => String(init?.body).includes('"ChallengeName":"PASSWORD_VERIFIER"'));
  const settle = async (done: () => boolean) => {
    for (let turn = 0; turn < 50 && !done(); turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  };

  beforeAll(() => {
    // The browser's SubtleCrypto, which jsdom lacks.
    Object.defineProperty(window.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
  });
  beforeEach(() => {
    carriedOn = true;
    jest.useFakeTimers({
      now: new Date('2026-11-29T04:05:06Z'),
      doNotFake: ['nextTick', 'setImmediate', 'setTimeout'],
    });
    precomputeSrpPair(() => new SrpWorkerDouble() as unknown as Worker);
    takeSrpPair();
  });
  afterEach(() => {
    carriedOn = false;
    jest.useRealTimers();
    delete (window as unknown as Record<string, unknown>).__portalSrp;
  });

  it('sends the worker’s claim before Amplify asks; Amplify’s two requests take the answers, the tokens offered first', async () => {
    giveSrpPair(pair(1));
    startEarlyPasswordSignIn('http://localhost:9230', 'client-1', 'hanako@example.com');
    const offered: string[] = [];
    const signedIn = jest.fn((accessToken: string, idToken: string) => offered.push(accessToken, idToken));
    const requestsSent = carryOnEarlyPasswordSignIn('hanako@example.com', 'Passw0rd!', 'AbCdEf123', signedIn);
    expect(requestsSent).toBeInstanceOf(Promise);
    // One per sign-in: a second submit of the same form sends nothing more.
    expect(carryOnEarlyPasswordSignIn('hanako@example.com', 'Passw0rd!', 'AbCdEf123', signedIn)).toBeUndefined();
    await settle(() => responds().length > 0);
    const { USER_ID_FOR_SRP, SRP_B, SALT, SECRET_BLOCK } = CHALLENGE.ChallengeParameters;
    const claim = await passwordClaim(
      {
        ...pair(1),
        poolName: 'AbCdEf123',
        userIdForSrp: USER_ID_FOR_SRP,
        password: 'Passw0rd!',
        B: SRP_B,
        salt: SALT,
        secretBlock: SECRET_BLOCK,
      },
      (input) => Promise.resolve(computeS(input)),
    );
    expect(JSON.parse(String(responds()[0]?.init?.body))).toEqual({
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeResponses: {
        USERNAME: USER_ID_FOR_SRP,
        PASSWORD_CLAIM_SECRET_BLOCK: SECRET_BLOCK,
        TIMESTAMP: claim?.timestamp,
        PASSWORD_CLAIM_SIGNATURE: claim?.signature,
      },
      Session: 'session-1',
      ClientId: 'client-1',
    });

    // Amplify, once the app runs: its InitiateAuth and its RespondToAuthChallenge take the answers.
    claimEarlyPasswordSignIn('hanako@example.com', true);
    takeSrpPair();
    await expect(
      earlySignInAnswer(ENDPOINT, amplifyInit('hanako@example.com', 'A1'))?.then((response) => response.json()),
    ).resolves.toEqual(CHALLENGE);
    const answer = earlySignInAnswer(ENDPOINT, amplifyRespond());
    // The member's reads are on offer before Amplify has the tokens: the app's reads take them.
    await expect(
      answer?.then(async (response) => ({ offered: [...offered], answer: (await response.json()) as unknown })),
    ).resolves.toEqual({
      offered: ['access-1', 'id-1'],
      answer: { AuthenticationResult: { AccessToken: 'access-1', IdToken: 'id-1' } },
    });
    expect(responds()).toHaveLength(1);
    // Its last request (the member's reads, offered with the tokens) has left.
    await requestsSent;
    expect(offered).toEqual(['access-1', 'id-1']);
    // Taken once: a later PASSWORD_VERIFIER answer is its own request.
    expect(earlySignInAnswer(ENDPOINT, amplifyRespond())).toBeUndefined();
  });

  it('leaves RespondToAuthChallenge to Amplify when there is no worker for `S`', async () => {
    delete (window as unknown as Record<string, unknown>).__portalSrp;
    giveSrpPair(pair(1));
    startEarlyPasswordSignIn('http://localhost:9230', 'client-1', 'hanako@example.com');
    carryOnEarlyPasswordSignIn('hanako@example.com', 'Passw0rd!', 'AbCdEf123', jest.fn());
    claimEarlyPasswordSignIn('hanako@example.com', true);
    takeSrpPair();
    await earlySignInAnswer(ENDPOINT, amplifyInit('hanako@example.com', 'A1'));
    const own = window.fetch(ENDPOINT, amplifyRespond());
    await own;
    expect(responds()).toHaveLength(1);
    expect(RESPONSES(responds()[0]?.init)).toEqual({
      USERNAME: CHALLENGE.ChallengeParameters.USER_ID_FOR_SRP,
      TIMESTAMP: 'another moment',
    });
  });

  it.each([
    ['another address', 'taro@example.com', 'Passw0rd!', false],
    ['no password', 'hanako@example.com', '', false],
    ['a sign-in Amplify has claimed', 'hanako@example.com', 'Passw0rd!', true],
  ])('carries nothing on for %s', async (_, username, password, claimedFirst) => {
    giveSrpPair(pair(1));
    startEarlyPasswordSignIn('http://localhost:9230', 'client-1', 'hanako@example.com');
    if (claimedFirst) claimEarlyPasswordSignIn('hanako@example.com', true);
    expect(carryOnEarlyPasswordSignIn(username, password, 'AbCdEf123', jest.fn())).toBeUndefined();
    await settle(() => false);
    expect(responds()).toEqual([]);
  });
});
