import type { Browser, BrowserContext, CDPSession, Page } from 'puppeteer-core';
import { ja } from '../../src/i18n/ja';
import '../../src/i18n/screens';
import {
  CPU_SLOWDOWN,
  delayUntilStep,
  EVENT_PHASE_LABELS,
  enterOf,
  enterToIdentity,
  eventPhase,
  frameLines,
  longestEvent,
  type LongFrame,
  lostKeys,
  networkConditions,
  PHONE,
  recordRequests,
  reloadSteps,
  requestLines,
  SLOW_4G,
  sum,
  type EventEntry,
  type NetworkProfile,
  type PortalJourneys,
  type RequestSeen,
  type TaskRound,
} from './journey-figures';

/**
 * The browser side of the member's journey benchmark, driven with puppeteer-core (lighthouse's own
 * dependency, already connected to the Chromium that Lighthouse uses): the sign-in task on the portal and on the peer,
 * each round in a fresh browser context (no cache, no cookies, no storage) on a phone's page (journey-figures.ts
 * `PHONE`: 412 × 823 CSS pixels at 2.625, touch, ja-JP), both throttled the same way
 * through CDP (CPU 4x with `Emulation.setCPUThrottlingRate`, a network profile with
 * `Network.emulateNetworkConditions`), and the portal-only journeys. Every request of a round is recorded as the
 * browser sent it (`Network.requestWillBeSent`'s wall time, its end at `loadingFinished` or `loadingFailed`).
 *
 * What the page reports: a script added before any of the page's own (`evaluateOnNewDocument`, so in every document
 * of the task, also after a navigation) observes Event Timing entries (`event`, durationThreshold 16, buffered) and
 * long tasks, and watches for named elements (a MutationObserver, plus an animation-frame check while the form is not
 * usable yet). Each observation is sent to this process at once through a binding, with absolute times
 * (`performance.timeOrigin + now`), so the figures of a task span every document it went through.
 *
 * Definitions (docs/performance.md repeats them):
 * - form usable: navigation start → the first moment the e-mail field is in the document, rendered
 *   (`checkVisibility()`), not disabled and not read-only, i.e. a key typed into it would be taken by the browser.
 *   Whether the app then keeps that key is what "lost keys" counts.
 * - whole task: navigation start → the signed-in content shown (in the document and rendered).
 * - Enter → signed-in content: the moment the member presses Enter (the bench sends it; a page too busy to take the
 *   key at once makes the member wait, and that counts) → the same. The bench's clock and the page's are both Unix ms
 *   of this machine.
 * - longest input event: the longest Event Timing entry from navigation start until the content is shown.
 * - long-task time: the sum of long tasks (> 50 ms) over the same span.
 * - lost keys: for the address and the password, the typed characters missing from the field's value just before
 *   Enter.
 * - Enter → first identity request: the Enter key sent → the first call to Cognito (its preflight aside) sent by the
 *   page.
 * The member's steps (signInSteps) are sent on a steady 90 ms grid, without waiting for the page (playSteps).
 */

export interface Watch {
  selector: string;
  /** When given, only an element of that text (trimmed) counts. */
  text?: string;
}

export interface SignInSite {
  name: string;
  /** The sign-in page. */
  url: string;
  email: Watch;
  password: string;
  /** The signed-in content the task ends at. */
  content: Watch;
  /** Further elements to watch for (portal journeys). */
  watches?: Record<string, Watch>;
}

interface Mark {
  name: string;
  /** Absolute ms (epoch, high resolution). */
  at: number;
}

interface Report {
  marks: Mark[];
  /** The centres of the e-mail and password fields when the form became usable (viewport CSS pixels). */
  points?: { email?: { x: number; y: number }; password?: { x: number; y: number } };
  /** The e-mail and password fields' values at the Enter keydown. */
  values?: { email: string; password: string };
  events: (EventEntry & { at: number })[];
  longTasks: { at: number; duration: number }[];
  /** Long animation frames (50 ms or more) and the scripts that ran in them: what held a slow input event. */
  frames: LongFrame[];
}

