import type { RequestSeen } from './journey-figures';
import { pageCode, passkeyGoals, passkeySection, signInSteps, stepsText, type PasskeyRound } from './passkey-bench';

const round = (figures: Partial<PasskeyRound>): PasskeyRound => ({
  openToControl: 800,
  openToList: 5200,
  tapToList: 2100,
  tapToFirstIdentity: 20,
  ceremonies: 1,
  verifications: 1,
  ...figures,
});

const steps = (readsGap: number) => ({ roundTrips: 1800, challengeGap: 100, readsGap, afterReads: 250 });

const rounds = {
  typed: [
    round({ steps: steps(10) }),
    round({ openToList: 5100, tapToList: 2000, tapToFirstIdentity: 180, steps: steps(300) }),
    round({ openToList: 4900, steps: steps(200) }),
  ],
  autofill: [round({ openToList: 3100, tapToList: 2200, ceremonies: 2 }), round({ failure: 'the control: timeout' })],
  peer: [round({ openToList: 7700, tapToList: 2500 })],
};

describe('passkeyGoals', () => {
  it('names the profile, judges each goal by its median (the first request by its slowest round) and says what holds it', () => {
    const goals = passkeyGoals(rounds, '4G');
    expect(goals.map(({ name, met }) => [name, met])).toEqual([
      ['passkey, address typed: open → list ≤ 5.0 s (4G)', false],
      ['passkey, address typed: open → list ≤ 0.7 × the peer (4G)', true],
      ['passkey, address typed: tap → list ≤ 2.2 s (4G)', true],
      ['passkey: first identity request ≤ 150 ms after the tap (slowest round) (4G)', false],
      ['passkey by autofill: open → list ≤ 3.0 s (4G)', false],
    ]);
    expect(goals[0]).toMatchObject({ value: '5.10 s', by: '0.10 s' });
    expect(goals[0]?.holds).toBe(
      'open → tap 3.00 s (the address typed), tap → list 2.10 s: the three round trips (InitiateAuth, ' +
        "RespondToAuthChallenge, GetUser beside /me) 1800 ms; RespondToAuthChallenge sent 100 ms after InitiateAuth's " +
        "answer (the ceremony), GetUser 200 ms after RespondToAuthChallenge's answer (each sent from the main thread, " +
        "busy with the app's start meanwhile); the list 250 ms after the last answer (the app taking the answers, the " +
        "list's render) (medians of 3 rounds); with open → tap as measured, the three round trips alone (562.5 " +
        'ms latency each) put the list at 4.69 s at the earliest',
    );
    expect(goals[3]).toMatchObject({ value: '180 ms', by: '30 ms' });
    expect(goals[4]).toMatchObject({ value: '3.10 s', by: '0.10 s' });
    expect(goals[4]?.holds).toContain("open → the field's tap 0.90 s; tap → list 2.20 s");
    expect(goals[4]?.holds).toContain("the sign-in's requests were not seen");
    expect(goals[4]?.holds).toMatch(/put the list at 2\.59 s at the earliest$/);
  });

  it('sets the ratio to the peer against the round trips, and the autofill path against its code at the bandwidth', () => {
    const code = (bytes: number, htmlAnswered: number) => ({ bytes, htmlAnswered });
    const withCode = {
      ...rounds,
      autofill: [
        round({ openToList: 3100, tapToList: 2200, code: code(190_000, 600) }),
        round({ openToList: 3300, tapToList: 2300, code: code(230_000, 700) }),
        round({ openToList: 3200, tapToList: 2250, code: code(210_000, 650) }),
        round({ failure: 'x', code: code(1, 1) }),
      ],
    };
    const goals = passkeyGoals(withCode, '4G');
    expect(goals[1]?.holds).toMatch(/put the list at 4\.69 s at the earliest$/);
    // 210 000 bytes at 8294.4 Kbit/s (1 061 683 bytes a second): 0.20 s, from 0.65 s plus one latency of 562.5 ms.
    expect(goals[4]?.holds).toMatch(
      /; the page's code answered before the list, 210 KB as carried, takes 0\.20 s at 8294\.4 Kbit\/s: asked for as the HTML answered \(0\.65 s\), its last byte comes at 1\.41 s at the earliest \(medians of 3 rounds\)$/,
    );
    expect(passkeyGoals(withCode, 'dial-up')[4]?.holds).not.toContain("the page's code");
  });

  it('gives no earliest list for a profile it does not know, nor for a journey without a finished round', () => {
    expect(passkeyGoals(rounds, 'dial-up')[0]?.holds).not.toContain('at the earliest');
    const [typed] = passkeyGoals({ typed: [round({ failure: 'x' })], autofill: [], peer: [] }, 'slow 4G');
    expect(typed?.holds).not.toContain('at the earliest');
  });

  it('counts a journey with no finished round as not met, not measured', () => {
    const [typed] = passkeyGoals({ typed: [round({ failure: 'x' })], autofill: [], peer: [] }, 'slow 4G');
    expect(typed).toMatchObject({ met: false, by: 'not measured', value: '–' });
  });
});

