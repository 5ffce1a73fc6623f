import type { CDPSession } from 'puppeteer-core';

/**
 * The pure part of the member's journey benchmark (`npm run bench`): the page and the throttling it applies, what one
 * round's figures are made of, medians and slowest rounds, lost keystrokes, the goals and the markdown output, and
 * the record of a page's requests from CDP's events (shared with the passkey journeys). The browser side is
 * journey-bench.ts.
 */

/** A network the journey is throttled to, as DevTools applies it (request latency, Kbit/s of 1024 bit). */
export interface NetworkProfile {
  name: string;
  requestLatencyMs: number;
  downloadThroughputKbps: number;
  uploadThroughputKbps: number;
}

/**
 * Lighthouse's mobile preset as DevTools applies it ("applied slow 4G"): lighthouse's `throttling.mobileSlow4G`
 * (@paulirish/trace_engine lantern/simulation/Constants.js): rtt 150 ms × 3.75 = 562.5 ms request latency, 1.6 Mbit/s
 * × 0.9 = 1474.56 Kbit/s down, 750 Kbit/s × 0.9 = 675 Kbit/s up, CPU 4x. The CDP parameters are bytes per second,
 * rounded down as Lighthouse's core/lib/emulation.js does.
 */
export const SLOW_4G: NetworkProfile = {
  name: 'slow 4G',
  requestLatencyMs: 562.5,
  downloadThroughputKbps: 1474.56,
  uploadThroughputKbps: 675,
};

/**
 * "4G": 150 ms and 9 Mbit/s down, applied as Lighthouse applies its presets (the same Constants.js:
 * DEVTOOLS_RTT_ADJUSTMENT_FACTOR 3.75, DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR 0.9): 562.5 ms request latency,
 * 9 × 1024 × 0.9 = 8294.4 Kbit/s down, slow 4G's 675 Kbit/s up. Lighthouse 12 has no such preset of its own.
 */
export const FOUR_G: NetworkProfile = {
  name: '4G',
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 9 * 1024 * 0.9,
  uploadThroughputKbps: 750 * 0.9,
};

export const NETWORK_PROFILES: readonly NetworkProfile[] = [SLOW_4G, FOUR_G];
export const CPU_SLOWDOWN = 4;

export const networkConditions = (profile: NetworkProfile = SLOW_4G) => ({
  offline: false,
  latency: profile.requestLatencyMs,
  downloadThroughput: Math.floor((profile.downloadThroughputKbps * 1024) / 8),
  uploadThroughput: Math.floor((profile.uploadThroughputKbps * 1024) / 8),
});

/** How long `bytes` take to come down at the profile's bandwidth as the browser applies it (ms). */
export const downloadMs = (bytes: number, profile: NetworkProfile) =>
  (bytes / networkConditions(profile).downloadThroughput) * 1000;

/**
 * A phone's page, as members use the portal: the CSS pixels, scale and touch of Lighthouse's mobile screen (a Moto G
 * Power, 412 × 823 at 2.625) and a Japanese browser.
 */
export const PHONE = {
  viewport: { width: 412, height: 823, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true },
  locale: 'ja-JP',
  acceptLanguage: 'ja-JP,ja;q=0.9',
} as const;

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

/** A long animation frame (50 ms or more) and the scripts that ran in it, as the page's probe reports it. */
export interface LongFrame {
  at: number;
  duration: number;
  scripts: { invoker: string; source: string; duration: number }[];
}

/** The long animation frames overlapping [from, to], each with its scripts of 5 ms or more, in ms from `from`. */
export const frameLines = (frames: readonly LongFrame[], from: number, to: number) =>
  frames
    .filter((frame) => frame.at < to && frame.at + frame.duration > from)
    .map(
      (frame) =>
        `frame ${Math.round(frame.at - from)} ms, ${Math.round(frame.duration)} ms: ` +
        (frame.scripts
          .filter((script) => script.duration >= 5)
          .map((script) => `${script.invoker} (${script.source}) ${Math.round(script.duration)} ms`)
          .join('; ') || 'no script of 5 ms or more (style, layout, paint)'),
    );

/** The longest entry of a round, said as what it was and when. */
export interface LongestEventSeen {
  name: string;
  duration: number;
  phase: EventPhase;
  /** ms from navigation start. */
  sinceStart: number;
  /** The long animation frames it overlapped, with their scripts (`frameLines`). */
  frames?: string[];
}

