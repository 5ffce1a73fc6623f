/**
 * The pure part of the member's journey benchmark (`npm run bench`, issue 23): the throttling it applies, what one
 * round's figures are made of, medians, lost keystrokes, the goals of issue 23 item 5 and the markdown output. The
 * browser side is journey-bench.ts.
 */

/**
 * Lighthouse's mobile preset as DevTools applies it ("applied slow 4G"): lighthouse's `throttling.mobileSlow4G`
 * (@paulirish/trace_engine lantern/simulation/Constants.js): rtt 150 ms × 3.75 = 562.5 ms request latency, 1.6 Mbit/s
 * × 0.9 = 1474.56 Kbit/s down, 750 Kbit/s × 0.9 = 675 Kbit/s up, CPU 4x. The CDP parameters are bytes per second,
 * rounded down as Lighthouse's core/lib/emulation.js does.
 */
export const SLOW_4G = { requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675 };
export const CPU_SLOWDOWN = 4;

export const networkConditions = () => ({
  offline: false,
  latency: SLOW_4G.requestLatencyMs,
  downloadThroughput: Math.floor((SLOW_4G.downloadThroughputKbps * 1024) / 8),
  uploadThroughput: Math.floor((SLOW_4G.uploadThroughputKbps * 1024) / 8),
});

/** The median of the finite values; NaN when there is none (a journey that never finished in any round). */
export const medianOf = (values: readonly number[]) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Keystrokes lost: how many typed characters are not in the field's value, in order (the typed text's length minus
 * the longest common subsequence with the value). A key the field kept twice does not make up for one it lost.
 */
export const lostKeys = (typed: string, value: string) => {
  const a = [...typed];
  const b = [...value];
  let previous = new Array<number>(b.length + 1).fill(0);
  for (const char of a) {
    const row = [0];
    for (let j = 1; j <= b.length; j += 1)
      row[j] = char === b[j - 1] ? previous[j - 1]! + 1 : Math.max(previous[j]!, row[j - 1]!);
    previous = row;
  }
  return a.length - previous[b.length]!;
};

/** One Event Timing entry (PerformanceObserver type `event`) as the page reports it. */
export interface EventEntry {
  name: string;
  duration: number;
  startTime: number;
  interactionId: number;
}

/**
 * The longest Event Timing entry of a task, over every document it went through (the entries of each document are
 * collected as they come, so a navigation loses none). Duration is what Event Timing measures: from the input's
 * hardware timestamp to the next paint after its handlers, rounded by the browser to 8 ms.
 */
export const longestEvent = (entries: readonly EventEntry[]): EventEntry | undefined =>
  entries.reduce<EventEntry | undefined>(
    (longest, entry) => (!longest || entry.duration > longest.duration ? entry : longest),
    undefined,
  );

/** When an input event happened, against the member's Enter: while typing, the Enter key itself, or after it. */
export type EventPhase = 'typing' | 'enter' | 'after';

export const EVENT_PHASE_LABELS: Record<EventPhase, string> = {
  typing: 'during typing',
  enter: 'the Enter key',
  after: 'after Enter',
};

/**
 * The phase of an entry (absolute times, as the probe reports them). The Enter key's entries are those at the Enter
 * keydown's timestamp (its keydown and keypress, the submit button's click that the implicit submission makes) and
 * those of its interaction (the keyup shares the keydown's `interactionId`); earlier ones are the typing, later ones
 * what came after Enter.
 */
export const eventPhase = (
  entry: Pick<EventEntry, 'interactionId'> & { at: number },
  enter: { at: number; interactionId?: number } | undefined,
): EventPhase => {
  if (!enter) return 'typing';
  if (Math.abs(entry.at - enter.at) < 1 || (enter.interactionId && entry.interactionId === enter.interactionId))
    return 'enter';
  return entry.at < enter.at ? 'typing' : 'after';
};

/** The Enter key as the Event Timing entries show it: its time, and its interaction when its keydown was reported. */
export const enterOf = (entries: readonly (EventEntry & { at: number })[], enterAt: number | undefined) => {
  if (enterAt === undefined) return undefined;
  const keydown = entries.find((entry) => entry.name === 'keydown' && Math.abs(entry.at - enterAt) < 1);
  return { at: enterAt, interactionId: keydown?.interactionId || undefined };
};

/** The longest entry of a round, said as what it was and when. */
export interface LongestEventSeen {
  name: string;
  duration: number;
  phase: EventPhase;
  /** ms from navigation start. */
  sinceStart: number;
}

export const describeLongestEvent = (seen: LongestEventSeen | undefined) =>
  seen
    ? `${seen.name} ${millis(seen.duration)}, ${EVENT_PHASE_LABELS[seen.phase]} (${seconds(seen.sinceStart)} after navigation start)`
    : 'none over 16 ms';

