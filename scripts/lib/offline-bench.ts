import type { Browser, Page } from 'puppeteer-core';
import { ja } from '../../src/i18n/ja';
import '../../src/i18n/screens';
import { SAVED_CERTIFICATE_DB } from '../../src/lib/saved-certificate-wipe';
import { demoAccount, DEMO_PASSWORD } from '../../src/config/local-identity';
import { readLatestCode, waitForCode } from '../../local-stack/identity/codes';
import { CPU_SLOWDOWN, markdownTable, medianOf, seconds, withoutHash, type Goal } from './journey-figures';

/**
 * The bench's figure of the certificate without a network: open → the saved
 * certificate on screen, portal only. Each round, in a fresh browser context: the SMS demo member signs in, the
 * service worker is registered (the bench's build is a local one, whose pages do not register it; a production build
 * registers the same `/sw.js` after its first paint) and has precached the build, the member shows the certificate and
 * ticks "この端末に保存してオフラインでも表示する" (as e2e/production/offline-certificate.spec.ts does), and that page
 * is closed. None of that is timed or throttled. Then the context goes offline (the page and the service worker), a
 * new page at CPU 4x navigates to the start URL (/account, the web app manifest's): navigation start → the saved
 * certificate's countdown rendered on the offline screen.
 */

export const OFFLINE_GOAL_MS = 1000;
export const START_URL = '/account';

export const OFFLINE_LABEL =
  `open → the certificate offline (saved on the device, offline, CPU ${CPU_SLOWDOWN}x: navigation to the start URL ` +
  `${START_URL} → the saved certificate’s countdown)`;

export const OFFLINE_GOAL_TEXT = `open → certificate offline on screen ≤ ${seconds(OFFLINE_GOAL_MS)} at ${CPU_SLOWDOWN}x CPU`;

/**
 * Where a round's time went until the countdown, as the page's timings show (ms): when the service worker's answer
 * (the page) had arrived; the long animation frames (50 ms or more) before the countdown, in all, and in them the
 * scripts' time by file (an inline script by the page's path, a callback without a file by its invoker) and the
 * rendering (style, layout, paint); and the time after the page outside those frames (shorter tasks, or none).
 */
export interface OfflineParts {
  documentAt: number;
  frames: number;
  scripts: Record<string, number>;
  rendering: number;
  outside: number;
}

/** One round: ms from navigation start to the countdown (and where it went), or why it did not get there. */
export type OfflineRound = { ms: number; parts?: OfflineParts } | { failure: string };

export interface OfflineFigures {
  /** Median of the rounds that finished (NaN when none did). */
  median: number;
  finished: number[];
  failed: number;
  /** The parts' medians over the rounds that measured them. */
  parts?: OfflineParts;
}

/** The medians of the rounds' parts; a file missing from a round counts 0 ms there. */
export const medianParts = (rounds: readonly OfflineParts[]): OfflineParts | undefined => {
  if (!rounds.length) return undefined;
  const files = [...new Set(rounds.flatMap((round) => Object.keys(round.scripts)))];
  const median = (key: Exclude<keyof OfflineParts, 'scripts'>) => medianOf(rounds.map((round) => round[key]));
  return {
    documentAt: median('documentAt'),
    frames: median('frames'),
    scripts: Object.fromEntries(files.map((file) => [file, medianOf(rounds.map((round) => round.scripts[file] ?? 0))])),
    rendering: median('rendering'),
    outside: median('outside'),
  };
};

/** The figures of the rounds: the median of those that finished; the others are counted, not timed. */
export const offlineFigures = (rounds: readonly OfflineRound[]): OfflineFigures => {
  const done = rounds.flatMap((round) => ('ms' in round && Number.isFinite(round.ms) ? [round] : []));
  const finished = done.map((round) => round.ms);
  const parts = medianParts(done.flatMap((round) => (round.parts ? [round.parts] : [])));
  return { median: medianOf(finished), finished, failed: rounds.length - finished.length, ...(parts ? { parts } : {}) };
};