const TIMEOUT = 120_000;
/**
 * BENCH_VERBOSE: each round also prints its input events of 100 ms or more, each with the scripts of the long animation
 * frames it overlaps (what ran, from which file), and every request after Enter (`BENCH_VERBOSE=all`: every request
 * of the round), and every request of each reload of /account.
 */
const VERBOSE = Boolean(process.env.BENCH_VERBOSE);
const VERBOSE_ALL = process.env.BENCH_VERBOSE === 'all';
const TYPING_DELAY_MS = 90;

/** Runs in the page before its own scripts, in every document. Reports through window.__benchReport. */
const pageProbe = (watches: Record<string, { selector: string; text?: string }>, passwordSelector: string) => {
  const w = window as unknown as { __benchReport?: (kind: string, payload: string) => void };
  const origin = performance.timeOrigin;
  const send = (kind: string, payload: unknown) => {
    void w.__benchReport?.(kind, JSON.stringify(payload));
  };
  send('mark', { name: 'document', at: origin });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[])
        send('event', {
          name: entry.name,
          duration: entry.duration,
          startTime: entry.startTime,
          interactionId: entry.interactionId ?? 0,
          at: origin + entry.startTime,
        });
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        send('longtask', { at: origin + entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        scripts?: { invoker: string; sourceURL: string; sourceFunctionName: string; duration: number }[];
      })[])
        send('frame', {
          at: origin + entry.startTime,
          duration: entry.duration,
          scripts: (entry.scripts ?? []).map((script) => ({
            invoker: script.invoker,
            source: `${script.sourceURL.split('/').pop() ?? ''} ${script.sourceFunctionName}`.trim(),
            duration: script.duration,
          })),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch (error) {
    send('mark', { name: `observer-error: ${String(error)}`, at: origin + performance.now() });
  }
  const seen = new Set<string>();
  const find = ({ selector, text }: { selector: string; text?: string }) =>
    [...document.querySelectorAll<HTMLElement>(selector)].find(
      (element) =>
        (text === undefined || element.textContent?.trim() === text) &&
        (typeof element.checkVisibility !== 'function' || element.checkVisibility()),
    );
  const check = () => {
    for (const [name, watch] of Object.entries(watches)) {
      if (seen.has(name)) continue;
      const element = find(watch);
      if (!element) continue;
      if (name === 'form') {
        const input = element as HTMLInputElement;
        if (input.disabled || input.readOnly) continue;
      }
      seen.add(name);
      const at = origin + performance.now();
      if (name === 'form') {
        // Where the member will click, read as the form becomes usable (not later, when the page may be busy).
        const centre = (target: Element | null) => {
          const box = target?.getBoundingClientRect();
          return box ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : undefined;
        };
        send('points', { email: centre(element), password: centre(document.querySelector(passwordSelector)) });
      }
      send('mark', { name, at });
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  const frame = () => {
    check();
    if (!seen.has('form') && 'form' in watches) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter') return;
      send('mark', { name: 'enter', at: origin + event.timeStamp });
      // What the fields hold when the member presses Enter (after every key typed before it was handled).
      const value = (selector: string) => document.querySelector<HTMLInputElement>(selector)?.value ?? '';
      if (watches.form) send('values', { email: value(watches.form.selector), password: value(passwordSelector) });
    },
    true,
  );
  document.addEventListener('click', (event) => send('mark', { name: 'click', at: origin + event.timeStamp }), true);
};

/**
 * A phone's page in a fresh context, throttled to `network` (none: not throttled), with the probe in every document;
 * its reports collect into `report`, its requests into `requests`.
 */
const openProbedPage = async (
  context: BrowserContext,
  watches: Record<string, Watch>,
  { network, password = 'input[type="password"]' }: { network?: NetworkProfile; password?: string },
) => {
  const page = await context.newPage();
  await page.setViewport(PHONE.viewport);
  const report: Report = { marks: [], events: [], longTasks: [], frames: [] };
  await page.exposeFunction('__benchReport', (kind: string, payload: string) => {
    const data = JSON.parse(payload);
    if (kind === 'mark') report.marks.push(data as Mark);
    else if (kind === 'event') report.events.push(data as Report['events'][number]);
    else if (kind === 'longtask') report.longTasks.push(data as Report['longTasks'][number]);
    else if (kind === 'frame') report.frames.push(data as LongFrame);
    else if (kind === 'values') report.values ??= data as Report['values'];
    else if (kind === 'points') report.points ??= data as Report['points'];
  });
  // Named, so the long animation frames tell the probe's own work from the page's.
  await page.evaluateOnNewDocument(
    `(${pageProbe.toString()})(${JSON.stringify(watches)}, ${JSON.stringify(password)});\n//# sourceURL=bench-probe.js`,
  );
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setLocaleOverride', { locale: PHONE.locale });
  // The browser's own Accept-Language (an extra header would make every cross-origin call a preflighted one).
  await cdp.send('Network.setUserAgentOverride', {
    userAgent: await context.browser().userAgent(),
    acceptLanguage: PHONE.acceptLanguage,
  });
  const requests = recordRequests(cdp);
  const setThrottling = async (on: NetworkProfile | undefined) => {
    await cdp.send('Network.enable');
    await cdp.send(
      'Network.emulateNetworkConditions',
      on ? networkConditions(on) : { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 },
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: on ? CPU_SLOWDOWN : 1 });
  };
  await setThrottling(network);
  const reset = () => {
    report.marks.length = 0;
    report.events.length = 0;
    report.longTasks.length = 0;
    report.frames.length = 0;
    report.values = undefined;
    report.points = undefined;
    requests.length = 0;
  };
  return { page, cdp, report, requests, reset, setThrottling };
};

const markAt = (report: Report, name: string) => report.marks.find((mark) => mark.name === name)?.at;
const lastMarkAt = (report: Report, name: string) => report.marks.filter((mark) => mark.name === name).at(-1)?.at;

const waitForMark = async (report: Report, name: string, what: string, timeout = TIMEOUT) => {
  const started = Date.now();
  for (;;) {
    const at = markAt(report, name);
    if (at !== undefined) return at;
    if (Date.now() - started > timeout) throw new Error(`${what}: not shown within ${timeout / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const waitForValues = async (report: Report, what: string) => {
  const started = Date.now();
  while (!report.values) {
    if (Date.now() - started > TIMEOUT) throw new Error(`${what}: the Enter key was not seen`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return report.values;
};

/** Lets the page deliver the observers' last entries (Event Timing reports after the next paint). */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 500)));
      }),
  );

/** The centre of the first element matching the selector, in CSS pixels of the viewport. */
export const centreOf = (page: Page, selector: string) =>
  page.$eval(selector, (element) => {
    const box = element.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  });

export type Step = { click: { x: number; y: number } } | { key: string };

const ENTER = { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, nativeVirtualKeyCode: 13, text: '\r' };

/**
 * The member's hands: a click, or a key, sent as raw CDP input events on one session. Each step's events are written
 * to the browser at once, in order, without waiting for the page to take the step before: a busy main thread queues
 * them, as it would a person's (puppeteer's `keyboard.type` and `click` would wait for each and slow the typist down
 * instead; a click's press and release also wait on each other there, so keys could overtake it). Not a touch: a tap's
 * focus goes through the browser's gesture detection, which the keys sent after it can overtake.
 */
const sendStep = (cdp: CDPSession, step: Step): Promise<unknown>[] => {
  if ('click' in step) {
    const { x, y } = step.click;
    return (['mousePressed', 'mouseReleased'] as const).map((type) =>
      cdp.send('Input.dispatchMouseEvent', {
        type,
        x,
        y,
        button: 'left',
        buttons: type === 'mousePressed' ? 1 : 0,
        clickCount: 1,
      }),
    );
  }
  const down = step.key === 'Enter' ? ENTER : { key: step.key, text: step.key, unmodifiedText: step.key };
  return [
    cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...down }),
    cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: down.key }),
  ];
};

/**
 * Plays the steps at a steady 90 ms each, whatever the page does; resolves once the browser took every event, with
 * the time (Unix ms) the last step was sent: when the member pressed it.
 */
export const playSteps = async (cdp: CDPSession, steps: readonly Step[]) => {
  const pending: Promise<unknown>[] = [];
  let lastSentAt = Number.NaN;
  const startedAt = Date.now();
  for (const [index, step] of steps.entries()) {
    const delay = delayUntilStep(index, startedAt, Date.now(), TYPING_DELAY_MS);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    lastSentAt = Date.now();
    pending.push(...sendStep(cdp, step));
  }
  await Promise.all(pending);
  return lastSentAt;
};

/**
 * The member signing in: a click on the e-mail field, the address at 90 ms a key, a click on the password field, the
 * password at 90 ms a key, Enter. Where to click is read by the probe as the form becomes usable (the forms do not
 * move: CLS 0).
 */
const signInSteps = async (
  page: Page,
  site: SignInSite,
  report: Report,
  credentials: { email: string; password: string },
) => {
  const email = report.points?.email ?? (await centreOf(page, site.email.selector));
  const password = report.points?.password ?? (await centreOf(page, site.password));
  return [
    { click: email },
    ...[...credentials.email].map((key) => ({ key })),
    { click: password },
    ...[...credentials.password].map((key) => ({ key })),
    { key: 'Enter' },
  ] satisfies Step[];
};

/** Untimed typing (the certificate journey's sign-in). */
const typeInto = async (page: Page, selector: string, text: string) => {
  await page.click(selector);
  await page.keyboard.type(text);
};

/**
 * One round of the sign-in task on one site, in a fresh context, on a network profile (default slow 4G). Returns the
 * round's figures and, for the portal's further journeys, the page still signed in on its content (the caller closes
 * the context).
 */
export const signInTask = async (
  browser: Browser,
  site: SignInSite,
  credentials: { email: string; password: string },
  network: NetworkProfile = SLOW_4G,
): Promise<{
  round: TaskRound;
  context: BrowserContext;
  page: Page;
  report: Report;
  requests: RequestSeen[];
  reset: () => void;
}> => {
  const context = await browser.createBrowserContext();
  const watches = { form: site.email, content: site.content, ...site.watches };
  const { page, cdp, report, requests, reset } = await openProbedPage(context, watches, {
    network,
    password: site.password,
  });
  const round: TaskRound = {
    formUsable: Number.NaN,
    wholeTask: Number.NaN,
    enterToContent: Number.NaN,
    enterToIdentity: Number.NaN,
    longestEvent: Number.NaN,
    longTaskTime: Number.NaN,
    lostKeys: Number.NaN,
  };
  try {
    const navigation = page.goto(site.url, { waitUntil: 'load', timeout: TIMEOUT });
    navigation.catch(() => undefined);
    const formAt = await waitForMark(report, 'form', `${site.name}: the e-mail field (${site.email.selector})`);
    const start = markAt(report, 'document')!;
    round.formUsable = formAt - start;
    const enterSentAt = await playSteps(cdp, await signInSteps(page, site, report, credentials));
    const values = await waitForValues(report, site.name);
    round.lostKeys = lostKeys(credentials.email, values.email) + lostKeys(credentials.password, values.password);
    const contentAt = await waitForMark(report, 'content', `${site.name}: the signed-in content`);
    await settle(page);
    round.wholeTask = contentAt - start;
    round.enterToContent = contentAt - enterSentAt;
    round.enterToIdentity = enterToIdentity(requests, enterSentAt);
    round.trace = { requests: [...requests], enterAt: enterSentAt, contentAt };
    const longest = longestEvent(report.events.filter((entry) => entry.at <= contentAt)) as
      (EventEntry & { at: number }) | undefined;
    round.longestEvent = longest?.duration ?? 0;
    const enter = enterOf(report.events, markAt(report, 'enter') ?? enterSentAt);
    if (longest)
      round.longestEventSeen = {
        name: longest.name,
        duration: longest.duration,
        phase: eventPhase(longest, enter),
        sinceStart: longest.at - start,
        frames: frameLines(report.frames, longest.at, longest.at + longest.duration),
      };
    if (VERBOSE) {
      for (const entry of report.events.filter((e) => e.at <= contentAt && e.duration >= 100)) {
        console.log(
          `    ${site.name} event ${entry.name} ${Math.round(entry.duration)} ms, ${EVENT_PHASE_LABELS[eventPhase(entry, enter)]}, ` +
            `${Math.round(entry.at - (enter?.at ?? enterSentAt))} ms from Enter`,
        );
        for (const line of frameLines(report.frames, entry.at, entry.at + entry.duration))
          console.log(`      ${site.name} ${line}`);
      }
      for (const line of requestLines(requests, enterSentAt, VERBOSE_ALL)) console.log(`    ${site.name} ${line}`);
    }
    round.longTaskTime = sum(
      report.longTasks
        .filter((task) => task.at <= contentAt)
        .map((task) => Math.min(task.duration, contentAt - task.at)),
    );
    await navigation;
  } catch (error) {
    round.failure = error instanceof Error ? error.message : String(error);
  }
  return { round, context, page, report, requests, reset };
};

const clickWhen = async (
  page: Page,
  report: Report,
  selector: string,
  text: string | undefined,
  what: string,
  contains = false,
) => {
  const handle = await page.waitForFunction(
    (wanted: string, label: string | null, partly: boolean) =>
      [...document.querySelectorAll<HTMLElement>(wanted)].find((element) => {
        const content = element.textContent?.trim() ?? '';
        const matches = label === null || (partly ? content.includes(label) : content === label);
        return matches && element.checkVisibility();
      }),
    { timeout: TIMEOUT },
    selector,
    text ?? null,
    contains,
  );
  const before = report.marks.filter((mark) => mark.name === 'click').length;
  await (handle as unknown as { click(): Promise<void> }).click();
  const started = Date.now();
  while (report.marks.filter((mark) => mark.name === 'click').length === before) {
    if (Date.now() - started > TIMEOUT) throw new Error(`${what}: the click was not seen`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return lastMarkAt(report, 'click')!;
};

/** Navigation start → the service list of /account, opened anew in the same page (cache, cookies and storage kept). */
const reloadAccount = async (
  { page, report, requests, reset }: { page: Page; report: Report; requests: RequestSeen[]; reset: () => void },
  origin: string,
  what: string,
) => {
  reset();
  await page.goto(`${origin}/account`, { waitUntil: 'load', timeout: TIMEOUT });
  const listAt = await waitForMark(report, 'content', what);
  const startAt = markAt(report, 'document')!;
  if (VERBOSE) {
    console.log(`  ${what}: ${Math.round(listAt - startAt)} ms; its requests (ms from navigation start):`);
    for (const line of requestLines(requests, startAt, true)) console.log(`    ${line}`);
  }
  return { time: listAt - startAt, steps: reloadSteps(requests, startAt, listAt) };
};

/**
 * The service worker a production page registers once the member's list is on screen (src/start.tsx; the bench's
 * build is a local one, which does not), registered here and installed with its precache, untimed. Its own requests
 * get the page's network profile too, so nothing it fetches is faster than the page's would be.
 */
const installServiceWorker = async (page: Page, network: ReturnType<typeof networkConditions>) => {
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
  });
  const context = page.browserContext();
  const worker = await page
    .browser()
    .waitForTarget((target) => target.type() === 'service_worker' && target.browserContext() === context, {
      timeout: TIMEOUT,
    });
  const session = await worker.createCDPSession();
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', network);
};

/**
 * The portal's journeys after its sign-in task, on the signed-in page: settings, then the member coming back to
 * /account twice: before the service worker is installed (a first visit's later minutes: HTML and reads from the
 * network, code from the HTTP cache), then with the service worker in control (later visits: HTML and code from its
 * precache, the reads from the network).
 */
export const settingsAndComeBack = async (
  probed: { page: Page; report: Report; requests: RequestSeen[]; reset: () => void },
  origin: string,
  network = networkConditions(),
) => {
  const { page, report, reset } = probed;
  reset();
  const clickAt = await clickWhen(page, report, 'header a[href="/account/settings"]', undefined, 'settings link');
  const settingsAt = await waitForMark(report, 'settings', 'the settings page');
  const settings = settingsAt - clickAt;
  const comeBack = await reloadAccount(probed, origin, 'the service list after a reload');
  await installServiceWorker(page, network);
  const comeBackWithWorker = await reloadAccount(
    probed,
    origin,
    'the service list after a reload, the service worker in control',
  );
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!controlled) throw new Error('the reload after the service worker was installed was not in its control');
  return {
    settings,
    comeBack: comeBack.time,
    comeBackSteps: comeBack.steps,
    comeBackWithWorker: comeBackWithWorker.time,
  };
};

/** The portal's watches beside its sign-in task (see bench.ts for the task's own). */
export const PORTAL_WATCHES: Record<string, Watch> = {
  settings: { selector: 'main h1', text: ja.titles.AccountSettings },
  proceed: { selector: 'main h1', text: ja.titles.CertificateProceed },
  certificate: { selector: '[data-testid="certificate-countdown"]' },
};

/**
 * /account → the issued certificate, for the SMS demo member (the certificate needs SMS two-step; the mock API
 * answers the contract's active application until a member writes). The sign-in and the terms (first round) are not
 * timed and not throttled; then, throttled, from the service list: the card's click → the proceed page, plus the
 * "show" button's click → the certificate's countdown (the member's own pause between the two is left out).
 */
export const certificateJourney = async (
  browser: Browser,
  {
    origin,
    email,
    password,
    smsCode,
  }: { origin: string; email: string; password: string; smsCode: (previous?: string) => Promise<string> },
  previousCode: () => string | undefined,
) => {
  const context = await browser.createBrowserContext();
  try {
    const { page, report, reset, setThrottling } = await openProbedPage(
      context,
      { content: { selector: 'main ul > li a[href]' }, ...PORTAL_WATCHES },
      {},
    );
    await page.goto(`${origin}/signin`, { waitUntil: 'load', timeout: TIMEOUT });
    await typeInto(page, 'input[type="email"]', email);
    await page.click('input[type="password"]');
    await page.keyboard.type(password);
    const before = previousCode();
    await page.keyboard.press('Enter');
    await page.waitForSelector('input[autocomplete="one-time-code"]', { timeout: TIMEOUT });
    await page.click('input[autocomplete="one-time-code"]');
    await page.keyboard.type(await smsCode(before));
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.location.pathname === '/account', { timeout: TIMEOUT });
    await waitForMark(report, 'content', 'the SMS member’s service list');
    // The terms of the certificate service, once per stack: through the card, accepted when asked.
    await clickWhen(page, report, 'main a[href="/account/eligibility-certificate"]', undefined, 'certificate card');
    await page.waitForFunction(
      (titles: string[]) =>
        [...document.querySelectorAll('main h1')].some((h) => titles.includes(h.textContent?.trim() ?? '')),
      { timeout: TIMEOUT },
      [ja.titles.CertificateProceed, ja.titles.CertificateTerms],
    );
    const onTerms = await page.evaluate(
      (title: string) => [...document.querySelectorAll('main h1')].some((h) => h.textContent?.trim() === title),
      ja.titles.CertificateTerms,
    );
    if (onTerms) {
      for (const label of [ja.terms.agreeToTerms, ja.terms.agreeToPrivacyPolicy])
        await clickWhen(page, report, 'main label', label, label, true);
      await clickWhen(page, report, 'main button', ja.terms.submit, 'terms submit');
      await waitForMark(report, 'proceed', 'the proceed page after the terms');
    }
    // From the service list, throttled.
    await page.goto(`${origin}/account`, { waitUntil: 'load', timeout: TIMEOUT });
    await page.waitForFunction(() => document.querySelector('main ul > li a[href]'), { timeout: TIMEOUT });
    await setThrottling(SLOW_4G);
    reset();
    const cardAt = await clickWhen(
      page,
      report,
      'main a[href="/account/eligibility-certificate"]',
      undefined,
      'certificate card',
    );
    const proceedAt = await waitForMark(report, 'proceed', 'the proceed page');
    const showAt = await clickWhen(page, report, 'main a, main button', ja.certificate.show, 'the show button');
    const certificateAt = await waitForMark(report, 'certificate', 'the certificate');
    return proceedAt - cardAt + (certificateAt - showAt);
  } finally {
    await context.close().catch(() => undefined);
  }
};

export type { PortalJourneys };
