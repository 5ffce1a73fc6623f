import { OFFLINE_GOAL_TEXT, offlineFigures, offlineGoal, offlineRow, offlineTable } from './offline-bench';

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
});