/** One line per site: the longest entry of each round, and in which phase the longest entries fell. */
export const longestEventLines = (sites: readonly { name: string; rounds: readonly TaskRound[] }[]) =>
  sites
    .map(({ name, rounds }) => {
      const phases = rounds.flatMap((round) => (round.longestEventSeen ? [round.longestEventSeen.phase] : []));
      const counts = (Object.keys(EVENT_PHASE_LABELS) as EventPhase[])
        .map((phase) => [phase, phases.filter((p) => p === phase).length] as const)
        .filter(([, count]) => count > 0)
        .map(([phase, count]) => `${EVENT_PHASE_LABELS[phase]} ${count} of ${rounds.length}`);
      return (
        `Longest input event, ${name}: ` +
        rounds.map((round, index) => `round ${index + 1} ${describeLongestEvent(round.longestEventSeen)}`).join('; ') +
        (counts.length ? ` (${counts.join(', ')})` : '') +
        '.'
      );
    })
    .join('\n\n');

/** A request of the task as the bench saw it (BENCH_VERBOSE), absolute ms. */
export interface RequestSeen {
  method: string;
  url: string;
  /** Cognito's operation (`X-Amz-Target`), when it is one. */
  target?: string;
  start: number;
  /** NaN: no answer before the task ended. */
  end: number;
  status?: number;
}

/**
 * The requests after Enter (and those still in flight at Enter), in start order, each with its start and end in ms
 * from the Enter key: a request that starts only when another ends waits in line behind it.
 */
export const requestLines = (requests: readonly RequestSeen[], enterAt: number) =>
  requests
    .filter((request) => request.start >= enterAt || !(request.end < enterAt))
    .sort((a, b) => a.start - b.start)
    .map((request) => {
      const { pathname, host } = new URL(request.url);
      const what = request.target ? `${request.target.replace(/^AWSCognitoIdentityProviderService\./, '')} ` : '';
      const end = Number.isFinite(request.end) ? `${Math.round(request.end - enterAt)} ms` : 'no answer';
      return `${Math.round(request.start - enterAt)} → ${end}  ${request.method} ${what}${host}${pathname}${
        request.status ? ` ${request.status}` : ''
      }`;
    });

export const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** What one round of the sign-in task gives, in ms (NaN: not reached in this round). */
export interface TaskRound {
  formUsable: number;
  wholeTask: number;
  enterToContent: number;
  longestEvent: number;
  longTaskTime: number;
  lostKeys: number;
  /** The longest Event Timing entry: which event, and when. */
  longestEventSeen?: LongestEventSeen;
  /** Why the round did not reach the signed-in content, when it did not. */
  failure?: string;
}

export const TASK_COLUMNS = [
  ['form usable', 'formUsable'],
  ['whole task', 'wholeTask'],
  ['Enter → signed-in content', 'enterToContent'],
  ['longest input event', 'longestEvent'],
  ['long-task time', 'longTaskTime'],
  ['lost keys', 'lostKeys'],
] as const;

export type TaskKey = (typeof TASK_COLUMNS)[number][1];
export type TaskMedians = Record<TaskKey, number> & { rounds: number; failed: number; maxLostKeys: number };

export const taskMedians = (rounds: readonly TaskRound[]): TaskMedians => {
  const medians = Object.fromEntries(
    TASK_COLUMNS.map(([, key]) => [key, medianOf(rounds.map((round) => round[key]))]),
  ) as Record<TaskKey, number>;
  return {
    ...medians,
    rounds: rounds.length,
    failed: rounds.filter((round) => round.failure).length,
    maxLostKeys: Math.max(0, ...rounds.map((round) => (Number.isFinite(round.lostKeys) ? round.lostKeys : 0))),
  };
};

export const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'n/a');
export const millis = (ms: number) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : 'n/a');

const showTask = (key: TaskKey, value: number) => {
  if (!Number.isFinite(value)) return 'n/a';
  if (key === 'lostKeys') return String(value);
  if (key === 'longestEvent' || key === 'longTaskTime') return millis(value);
  return seconds(value);
};

/** ours ÷ theirs with two decimals; 1.00 for 0 ÷ 0, n/a where it has no meaning. */
export const ratio = (ours: number, theirs: number) => {
  if (!Number.isFinite(ours) || !Number.isFinite(theirs)) return 'n/a';
  if (theirs === 0) return ours === 0 ? '1.00' : 'n/a';
  return (ours / theirs).toFixed(2);
};