export const describeLongestEvent = (seen: LongestEventSeen | undefined) =>
  seen
    ? `${seen.name} ${millis(seen.duration)}, ${EVENT_PHASE_LABELS[seen.phase]} (${seconds(seen.sinceStart)} after navigation start)`
    : 'none over 16 ms';

/** What holds the input-event goal: the longest event, and the long animation frames it overlapped. */
export const longestEventHolds = (seen: LongestEventSeen | undefined) =>
  describeLongestEvent(seen) +
  (seen?.frames?.length ? `; the long animation frames it overlapped: ${seen.frames.join(' / ')}` : '');

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

/** A request of the task as the browser sent it (CDP `Network.requestWillBeSent`), absolute ms. */
export interface RequestSeen {
  method: string;
  url: string;
  /** Cognito's operation (`X-Amz-Target`), when it is one. */
  target?: string;
  start: number;
  /** NaN: no answer before the task ended. */
  end: number;
  status?: number;
  /** Bytes as the network carried them (`encodedDataLength`, headers included), once answered. */
  bytes?: number;
}

/** Cognito's operation of a request, without its service prefix. */
export const operationOf = (request: RequestSeen) =>
  request.target?.replace(/^AWSCognitoIdentityProviderService\./, '');

const ASSET = /\.(?:js|css|json|svg|png|webp|woff2)$/;
const CONTENT_HASH = new RegExp(`\\.[0-9a-f]{8,}(?=${ASSET.source})`);

/** A built file's name without its content hash (`main.0123abcd.js` → `main.js`). */
export const withoutHash = (file: string) => file.replace(CONTENT_HASH, '');

/**
 * A request said short: the port, then Cognito's operation, or the file without its content hash, or the path
 * (`:8080 on-demand-identity.js`, `:9230 InitiateAuth`, `:8080 /api/white_id_accounts/me`).
 */
export const shortUrl = (request: RequestSeen) => {
  const { pathname, port } = new URL(request.url);
  const operation = operationOf(request);
  if (operation) return `:${port} ${operation}`;
  const file = pathname.split('/').pop() ?? '';
  return `:${port} ${ASSET.test(file) ? withoutHash(file) : pathname}`;
};

/** Whether the request was in flight at `at` or started after it. */
const atOrAfter = (request: RequestSeen, at: number) => request.start >= at || !(request.end < at);

/**
 * The requests after Enter (and those still in flight at Enter), in start order, each with its start and end in ms
 * from the Enter key: a request that starts only when another ends waits in line behind it.
 */
export const requestLines = (requests: readonly RequestSeen[], enterAt: number, all = false) =>
  requests
    .filter((request) => all || atOrAfter(request, enterAt))
    .sort((a, b) => a.start - b.start)
    .map((request) => {
      const end = Number.isFinite(request.end) ? `${Math.round(request.end - enterAt)} ms` : 'no answer';
      return `${Math.round(request.start - enterAt)} → ${end}  ${request.method} ${shortUrl(request)}${
        request.status ? ` ${request.status}` : ''
      }`;
    });

/** The first identity request (a call to Cognito, its preflight aside) sent at or after Enter, if any. */
export const firstIdentityRequest = (requests: readonly RequestSeen[], enterAt: number) =>
  requests
    .filter((request) => request.target && request.method !== 'OPTIONS' && request.start >= enterAt)
    .sort((a, b) => a.start - b.start)[0];

/**
 * The sign-in's first identity request: the first one at or after Enter, unless that is the answer to a challenge,
 * whose InitiateAuth left before Enter (the portal sends it while the password is typed): then that InitiateAuth.
 */
export const signInStart = (requests: readonly RequestSeen[], enterAt: number) => {
  const first = firstIdentityRequest(requests, enterAt);
  if (!first?.target?.endsWith('.RespondToAuthChallenge')) return first;
  const started = requests
    .filter((request) => request.target?.endsWith('.InitiateAuth') && request.start < first.start)
    .sort((a, b) => b.start - a.start)[0];
  return started ?? first;
};

