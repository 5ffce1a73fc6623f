/**
 * CPU slowdown for Lighthouse's mobile preset, calibrated from the host's benchmarkIndex as Lighthouse's
 * docs/throttling.md ("Calibrating the CPU slowdown") describes. Target: a mid-tier mobile device. The docs' table
 * suggests 4x from a high-end desktop (benchmarkIndex 1500-2000), 2x from a low-end desktop (1000-1500) or a high-end
 * mobile (800-1200), 1x from a mid-tier mobile (125-800), higher within a bracket's range for a host at its top end.
 * Here the suggested multipliers sit at the middle of each bracket and are interpolated linearly in between.
 */
const ANCHORS: [benchmarkIndex: number, multiplier: number][] = [
  [800, 1],
  [1250, 2],
  [1750, 4],
];

export const calibratedCpuSlowdown = (benchmarkIndex: number): number => {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return 4;
  const [first, ...rest] = ANCHORS;
  if (!first || benchmarkIndex <= first[0]) return 1;
  let previous = first;
  for (const anchor of rest) {
    if (benchmarkIndex <= anchor[0]) {
      const share = (benchmarkIndex - previous[0]) / (anchor[0] - previous[0]);
      return round(previous[1] + share * (anchor[1] - previous[1]));
    }
    previous = anchor;
  }
  // Above the high-end desktop bracket's middle: scale on, within the docs' range for it (2-10x).
  return round(Math.min(10, (previous[1] * benchmarkIndex) / previous[0]));
};

/**
 * The slowdown the bench runs Lighthouse at (`slowdown`): the calibrated one (`calibrated`, which the bench reports
 * beside it), never below Lighthouse's default. The probes can catch the host in a slow spell, and the slowdown
 * calibrated from them would then throttle the runs after them less than the default does: the bench is never kinder
 * than a member's phone.
 */
export const benchCpuSlowdown = (benchmarkIndex: number, defaultSlowdown: number) => {
  const calibrated = calibratedCpuSlowdown(benchmarkIndex);
  return { calibrated, slowdown: Math.max(defaultSlowdown, calibrated) };
};

const round = (value: number) => Math.round(value * 10) / 10;

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (!sorted.length) return Number.NaN;
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