/** What holds the figure: where the rounds' time went (medians), the costliest scripts first. */
export const offlineHolds = (parts: OfflineParts | undefined, lead = 'medians of the rounds: ') => {
  if (!parts) return '';
  const scripts = Object.entries(parts.scripts)
    .filter(([, ms]) => ms >= 10)
    .sort((a, b) => b[1] - a[1]);
  const total = Object.values(parts.scripts).reduce((sum, ms) => sum + ms, 0);
  return (
    `${lead}the page from the service worker at ${seconds(parts.documentAt)}; then long animation frames ` +
    `${seconds(parts.frames)}, of them scripts ${seconds(total)}` +
    (scripts.length ? ` (${scripts.map(([file, ms]) => `${file} ${seconds(ms)}`).join(', ')})` : '') +
    ` and rendering ${seconds(parts.rendering)}; ${seconds(parts.outside)} outside them`
  );
};

/** The figure's row of the "Portal only" table (its columns: what, median, rounds). */
export const offlineRow = (figures: OfflineFigures): string[] => [
  OFFLINE_LABEL,
  seconds(figures.median),
  [...figures.finished.map(seconds), ...(figures.failed ? [`${figures.failed} failed`] : [])].join(', ') || 'none',
];

/** The "Portal only" table with this row alone (a run of this part only). */
export const offlineTable = (figures: OfflineFigures) =>
  markdownTable(['portal only', 'median', 'rounds'], [offlineRow(figures)]);

/** The goal: met when the median is within 1 s; not measured when the part did not run. */
export const offlineGoal = (figures: OfflineFigures | undefined): Goal => {
  if (!figures) return { goal: OFFLINE_GOAL_TEXT, status: 'not measured', detail: 'not run (BENCH_ONLY)' };
  if (!figures.finished.length)
    return { goal: OFFLINE_GOAL_TEXT, status: 'not met', detail: `no round finished (${figures.failed} failed)` };
  const met = figures.median <= OFFLINE_GOAL_MS;
  const detail = `${seconds(figures.median)} (median of ${figures.finished.length})`;
  const holds = met ? '' : offlineHolds(figures.parts);
  return {
    goal: OFFLINE_GOAL_TEXT,
    status: met ? 'met' : 'not met',
    detail: met ? detail : `${detail}; short by ${seconds(figures.median - OFFLINE_GOAL_MS)}`,
    ...(holds ? { holds } : {}),
  };
};

const TIMEOUT = 120_000;
const OFFLINE = { offline: true, latency: 0, downloadThroughput: 0, uploadThroughput: 0 };
const COUNTDOWN = 'section[aria-labelledby="saved-copy-heading"] [data-testid="certificate-countdown"]';

/** Runs in every document of the timed page: the first moment the saved countdown is rendered with its text. */
const countdownProbe = (selector: string) => {
  const w = window as unknown as { __offlineShownAt?: number };
  const check = () => {
    if (w.__offlineShownAt !== undefined) return;
    const element = document.querySelector<HTMLElement>(selector);
    if (!element?.textContent?.trim()) return;
    if (typeof element.checkVisibility === 'function' && !element.checkVisibility()) return;
    w.__offlineShownAt = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
};

const headingShown = (page: Page, titles: string[]) =>
  page.waitForFunction(
    (wanted: string[]) =>
      [...document.querySelectorAll('main h1')].some((h) => wanted.includes(h.textContent?.trim() ?? '')),
    { timeout: TIMEOUT },
    titles,
  );

const clickText = async (page: Page, selector: string, text: string) => {
  const handle = await page.waitForFunction(
    (css: string, wanted: string) =>
      [...document.querySelectorAll<HTMLElement>(css)].find((element) => element.textContent?.trim() === wanted),
    { timeout: TIMEOUT },
    selector,
    text,
  );
  await (handle as unknown as { click(): Promise<void> }).click();
};

/** Whether the saved-certificate database holds a copy. */
const savedOnDevice = (page: Page) =>
  page.evaluate(async (name: string) => {
    if (!(await indexedDB.databases()).some((database) => database.name === name)) return false;
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      if (!database.objectStoreNames.contains('certificate')) return false;
      return await new Promise<boolean>((resolve, reject) => {
        const request = database.transaction('certificate').objectStore('certificate').get('saved');
        request.onsuccess = () => resolve(Boolean(request.result));
        request.onerror = () => reject(request.error);
      });
    } finally {
      database.close();
    }
  }, SAVED_CERTIFICATE_DB);