describe('passkeySection', () => {
  it('writes the profile, one row per journey with its failures, and the goals with what holds those not met', () => {
    const text = passkeySection({ profile: 'slow 4G', rounds }, 3);
    expect(text).toContain('### Passkey sign-in on slow 4G');
    expect(text).toContain(
      '| portal, autofill | 0.80 s | 3.10 s (slowest 3.10 s) | 2.20 s | 20 ms (slowest 20 ms) | 2 / 1 | 2 |',
    );
    expect(text).toContain('Failures: the control: timeout');
    expect(text).toContain('| passkey, address typed: tap → list ≤ 2.2 s (slow 4G) | 2.10 s | 2.20 s | met |  |  |');
    expect(text).toContain('| NOT MET | 0.10 s | open → tap 3.00 s (the address typed)');
  });
});

describe('signInSteps', () => {
  const tap = 10_000;
  const identity = 'https://identity.test/';
  const cognito = (operation: string, start: number, end: number): RequestSeen => ({
    method: 'POST',
    url: identity,
    target: `AWSCognitoIdentityProviderService.${operation}`,
    start: tap + start,
    end: tap + end,
  });
  const me = (start: number, end: number): RequestSeen => ({
    method: 'GET',
    url: 'https://portal.test/api/v1/user/white_id_accounts/me',
    start: tap + start,
    end: tap + end,
  });
  const chunk: RequestSeen = {
    method: 'GET',
    url: 'https://portal.test/assets/main.js',
    start: tap + 5,
    end: tap + 900,
  };

  it('adds up the three round trips, the gaps between them and the time after the last answer', () => {
    const requests = [
      // An earlier sign-in of the page (before the tap) is not this one.
      cognito('InitiateAuth', -3000, -2400),
      cognito('InitiateAuth', 10, 610),
      chunk,
      cognito('RespondToAuthChallenge', 700, 1300),
      cognito('GetUser', 1550, 2150),
      me(1552, 2180),
    ];
    expect(signInSteps(requests, tap, tap + 2400)).toEqual({
      roundTrips: 600 + 600 + 630,
      challengeGap: 90,
      readsGap: 250,
      afterReads: 220,
    });
  });

  it('is undefined when a step is missing or unanswered', () => {
    const signIn = [cognito('InitiateAuth', 10, 610), cognito('RespondToAuthChallenge', 700, 1300)];
    expect(signInSteps([...signIn, cognito('GetUser', 1310, 1900)], tap, tap + 2200)).toBeUndefined();
    expect(
      signInSteps([...signIn, cognito('GetUser', 1310, Number.NaN), me(1312, 1910)], tap, tap + 2200),
    ).toBeUndefined();
  });
});

describe('pageCode', () => {
  const request = (url: string, end: number, bytes?: number, method = 'GET') => ({ method, url, start: 0, end, bytes });
  it('takes the first request as the HTML and adds up the bytes of its origin’s scripts answered by the list', () => {
    const requests = [
      request('http://localhost:4173/signin', 1600, 14_000),
      request('http://localhost:4173/assets/main.1.js', 3000, 170_000),
      request('http://localhost:4173/assets/account-home.2.js', 3500, 20_000),
      request('http://localhost:4173/assets/late.3.js', 5000, 9_999),
      request('http://localhost:4173/assets/on-demand-srp.4.js', Number.NaN),
      request('https://www.googletagmanager.com/gtm.js', 2000, 80_000),
      request('http://localhost:4173/api/v1/user/white_id_accounts/me', 3600, 900),
      request('http://localhost:9229/', 3400, 2_000, 'POST'),
    ];
    expect(pageCode(requests, 1000, 4000)).toEqual({ htmlAnswered: 600, bytes: 190_000 });
  });

  it('is undefined without the HTML answered first', () => {
    expect(pageCode([], 1000, 4000)).toBeUndefined();
    expect(pageCode([request('http://localhost:4173/signin', Number.NaN)], 1000, 4000)).toBeUndefined();
  });
});

describe('stepsText', () => {
  it('says so when no round saw its requests', () => {
    expect(stepsText([round({}), round({ failure: 'x', steps: steps(10) })])).toBe(
      "the sign-in's requests were not seen",
    );
  });
});
