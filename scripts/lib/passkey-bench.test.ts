import { passkeyGoals, passkeySection, type PasskeyRound } from './passkey-bench';

const round = (figures: Partial<PasskeyRound>): PasskeyRound => ({
  openToControl: 800,
  openToList: 5200,
  tapToList: 2100,
  tapToFirstIdentity: 20,
  ceremonies: 1,
  verifications: 1,
  ...figures,
});

const rounds = {
  typed: [
    round({}),
    round({ openToList: 5100, tapToList: 2000, tapToFirstIdentity: 180 }),
    round({ openToList: 4900 }),
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
      "open → tap 3.00 s (the address typed), tap → list 2.10 s: InitiateAuth, RespondToAuthChallenge after the ceremony, then GetUser and /me, three round trips from the press (the boot script), the entry's steps running meanwhile",
    );
    expect(goals[3]).toMatchObject({ value: '180 ms', by: '30 ms' });
    expect(goals[4]).toMatchObject({ value: '3.10 s', by: '0.10 s' });
    expect(goals[4]?.holds).toContain("open → the field's tap 0.90 s; tap → list 2.20 s");
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