/** The SMS demo member (the certificate needs two-step), signing in against the bench's stack. */
const smsMember = (origin: string, dataDir: string) => {
  const { email } = demoAccount('sms');
  return {
    origin,
    email,
    password: DEMO_PASSWORD,
    smsCode: (previous?: string) => waitForCode(dataDir, email, 'mfa', { notEqualTo: previous }),
    previousCode: () => readLatestCode(dataDir, email, 'mfa'),
  };
};
type OfflineMember = ReturnType<typeof smsMember>;

/** Signs the member in, registers the service worker, shows the certificate and saves it on the device. */
const saveCertificate = async (page: Page, { origin, email, password, smsCode, previousCode }: OfflineMember) => {
  await page.goto(`${origin}/signin`, { waitUntil: 'load', timeout: TIMEOUT });
  await page.click('input[type="email"]');
  await page.keyboard.type(email);
  await page.click('input[type="password"]');
  await page.keyboard.type(password);
  const before = previousCode();
  await page.keyboard.press('Enter');
  await page.waitForSelector('input[autocomplete="one-time-code"]', { timeout: TIMEOUT });
  await page.click('input[autocomplete="one-time-code"]');
  await page.keyboard.type(await smsCode(before));
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.location.pathname === '/account', { timeout: TIMEOUT });
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
  });
  await page.goto(`${origin}/account/eligibility-certificate`, { waitUntil: 'load', timeout: TIMEOUT });
  await headingShown(page, [ja.titles.CertificateProceed, ja.titles.CertificateTerms]);
  const onTerms = await page.evaluate(
    (title: string) => [...document.querySelectorAll('main h1')].some((h) => h.textContent?.trim() === title),
    ja.titles.CertificateTerms,
  );
  if (onTerms) {
    for (const label of [ja.terms.agreeToTerms, ja.terms.agreeToPrivacyPolicy])
      await clickText(page, 'main label', label);
    await clickText(page, 'main button', ja.terms.submit);
    await headingShown(page, [ja.titles.CertificateProceed]);
  }
  await clickText(page, 'main a, main button', ja.certificate.show);
  await headingShown(page, [ja.titles.Certificate]);
  await clickText(page, 'main label', ja.certificate.saveOffline);
  const started = Date.now();
  while (!(await savedOnDevice(page))) {
    if (Date.now() - started > TIMEOUT) throw new Error('the certificate was not saved on the device');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** The round's parts until `shownAt` (ms from navigation start), read from the page's own timings. */
const partsBefore = async (page: Page, shownAt: number): Promise<OfflineParts> => {
  const { documentAt, frames } = await page.evaluate(
    () =>
      new Promise<{
        documentAt: number;
        frames: { at: number; end: number; renderStart: number; scripts: { source: string; duration: number }[] }[];
      }>((resolve) => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        const done = (entries: PerformanceEntryList) =>
          resolve({
            documentAt: navigation?.responseEnd ?? Number.NaN,
            frames: (
              entries as (PerformanceEntry & {
                renderStart: number;
                scripts: { sourceURL: string; invoker: string; duration: number }[];
              })[]
            ).map((frame) => ({
              at: frame.startTime,
              end: frame.startTime + frame.duration,
              renderStart: frame.renderStart,
              scripts: frame.scripts.map((script) => ({
                source: script.sourceURL
                  ? (new URL(script.sourceURL).pathname.split('/').filter(Boolean).pop() ?? '/')
                  : script.invoker,
                duration: script.duration,
              })),
            })),
          });
        // Buffered entries come in the observer's first call; none at all, after a moment.
        const observer = new PerformanceObserver((list) => {
          observer.disconnect();
          done(list.getEntries());
        });
        observer.observe({ type: 'long-animation-frame', buffered: true });
        setTimeout(() => {
          observer.disconnect();
          done([]);
        }, 1000);
      }),
  );
  const before = frames.filter((frame) => frame.at < shownAt);
  const scripts: Record<string, number> = {};
  for (const script of before.flatMap((frame) => frame.scripts))
    scripts[withoutHash(script.source)] = (scripts[withoutHash(script.source)] ?? 0) + script.duration;
  const rendering = before.reduce(
    (sum, frame) => sum + (frame.renderStart > 0 ? Math.max(0, Math.min(frame.end, shownAt) - frame.renderStart) : 0),
    0,
  );
  const inFrames = before.reduce(
    (sum, frame) => sum + Math.max(0, Math.min(frame.end, shownAt) - Math.max(frame.at, documentAt)),
    0,
  );
  return { documentAt, frames: inFrames, scripts, rendering, outside: Math.max(0, shownAt - documentAt - inFrames) };
};