export const markdownTable = (header: readonly string[], rows: readonly (readonly string[])[]) =>
  [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

export const taskTable = (peer: TaskMedians, portal: TaskMedians) =>
  markdownTable(
    ['', ...TASK_COLUMNS.map(([label]) => label)],
    [
      [
        'peer (Amplify UI Authenticator; content: its welcome heading)',
        ...TASK_COLUMNS.map(([, key]) => showTask(key, peer[key])),
      ],
      ['portal (content: the service list on /account)', ...TASK_COLUMNS.map(([, key]) => showTask(key, portal[key]))],
      ['portal ÷ peer', ...TASK_COLUMNS.map(([, key]) => ratio(portal[key], peer[key]))],
    ],
  );

/** The portal-only journeys, each a list of round times in ms. */
export interface PortalJourneys {
  settings: number[];
  certificate: number[];
  comeBack: number[];
}

export const PORTAL_JOURNEY_LABELS: Record<keyof PortalJourneys, string> = {
  settings: '/account → settings (click on the settings link → the settings page’s heading)',
  certificate:
    '/account → the issued certificate (the card’s click → the proceed page, plus the show button’s click → the countdown)',
  comeBack: 'reload of /account with a live session (navigation start → the service list)',
};

export const portalJourneyTable = (journeys: PortalJourneys) =>
  markdownTable(
    ['portal only', 'median', 'rounds'],
    (Object.keys(PORTAL_JOURNEY_LABELS) as (keyof PortalJourneys)[]).map((key) => [
      PORTAL_JOURNEY_LABELS[key],
      seconds(medianOf(journeys[key])),
      journeys[key].map((value) => seconds(value)).join(', ') || 'none',
    ]),
  );

/** The Lighthouse medians the goals read (performance score 0-100, CLS). */
export interface LighthouseMedians {
  signin: { performance: number; cls: number };
  account: { performance: number; cls: number };
  accountDefault: { performance: number; cls: number };
}

export interface Goal {
  goal: string;
  status: 'met' | 'not met' | 'not measured';
  /** The figure, and where not met by how much. */
  detail: string;
}

const goal = (text: string, measured: boolean, met: boolean, detail: string, shortBy: string): Goal =>
  !measured
    ? { goal: text, status: 'not measured', detail: 'not run (BENCH_ONLY)' }
    : { goal: text, status: met ? 'met' : 'not met', detail: met ? detail : `${detail}; short by ${shortBy}` };

/** The goals of issue 23 item 5, from one run's medians; a part left out (BENCH_ONLY) leaves its goals not measured. */
export const evaluateGoals = ({
  peer,
  portal,
  taskRounds,
  lighthouse,
}: {
  peer?: TaskMedians;
  portal?: TaskMedians;
  taskRounds?: readonly TaskRound[];
  lighthouse?: LighthouseMedians;
}): Goal[] => {
  const journey = Boolean(peer && portal && taskRounds);
  const p = portal ?? taskMedians([]);
  const q = peer ?? taskMedians([]);
  const limit = 0.8 * q.wholeTask;
  const lostRounds = (taskRounds ?? []).filter((round) => !Number.isFinite(round.lostKeys) || round.lostKeys > 0);
  const lh = lighthouse;
  const lhGoal = (text: string, value: number | undefined, target: number): Goal =>
    goal(text, value !== undefined, (value ?? 0) >= target, String(value), `${target - (value ?? 0)} points`);
  return [
    goal(
      'whole task ≤ 0.8 × the peer’s',
      journey,
      p.wholeTask <= limit,
      `${seconds(p.wholeTask)} vs 0.8 × ${seconds(q.wholeTask)} = ${seconds(limit)}`,
      seconds(p.wholeTask - limit),
    ),
    goal(
      'Enter → service list ≤ the peer’s Enter → welcome',
      journey,
      p.enterToContent <= q.enterToContent,
      `${seconds(p.enterToContent)} vs ${seconds(q.enterToContent)}`,
      seconds(p.enterToContent - q.enterToContent),
    ),
    goal(
      'longest input event ≤ 200 ms (aim ≤ 100 ms)',
      journey,
      p.longestEvent <= 200,
      millis(p.longestEvent),
      millis(p.longestEvent - 200),
    ),
    goal(
      '0 lost keys in every round',
      journey,
      lostRounds.length === 0 && (taskRounds?.length ?? 0) > 0,
      `lost keys per round (portal): ${(taskRounds ?? []).map((round) => round.lostKeys).join(', ')}`,
      `${lostRounds.length} of ${taskRounds?.length ?? 0} rounds`,
    ),
    lhGoal('/account Lighthouse performance ≥ 90 at the default 4x CPU', lh?.accountDefault.performance, 90),
    lhGoal('/account Lighthouse performance ≥ 75 at the calibrated CPU slowdown', lh?.account.performance, 75),
    lhGoal('/signin Lighthouse performance ≥ 98', lh?.signin.performance, 98),
    lh
      ? goal(
          'CLS 0 (/signin, /account)',
          true,
          lh.signin.cls === 0 && lh.account.cls === 0 && lh.accountDefault.cls === 0,
          `/signin ${lh.signin.cls.toFixed(3)}, /account ${lh.account.cls.toFixed(3)} (default CPU ${lh.accountDefault.cls.toFixed(3)})`,
          `${Math.max(lh.signin.cls, lh.account.cls, lh.accountDefault.cls).toFixed(3)}`,
        )
      : goal('CLS 0 (/signin, /account)', false, false, '', ''),
  ];
};

export const goalTable = (goals: readonly Goal[]) =>
  markdownTable(
    ['goal', 'result', 'figure'],
    goals.map(({ goal: text, status, detail }) => [text, status, detail]),
  );