/** Enter → the sign-in's first identity request leaving the page, ms (negative: before Enter); NaN when none left. */
export const enterToIdentity = (requests: readonly RequestSeen[], enterAt: number) => {
  const first = signInStart(requests, enterAt);
  return first ? first.start - enterAt : Number.NaN;
};

/**
 * What the first identity request waited for: the page's own downloads (scripts) still arriving at Enter, or started
 * after it and before that request, each with its end in ms from Enter.
 */
export const arrivingAtEnter = (requests: readonly RequestSeen[], enterAt: number) => {
  const first = firstIdentityRequest(requests, enterAt);
  const until = first?.start ?? Number.POSITIVE_INFINITY;
  return requests
    .filter((request) => !request.target && atOrAfter(request, enterAt) && request.start < until)
    .filter((request) => /\.js$/.test(new URL(request.url).pathname))
    .sort((a, b) => a.start - b.start)
    .map(
      (request) =>
        `${shortUrl(request).replace(/^:\d+ /, '')} (→ ${Number.isFinite(request.end) ? `${Math.round(request.end - enterAt)} ms` : 'no answer'})`,
    );
};

export const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** What one round of the sign-in task gives, in ms (NaN: not reached in this round). */
export interface TaskRound {
  formUsable: number;
  wholeTask: number;
  enterToContent: number;
  /** Enter → the first identity request leaving the page. */
  enterToIdentity: number;
  longestEvent: number;
  longTaskTime: number;
  lostKeys: number;
  /** The longest Event Timing entry: which event, and when. */
  longestEventSeen?: LongestEventSeen;
  /** Why the round did not reach the signed-in content, when it did not. */
  failure?: string;
  /** The round's requests (absolute ms), with the member's Enter and the content shown. */
  trace?: { requests: RequestSeen[]; enterAt: number; contentAt: number };
}

export const TASK_COLUMNS = [
  ['form usable', 'formUsable'],
  ['whole task', 'wholeTask'],
  ['Enter → signed-in content', 'enterToContent'],
  ['Enter → first identity request', 'enterToIdentity'],
  ['longest input event', 'longestEvent'],
  ['long-task time', 'longTaskTime'],
  ['lost keys', 'lostKeys'],
] as const;

export type TaskKey = (typeof TASK_COLUMNS)[number][1];
export type TaskMedians = Record<TaskKey, number> & {
  rounds: number;
  failed: number;
  maxLostKeys: number;
  /** Each figure in its slowest round (the largest value; NaN when no round reached it). */
  slowest: Record<TaskKey, number>;
};

/** The largest of the finite values; NaN when there is none. */
export const slowestOf = (values: readonly number[]) => {
  const finite = values.filter((value) => Number.isFinite(value));
  return finite.length ? Math.max(...finite) : Number.NaN;
};

export const taskMedians = (rounds: readonly TaskRound[]): TaskMedians => {
  const by = (of: (values: number[]) => number) =>
    Object.fromEntries(TASK_COLUMNS.map(([, key]) => [key, of(rounds.map((round) => round[key]))])) as Record<
      TaskKey,
      number
    >;
  return {
    ...by(medianOf),
    slowest: by(slowestOf),
    rounds: rounds.length,
    failed: rounds.filter((round) => round.failure).length,
    maxLostKeys: Math.max(0, ...rounds.map((round) => (Number.isFinite(round.lostKeys) ? round.lostKeys : 0))),
  };
};

/** The round that took longest from Enter to the signed-in content (the one whose requests are written out). */
export const slowestRound = (rounds: readonly TaskRound[]) =>
  rounds
    .filter((round) => Number.isFinite(round.enterToContent))
    .reduce<TaskRound | undefined>(
      (slowest, round) => (!slowest || round.enterToContent > slowest.enterToContent ? round : slowest),
      undefined,
    );

export const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'n/a');
export const millis = (ms: number) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : 'n/a');

