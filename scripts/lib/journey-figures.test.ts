import {
  evaluateGoals,
  goalTable,
  longestEvent,
  lostKeys,
  medianOf,
  networkConditions,
  portalJourneyTable,
  ratio,
  taskMedians,
  taskTable,
  type TaskRound,
} from './journey-figures';

const round = (fields: Partial<TaskRound>): TaskRound => ({
  formUsable: 1000,
  wholeTask: 10000,
  enterToContent: 3000,
  longestEvent: 100,
  longTaskTime: 1000,
  lostKeys: 0,
  ...fields,
});

describe('networkConditions', () => {
  it("is Lighthouse's applied slow 4G in CDP's bytes per second", () => {
    expect(networkConditions()).toEqual({
      offline: false,
      latency: 562.5,
      downloadThroughput: 188743,
      uploadThroughput: 86400,
    });
  });
});

describe('medianOf', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(medianOf([5, 1, 3])).toBe(3);
    expect(medianOf([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves out rounds that reached nothing, and is NaN when none did', () => {
    expect(medianOf([Number.NaN, 7, 9])).toBe(8);
    expect(medianOf([Number.NaN])).toBeNaN();
  });
});

describe('lostKeys', () => {
  it('is 0 when the field holds what was typed', () => {
    expect(lostKeys('eligible@example.com', 'eligible@example.com')).toBe(0);
  });

  it('counts the keys missing from the value, wherever they went', () => {
    expect(lostKeys('eligible@example.com', 'ible@example.com')).toBe(4);
    expect(lostKeys('Passw0rd!demo', 'Pasw0rd!dem')).toBe(2);
    expect(lostKeys('abc', '')).toBe(3);
  });

  it('does not let a key kept twice make up for one lost', () => {
    expect(lostKeys('abcd', 'aabd')).toBe(1);
  });
});

describe('longestEvent', () => {
  it('picks the longest entry over every document of the task', () => {
    const entries = [
      { name: 'keydown', duration: 56, startTime: 10, interactionId: 1 },
      { name: 'click', duration: 600, startTime: 20, interactionId: 2 },
      { name: 'keyup', duration: 24, startTime: 5, interactionId: 3 },
    ];
    expect(longestEvent(entries)?.name).toBe('click');
    expect(longestEvent([])).toBeUndefined();
  });
});

describe('taskMedians', () => {
  it('gives each column its median, the failed rounds and the most keys lost in one round', () => {
    const medians = taskMedians([
      round({ wholeTask: 9000, lostKeys: 0 }),
      round({ wholeTask: 11000, lostKeys: 2 }),
      round({ wholeTask: Number.NaN, enterToContent: Number.NaN, failure: 'timeout', lostKeys: 1 }),
    ]);
    expect(medians).toMatchObject({ wholeTask: 10000, enterToContent: 3000, lostKeys: 1, rounds: 3, failed: 1 });
    expect(medians.maxLostKeys).toBe(2);
  });
});

describe('ratio', () => {
  it('is ours over theirs, 1.00 for nothing against nothing and n/a where it means nothing', () => {
    expect(ratio(5, 2)).toBe('2.50');
    expect(ratio(0, 0)).toBe('1.00');
    expect(ratio(3, 0)).toBe('n/a');
    expect(ratio(Number.NaN, 1)).toBe('n/a');
  });
});

describe('tables', () => {
  it('writes the task table with the peer, the portal and the ratio rows', () => {
    const table = taskTable(taskMedians([round({ wholeTask: 10420 })]), taskMedians([round({ wholeTask: 10900 })]));
    const lines = table.split('\n');
    expect(lines[0]).toBe(
      '|  | form usable | whole task | Enter → signed-in content | longest input event | long-task time | lost keys |',
    );
    expect(lines[3]).toContain('| 10.90 s |');
    expect(lines[4]).toBe('| portal ÷ peer | 1.00 | 1.05 | 1.00 | 1.00 | 1.00 | 1.00 |');
  });

  it('lists each portal journey with its median and every round', () => {
    const table = portalJourneyTable({ settings: [1200, 800, 1000], certificate: [], comeBack: [2500] });
    expect(table).toContain('| 1.00 s | 1.20 s, 0.80 s, 1.00 s |');
    expect(table).toContain('| n/a | none |');
  });
});

describe('evaluateGoals', () => {
  const lighthouse = {
    signin: { performance: 100, cls: 0 },
    account: { performance: 61, cls: 0 },
    accountDefault: { performance: 92, cls: 0 },
  };

  it('says met or not met for each goal of issue 23 item 5, and by how much', () => {
    const peerRounds = [round({ wholeTask: 10420, enterToContent: 3210 })];
    const portalRounds = [round({ wholeTask: 10900, enterToContent: 5710, longestEvent: 600, lostKeys: 0 })];
    const goals = evaluateGoals({
      peer: taskMedians(peerRounds),
      portal: taskMedians(portalRounds),
      taskRounds: portalRounds,
      lighthouse,
    });
    expect(goals.map(({ status }) => status)).toEqual([
      'not met',
      'not met',
      'not met',
      'met',
      'met',
      'not met',
      'met',
      'met',
    ]);
    expect(goals[0]?.detail).toBe('10.90 s vs 0.8 × 10.42 s = 8.34 s; short by 2.56 s');
    expect(goals[1]?.detail).toBe('5.71 s vs 3.21 s; short by 2.50 s');
    expect(goals[2]?.detail).toBe('600 ms; short by 400 ms');
    expect(goals[5]?.detail).toBe('61; short by 14 points');
  });

  it('fails the lost-key goal for one round with a lost key, even when the median is 0', () => {
    const portalRounds = [round({}), round({ lostKeys: 3 }), round({})];
    const [, , , keys] = evaluateGoals({
      peer: taskMedians([round({})]),
      portal: taskMedians(portalRounds),
      taskRounds: portalRounds,
    });
    expect(keys).toMatchObject({ status: 'not met', detail: expect.stringContaining('1 of 3 rounds') });
  });

  it('leaves the goals of a part that did not run not measured', () => {
    const goals = evaluateGoals({ lighthouse });
    expect(goals.slice(0, 4).every(({ status }) => status === 'not measured')).toBe(true);
    expect(evaluateGoals({}).every(({ status }) => status === 'not measured')).toBe(true);
    expect(goalTable(goals)).toContain('| /signin Lighthouse performance ≥ 98 | met | 100 |');
  });
});
