import {
  medianParts,
  OFFLINE_GOAL_TEXT,
  offlineFigures,
  offlineGoal,
  offlineHolds,
  offlineRow,
  offlineTable,
} from './offline-bench';

describe('the offline certificate figure', () => {
  it('is the median of the rounds that finished; a failed round is counted, not timed', () => {
    const figures = offlineFigures([{ ms: 900 }, { failure: 'timeout' }, { ms: 700 }, { ms: 1300 }]);
    expect(figures).toEqual({ median: 900, finished: [900, 700, 1300], failed: 1 });
    expect(offlineRow(figures).slice(1)).toEqual(['0.90 s', '0.90 s, 0.70 s, 1.30 s, 1 failed']);
    expect(offlineTable(figures).split('\n')).toHaveLength(3);
  });

  it('meets the goal at 1 s or less, and says by how much it misses it', () => {
    expect(offlineGoal(offlineFigures([{ ms: 1000 }]))).toEqual({
      goal: OFFLINE_GOAL_TEXT,
      status: 'met',
      detail: '1.00 s (median of 1)',
    });
    expect(offlineGoal(offlineFigures([{ ms: 1200 }, { ms: 1400 }, { ms: 1300 }]))).toEqual({
      goal: OFFLINE_GOAL_TEXT,
      status: 'not met',
      detail: '1.30 s (median of 3); short by 0.30 s',
    });
  });

  it('is not met when no round finished, and not measured when the part did not run', () => {
    expect(offlineGoal(offlineFigures([{ failure: 'x' }, { failure: 'y' }]))).toMatchObject({
      status: 'not met',
      detail: 'no round finished (2 failed)',
    });
    expect(offlineRow(offlineFigures([{ failure: 'x' }]))[1]).toBe('n/a');
    expect(offlineGoal(undefined)).toMatchObject({ status: 'not measured' });
  });

  it('says what holds a round: the page’s arrival, then the scripts by file and the rendering before the countdown', () => {
    const parts = (main: number, offline: number | undefined, rendering: number) => ({
      documentAt: 90 + main / 100,
      frames: main + 300,
      scripts: { 'main.js': main, account: 40, ...(offline === undefined ? {} : { 'on-demand-offline.js': offline }) },
      rendering,
      outside: 1000 - main,
    });
    const figures = offlineFigures([
      { ms: 1400, parts: parts(500, 120, 200) },
      { failure: 'timeout' },
      { ms: 1500, parts: parts(700, undefined, 260) },
      { ms: 1300, parts: parts(600, 100, 180) },
      { ms: 1200 },
    ]);
    // A file a round did not run counts 0 ms there; a round without parts is left out of their medians.
    expect(figures.parts).toEqual({
      documentAt: 96,
      frames: 900,
      scripts: { 'main.js': 600, account: 40, 'on-demand-offline.js': 100 },
      rendering: 200,
      outside: 400,
    });
    expect(medianParts([])).toBeUndefined();
    expect(offlineGoal(figures)).toMatchObject({
      status: 'not met',
      holds:
        'medians of the rounds: the page from the service worker at 0.10 s; then long animation frames 0.90 s, of ' +
        'them scripts 0.74 s (main.js 0.60 s, on-demand-offline.js 0.10 s, account 0.04 s) and rendering 0.20 s; ' +
        '0.40 s outside them',
    });
    // Met: nothing holds it.
    expect(offlineGoal(offlineFigures([{ ms: 800, parts: parts(300, 50, 100) }])).holds).toBeUndefined();
    expect(offlineHolds(undefined)).toBe('');
  });
});