const showTask = (key: TaskKey, value: number) => {
  if (!Number.isFinite(value)) return 'n/a';
  if (key === 'lostKeys') return String(value);
  if (key === 'longestEvent' || key === 'longTaskTime' || key === 'enterToIdentity') return millis(value);
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

/** Median and slowest round of the peer and the portal, and the portal's ratios to the peer in each. */
export const taskTable = (peer: TaskMedians, portal: TaskMedians) =>
  markdownTable(
    ['', ...TASK_COLUMNS.map(([label]) => label)],
    [
      [
        'peer (Amplify UI Authenticator; content: its welcome heading), median',
        ...TASK_COLUMNS.map(([, key]) => showTask(key, peer[key])),
      ],
      ['peer, slowest round', ...TASK_COLUMNS.map(([, key]) => showTask(key, peer.slowest[key]))],
      [
        'portal (content: the service list on /account), median',
        ...TASK_COLUMNS.map(([, key]) => showTask(key, portal[key])),
      ],
      ['portal, slowest round', ...TASK_COLUMNS.map(([, key]) => showTask(key, portal.slowest[key]))],
      ['portal ÷ peer, median', ...TASK_COLUMNS.map(([, key]) => ratio(portal[key], peer[key]))],
      ['portal ÷ peer, slowest round', ...TASK_COLUMNS.map(([, key]) => ratio(portal.slowest[key], peer.slowest[key]))],
    ],
  );

/**
 * The slowest round's requests after Enter (and those in flight at it), each from its start to its end in ms from
 * Enter, with when the content was shown: a regression can be read from it.
 */
export const slowestRoundLines = (name: string, rounds: readonly TaskRound[]) => {
  const round = slowestRound(rounds);
  if (!round?.trace) return `${name}: no round with a request trace.`;
  const { requests, enterAt, contentAt } = round.trace;
  return (
    `${name}, slowest round (Enter → content ${seconds(round.enterToContent)}, Enter → first identity request ` +
    `${millis(round.enterToIdentity)}); ms from Enter:\n\n` +
    '```\n' +
    [...requestLines(requests, enterAt), `${Math.round(contentAt - enterAt)}  content shown`].join('\n') +
    '\n```'
  );
};

/** The portal-only journeys, each a list of round times in ms. */
export interface PortalJourneys {
  settings: number[];
  certificate: number[];
  comeBack: number[];
  comeBackWithWorker: number[];
  /** The steps of each reload before the service worker, as its requests show (absent: not traced). */
  comeBackSteps?: ReloadSteps[];
}

/** The portal-only journeys timed. */
type PortalJourney = Exclude<keyof PortalJourneys, 'comeBackSteps'>;

/** A reload of /account step by step, ms from navigation start. */
export interface ReloadSteps {
  /** The page's HTML answered. */
  html: number;
  /** The first of GetUser and /me sent. */
  readsSent: number;
  /** The last of them answered. */
  readsAnswered: number;
  /** The service list on screen. */
  list: number;
  /** The HTML's bytes as the network carried them, when seen. */
  htmlBytes?: number;
}

/** The steps of a reload from its requests; undefined when the HTML or a read is missing or unanswered. */
export const reloadSteps = (
  requests: readonly RequestSeen[],
  startAt: number,
  listAt: number,
): ReloadSteps | undefined => {
  const html = requests.find((request) => request.method === 'GET' && new URL(request.url).pathname === '/account');
  const reads = requests.filter(
    (request) =>
      request.start >= startAt &&
      (operationOf(request) === 'GetUser' ||
        (request.method === 'GET' && new URL(request.url).pathname.endsWith('/white_id_accounts/me'))),
  );
  const answered = reads.map((request) => request.end);
  if (!html || !Number.isFinite(html.end) || reads.length < 2 || !answered.every(Number.isFinite)) return undefined;
  return {
    html: html.end - startAt,
    readsSent: Math.min(...reads.map((request) => request.start)) - startAt,
    readsAnswered: Math.max(...answered) - startAt,
    list: listAt - startAt,
    ...(html.bytes === undefined ? {} : { htmlBytes: html.bytes }),
  };
};

const RELOAD_LIMIT_MS = 1200;

/** The floor of a reload before the service worker, as its definition tells. */
const twoRoundTrips = () => {
  const latency = SLOW_4G.requestLatencyMs;
  return (
    `two round trips in a row, the page’s HTML, then its reads (GetUser, /me), which start only with the HTML ` +
    `(${latency} ms latency each on slow 4G): the list at ${seconds(2 * latency)} at the earliest, ` +
    `${Math.round(RELOAD_LIMIT_MS - 2 * latency)} ms left for the HTML’s bytes, the boot script and the list’s render`
  );
};

/** With the HTML's bytes as carried (median): their time at slow 4G's bandwidth added to the two round trips. */
const withHtmlBytes = (bytes: number) => {
  if (!Number.isFinite(bytes)) return '';
  const { requestLatencyMs, downloadThroughputKbps } = SLOW_4G;
  const transfer = downloadMs(bytes, SLOW_4G);
  return (
    `; the HTML’s ${(bytes / 1000).toFixed(1)} KB as carried take ${Math.round(transfer)} ms at ` +
    `${downloadThroughputKbps} Kbit/s: the list at ${seconds(2 * requestLatencyMs + transfer)} at the earliest, ` +
    `before the reads’ bytes, any script or any render`
  );
};

/** What holds a reload before the service worker: its steps' medians, then its floor. */
export const reloadHolds = (steps: readonly ReloadSteps[]) => {
  if (steps.length === 0) return twoRoundTrips();
  const at = (key: Exclude<keyof ReloadSteps, 'htmlBytes'>) => Math.round(medianOf(steps.map((step) => step[key])));
  const htmlBytes = medianOf(steps.flatMap((step) => (step.htmlBytes === undefined ? [] : [step.htmlBytes])));
  return (
    `the HTML answered at ${at('html')} ms, GetUser and /me sent ${at('readsSent') - at('html')} ms after it ` +
    `(the boot script at the HTML’s end) and answered at ${at('readsAnswered')} ms, the list ` +
    `${at('list') - at('readsAnswered')} ms after (the app’s start, its code from the HTTP cache, and the render) ` +
    `(medians of ${steps.length} rounds); ${twoRoundTrips()}${withHtmlBytes(htmlBytes)}`
  );
};

export const PORTAL_JOURNEY_LABELS: Record<PortalJourney, string> = {
  settings: '/account → settings (click on the settings link → the settings page’s heading)',
  certificate:
    '/account → the issued certificate (the card’s click → the proceed page, plus the show button’s click → the countdown)',
  comeBack:
    'reload of /account with a live session, before the service worker is installed (navigation start → the service list; HTML and reads from the network, code from the HTTP cache)',
  comeBackWithWorker:
    'reload of /account with a live session, the service worker in control (a later visit: HTML and code from its precache, reads from the network)',
};

/** The portal-only journeys' goals (limit in ms), each with what holds it when not met, as far as its definition tells. */
const PORTAL_JOURNEY_GOALS: Record<PortalJourney, { text: string; limit: number; holds: string }> = {
  settings: {
    text: '/account → settings ≤ 1.0 s (slow 4G)',
    limit: 1000,
    holds: 'the settings page’s reads and code, both started at the link’s intent',
  },
  certificate: {
    text: '/account → the issued certificate ≤ 2.0 s (slow 4G)',
    limit: 2000,
    holds: 'the proceed page’s reads and code, then the certificate’s issue request',
  },
  comeBack: {
    text: 'reload of /account ≤ 1.2 s, before the service worker is installed (slow 4G)',
    limit: RELOAD_LIMIT_MS,
    holds: twoRoundTrips(),
  },
  comeBackWithWorker: {
    text: 'reload of /account ≤ 1.2 s, the service worker in control (slow 4G)',
    limit: 1200,
    holds: 'the reads’ round trip (GetUser, /me), then the list’s render',
  },
};

export const portalJourneyTable = (journeys: PortalJourneys) =>
  markdownTable(
    ['portal only', 'median', 'rounds'],
    (Object.keys(PORTAL_JOURNEY_LABELS) as PortalJourney[]).map((key) => [
      PORTAL_JOURNEY_LABELS[key],
      seconds(medianOf(journeys[key])),
      journeys[key].map((value) => seconds(value)).join(', ') || 'none',
    ]),
  );

/** A performance metric of a Lighthouse run: its value, and the points of the score it cost (weight × (1 − score)). */
export interface MetricLoss {
  /** Lighthouse's acronym (FCP, SI, LCP, TBT, CLS). */
  metric: string;
  /** ms, or the layout shift score for CLS. */
  value: number;
  lost: number;
}

/** The parts of a Lighthouse result (lhr) the metric losses read. */
export interface LighthouseScoring {
  categories: { performance?: { auditRefs?: { id: string; weight: number; acronym?: string }[] } };
  audits: Record<string, { numericValue?: number; score?: number | null } | undefined>;
}

/** Each weighted metric of the performance category, with the points it cost this run. */
export const metricLosses = (lhr: LighthouseScoring): MetricLoss[] =>
  (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => {
      const audit = lhr.audits[ref.id];
      return {
        metric: ref.acronym ?? ref.id,
        value: audit?.numericValue ?? Number.NaN,
        lost: ref.weight * (1 - (audit?.score ?? 0)),
      };
    });

/** Per metric, the median value and the median points lost of the runs. */
export const medianLosses = (runs: readonly (readonly MetricLoss[])[]): MetricLoss[] =>
  [...new Set(runs.flatMap((losses) => losses.map(({ metric }) => metric)))].map((metric) => {
    const of = runs.flatMap((losses) => losses.filter((loss) => loss.metric === metric));
    return {
      metric,
      value: medianOf(of.map(({ value }) => value)),
      lost: medianOf(of.map(({ lost }) => lost)),
    };
  });

/** The metrics that cost points, the costliest first: what holds a Lighthouse score below its goal. */
export const pointsLostText = (losses: readonly MetricLoss[]) => {
  const costly = losses.filter(({ lost }) => Math.round(lost) > 0).sort((a, b) => b.lost - a.lost);
  if (!costly.length) return '';
  const shown = ({ metric, value }: MetricLoss) =>
    metric === 'CLS' ? value.toFixed(3) : metric === 'TBT' ? millis(value) : seconds(value);
  return (
    'points lost by metric (medians of the runs): ' +
    costly.map((loss) => `${loss.metric} ${shown(loss)} −${Math.round(loss.lost)}`).join(', ')
  );
};

/** The Lighthouse medians the goals read (performance score 0-100, CLS, the points each metric cost). */
export interface LighthouseMedians {
  signin: { performance: number; cls: number; losses?: readonly MetricLoss[] };
  account: { performance: number; cls: number; losses?: readonly MetricLoss[] };
  accountDefault: { performance: number; cls: number; losses?: readonly MetricLoss[] };
}

export interface Goal {
  goal: string;
  status: 'met' | 'not met' | 'not measured';
  /** The figure, and where not met by how much. */
  detail: string;
  /** Where not met: what holds it, as the round's figures and requests show. */
  holds?: string;
}

const goal = (text: string, measured: boolean, met: boolean, detail: string, shortBy: string, holds = ''): Goal =>
  !measured
    ? { goal: text, status: 'not measured', detail: 'not run (BENCH_ONLY)' }
    : {
        goal: text,
        status: met ? 'met' : 'not met',
        detail: met ? detail : `${detail}; short by ${shortBy}`,
        ...(met || !holds ? {} : { holds }),
      };

/** One network profile's sign-in rounds, peer and portal. */
export interface ProfileRounds {
  profile: string;
  peer: readonly TaskRound[];
  portal: readonly TaskRound[];
}

/** The last answer before the content of a round, and how long the content took after it. */
const afterLastAnswer = (round: TaskRound | undefined) => {
  if (!round?.trace) return '';
  const { requests, enterAt, contentAt } = round.trace;
  const last = requests
    .filter((request) => request.end <= contentAt && request.start >= enterAt)
    .sort((a, b) => a.end - b.end)
    .at(-1);
  if (!last) return '';
  return (
    `slowest round: the last answer before the list, ${last.method} ${shortUrl(last)}, at ${millis(last.end - enterAt)} ` +
    `after Enter, then ${millis(contentAt - last.end)} until the list was shown`
  );
};

/** What the first identity request of the slowest such round waited for. */
const identityHeldBy = (rounds: readonly TaskRound[]) => {
  const round = rounds
    .filter((r) => Number.isFinite(r.enterToIdentity) && r.trace)
    .reduce<TaskRound | undefined>(
      (slowest, r) => (!slowest || r.enterToIdentity > slowest.enterToIdentity ? r : slowest),
      undefined,
    );
  if (!round?.trace) return '';
  const arriving = arrivingAtEnter(round.trace.requests, round.trace.enterAt);
  return arriving.length
    ? `slowest round (${millis(round.enterToIdentity)}): scripts still arriving at Enter: ${arriving.join(', ')}`
    : `slowest round (${millis(round.enterToIdentity)}): no script was arriving at Enter (the page's own work: SRP's math, the form's submit)`;
};

/**
 * The sign-in journey's goals (Enter → list against the peer, the first identity request, the whole task, input
 * events, lost keys) for one network profile.
 */
const journeyGoals = (
  { profile, peer: peerRounds, portal: portalRounds }: ProfileRounds,
  measured: boolean,
): Goal[] => {
  const p = taskMedians(portalRounds);
  const q = taskMedians(peerRounds);
  const at = ` (${profile})`;
  const listLimit = 0.8 * q.enterToContent;
  const slowLimit = 0.8 * q.slowest.enterToContent;
  const taskLimit = 0.7 * q.wholeTask;
  const identityRounds = portalRounds.filter((round) => !(round.enterToIdentity <= 150));
  const lostRounds = portalRounds.filter((round) => !Number.isFinite(round.lostKeys) || round.lostKeys > 0);
  const typing = p.wholeTask - p.formUsable - p.enterToContent;
  return [
    goal(
      `Enter → service list ≤ 0.8 × the peer’s Enter → welcome, median${at}`,
      measured,
      p.enterToContent <= listLimit,
      `${seconds(p.enterToContent)} vs 0.8 × ${seconds(q.enterToContent)} = ${seconds(listLimit)}`,
      seconds(p.enterToContent - listLimit),
      afterLastAnswer(slowestRound(portalRounds)),
    ),
    goal(
      `Enter → service list ≤ 0.8 × the peer’s Enter → welcome, slowest round${at}`,
      measured,
      p.slowest.enterToContent <= slowLimit,
      `${seconds(p.slowest.enterToContent)} vs 0.8 × ${seconds(q.slowest.enterToContent)} = ${seconds(slowLimit)}`,
      seconds(p.slowest.enterToContent - slowLimit),
      afterLastAnswer(slowestRound(portalRounds)),
    ),
    goal(
      `first identity request ≤ 150 ms after Enter in every round${at}`,
      measured,
      identityRounds.length === 0 && portalRounds.length > 0,
      `per round: ${portalRounds.map((round) => millis(round.enterToIdentity)).join(', ')}`,
      `${identityRounds.length} of ${portalRounds.length} rounds, the slowest by ${millis(p.slowest.enterToIdentity - 150)}`,
      identityHeldBy(portalRounds),
    ),
    goal(
      `whole task ≤ 0.7 × the peer’s${at}`,
      measured,
      p.wholeTask <= taskLimit,
      `${seconds(p.wholeTask)} vs 0.7 × ${seconds(q.wholeTask)} = ${seconds(taskLimit)}`,
      seconds(p.wholeTask - taskLimit),
      `median: form usable ${seconds(p.formUsable)}, typing ${seconds(typing)}, Enter → list ${seconds(p.enterToContent)} ` +
        `(peer: ${seconds(q.formUsable)}, ${seconds(q.wholeTask - q.formUsable - q.enterToContent)}, ${seconds(q.enterToContent)})`,
    ),
    goal(
      `longest input event ≤ 100 ms in every round${at}`,
      measured,
      p.slowest.longestEvent <= 100,
      millis(p.slowest.longestEvent),
      millis(p.slowest.longestEvent - 100),
      longestEventHolds(
        portalRounds.reduce<TaskRound | undefined>(
          (longest, round) => (!longest || round.longestEvent > longest.longestEvent ? round : longest),
          undefined,
        )?.longestEventSeen,
      ),
    ),
    goal(
      `0 lost keys in every round${at}`,
      measured,
      lostRounds.length === 0 && portalRounds.length > 0,
      `lost keys per round (portal): ${portalRounds.map((round) => round.lostKeys).join(', ')}`,
      `${lostRounds.length} of ${portalRounds.length} rounds`,
    ),
  ];
};

/** The portal-only journeys' goals: the median of each against its limit. */
const portalJourneyGoals = (journeys: PortalJourneys | undefined): Goal[] =>
  (Object.keys(PORTAL_JOURNEY_GOALS) as PortalJourney[]).map((key) => {
    const { text, limit } = PORTAL_JOURNEY_GOALS[key];
    const holds =
      key === 'comeBack' && journeys?.comeBackSteps
        ? reloadHolds(journeys.comeBackSteps)
        : PORTAL_JOURNEY_GOALS[key].holds;
    const value = medianOf(journeys?.[key] ?? []);
    return goal(
      text,
      journeys !== undefined,
      value <= limit,
      `${seconds(value)} (median of ${journeys?.[key].length ?? 0})`,
      seconds(value - limit),
      holds,
    );
  });

/**
 * The sign-in journey's goals for each network profile, the Lighthouse goals and the portal-only journeys' goals, from
 * one run; a part left out (BENCH_ONLY) leaves its goals not measured.
 */
export const evaluateGoals = ({
  journeys,
  lighthouse,
  portal,
}: {
  journeys?: readonly ProfileRounds[];
  lighthouse?: LighthouseMedians;
  portal?: PortalJourneys;
}): Goal[] => {
  const lh = lighthouse;
  const lhGoal = (text: string, page: LighthouseMedians[keyof LighthouseMedians] | undefined, target: number): Goal =>
    goal(
      text,
      page !== undefined,
      (page?.performance ?? 0) >= target,
      String(page?.performance),
      `${target - (page?.performance ?? 0)} points`,
      pointsLostText(page?.losses ?? []),
    );
  return [
    ...(journeys ?? NETWORK_PROFILES.map(({ name }) => ({ profile: name, peer: [], portal: [] }))).flatMap((rounds) =>
      journeyGoals(rounds, Boolean(journeys)),
    ),
    lhGoal('/account Lighthouse performance ≥ 90 at the default 4x CPU', lh?.accountDefault, 90),
    lhGoal('/account Lighthouse performance ≥ 75 at the calibrated CPU slowdown', lh?.account, 75),
    lhGoal('/signin Lighthouse performance ≥ 98', lh?.signin, 98),
    lh
      ? goal(
          'CLS 0 (/signin, /account)',
          true,
          lh.signin.cls === 0 && lh.account.cls === 0 && lh.accountDefault.cls === 0,
          `/signin ${lh.signin.cls.toFixed(3)}, /account ${lh.account.cls.toFixed(3)} (default CPU ${lh.accountDefault.cls.toFixed(3)})`,
          `${Math.max(lh.signin.cls, lh.account.cls, lh.accountDefault.cls).toFixed(3)}`,
        )
      : goal('CLS 0 (/signin, /account)', false, false, '', ''),
    ...portalJourneyGoals(portal),
  ];
};

export const goalTable = (goals: readonly Goal[]) =>
  markdownTable(
    ['goal', 'result', 'figure', 'what holds it'],
    goals.map(({ goal: text, status, detail, holds }) => [text, status, detail, holds ?? '']),
  );

/**
 * How long to wait before sending step `index` of a member's steps begun at `startedAt`: the steps are on a steady
 * grid (`every` ms apart), so a step the bench sent late (its own process busy) does not push the later ones back.
 */
export const delayUntilStep = (index: number, startedAt: number, now: number, every: number) =>
  Math.max(0, startedAt + index * every - now);

/**
 * Every request of the page as the browser sends it: CDP's wall time at `requestWillBeSent` (absolute ms), its end
 * at `loadingFinished` or `loadingFailed` on the same clock.
 */
export const recordRequests = (cdp: CDPSession) => {
  const requests: RequestSeen[] = [];
  const byId = new Map<string, { entry: RequestSeen; offset: number }>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.redirectResponse) return;
    const headers = Object.fromEntries(
      Object.entries(event.request.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    const entry: RequestSeen = {
      method: event.request.method,
      url: event.request.url,
      target: headers['x-amz-target'],
      start: (event.wallTime ?? Date.now() / 1000) * 1000,
      end: Number.NaN,
    };
    byId.set(event.requestId, { entry, offset: entry.start - event.timestamp * 1000 });
    requests.push(entry);
  });
  cdp.on('Network.responseReceived', (event) => {
    const seen = byId.get(event.requestId);
    if (seen) seen.entry.status = event.response.status;
  });
  const ended = (event: { requestId: string; timestamp: number; encodedDataLength?: number }) => {
    const seen = byId.get(event.requestId);
    if (!seen) return;
    seen.entry.end = seen.offset + event.timestamp * 1000;
    if (event.encodedDataLength !== undefined) seen.entry.bytes = event.encodedDataLength;
  };
  cdp.on('Network.loadingFinished', ended);
  cdp.on('Network.loadingFailed', ended);
  return requests;
};