/** One round in a fresh context (see the module's comment). */
const offlineCertificateRound = async (browser: Browser, member: OfflineMember): Promise<OfflineRound> => {
  const context = await browser.createBrowserContext();
  try {
    const setup = await context.newPage();
    await saveCertificate(setup, member);
    const worker = await browser.waitForTarget(
      (target) => target.type() === 'service_worker' && target.browserContext() === context,
      { timeout: TIMEOUT },
    );
    await setup.close();
    const workerSession = await worker.createCDPSession();
    await workerSession.send('Network.enable');
    await workerSession.send('Network.emulateNetworkConditions', OFFLINE);

    const page = await context.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', OFFLINE);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluateOnNewDocument(countdownProbe, COUNTDOWN);
    await page.goto(`${member.origin}${START_URL}`, { waitUntil: 'domcontentloaded', timeout: TIMEOUT });
    const shown = await page.waitForFunction(
      () => (window as unknown as { __offlineShownAt?: number }).__offlineShownAt,
      { timeout: TIMEOUT, polling: 100 },
    );
    const ms = Number(await shown.jsonValue());
    // Where the time went is a diagnosis: a page that cannot say leaves the round timed, without it.
    const parts = await partsBefore(page, ms).catch(() => undefined);
    return parts ? { ms, parts } : { ms };
  } catch (error) {
    return { failure: error instanceof Error ? error.message : String(error) };
  } finally {
    await context.close().catch(() => undefined);
  }
};

/** `runs` rounds, one after the other, each line printed as it ends. */
export const offlineCertificateRounds = async (
  browser: Browser,
  { origin, dataDir }: { origin: string; dataDir: string },
  runs: number,
) => {
  const member = smsMember(origin, dataDir);
  const rounds: OfflineRound[] = [];
  for (let index = 0; index < runs; index += 1) {
    const round = await offlineCertificateRound(browser, member);
    rounds.push(round);
    console.log(
      `Offline round ${index + 1} of ${runs}: ` +
        ('ms' in round
          ? `open → the saved certificate ${seconds(round.ms)}` +
            (round.parts ? ` (${offlineHolds(round.parts, '')})` : '')
          : `FAILED (${round.failure})`),
    );
  }
  return offlineFigures(rounds);
};

/** The "Portal only" table of the journeys with this figure's row added, when it was measured. */
export const withOfflineRow = (table: string, figures: OfflineFigures | undefined) =>
  figures ? `${table}\n| ${offlineRow(figures).join(' | ')} |` : table;

/** The section of a run of this part alone (BENCH_ONLY=offline). */
export const offlineSection = (figures: OfflineFigures, runs: number) =>
  `### Portal only (median of the rounds that finished, of ${runs})\n\n${offlineTable(figures)}`;
