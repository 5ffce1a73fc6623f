import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'puppeteer-core';
import { centreOf, playSteps, type Step } from './journey-bench';
import { ja } from '../../src/i18n/ja';
import {
  CPU_SLOWDOWN,
  downloadMs,
  firstIdentityRequest,
  medianOf,
  NETWORK_PROFILES,
  networkConditions,
  operationOf,
  recordRequests,
  requestLines,
  type NetworkProfile,
  type RequestSeen,
} from './journey-figures';

/**
 * The passkey journeys of the bench, each round in a fresh browser context throttled like the sign-in task (CPU 4x,
 * and in turn each of its network profiles: slow 4G, 4G), with Chromium's virtual authenticator (CDP WebAuthn: CTAP2,
 * internal, resident key, user verification, automatic presence) holding the member's passkey, against the local
 * stack's WebAuthn. The member's hands are the sign-in task's (journey-bench.ts `playSteps`):
 * - portal, typed: open /signin, a click on the e-mail field, the address at 90 ms a key, one step later a press on
 *   パスキーでログイン (where it was on screen), until the service list;
 * - portal, autofill: open /signin, tap the e-mail field and pick the passkey in its list (the virtual authenticator
 *   answers the conditional request at once; the page has the pick no earlier than the tap), no typing;
 * - peer: the Authenticator's own passkey sign-in (bench/, `passwordless`), the address typed, then its passkey choice.
 *
 * Figures, each from the navigation start (the page's `performance.timeOrigin`) or from the tap (the pointerdown's own
 * time in the page, the finger's touch; both are Unix ms of this machine): open → the control on screen, open → list,
 * tap → list, tap → the first identity request (CDP `Network.requestWillBeSent` wallTime of the first call to Cognito
 * after the tap, `firstIdentityRequest`). Prompts: the page's `navigator.credentials.get` calls that the authenticator
 * answered, and of those the ones asking for user verification (anything but `discouraged`): a list pick or a
 * confirmation sheet each, with a fingerprint or face check when verification is asked. The portal's rounds also time
 * the sign-in's steps from its requests (`signInSteps`), so what holds a goal is read, not guessed.
 */

/**
 * Where a portal round's tap → list went: the three round trips (InitiateAuth, RespondToAuthChallenge, then GetUser
 * beside /me, each from its send to its answer), the gaps between them and the app's time after the last answer. Each
 * next request is sent from the page's main thread once the answer before it has been handled there.
 */
export interface SignInSteps {
  /** The three round trips, added up. */
  roundTrips: number;
  /** InitiateAuth's answer → RespondToAuthChallenge sent: the ceremony (instant here) and the main thread's queue. */
  challengeGap: number;
  /** RespondToAuthChallenge's answer → GetUser sent. */
  readsGap: number;
  /** The later of GetUser's and /me's answers → the list on screen. */
  afterReads: number;
}

/** What a portal round's page downloaded of its own code before the list, and when its HTML had come. */
export interface PageCode {
  /** Navigation start → the page's HTML answered (ms). */
  htmlAnswered: number;
  /** The page origin's scripts answered before the list, in bytes as the network carried them. */
  bytes: number;
}

export interface PasskeyRound {
  openToControl: number;
  openToList: number;
  tapToList: number;
  tapToFirstIdentity: number;
  ceremonies: number;
  verifications: number;
  /** The portal's rounds (the peer reads no /me). */
  steps?: SignInSteps;
  code?: PageCode;
  failure?: string;
}

/**
 * The page's `PageCode` from its requests: the first is the navigation's HTML; the code is every script of the HTML's
 * origin answered by `listAt`. Undefined when the HTML was not seen answered.
 */
export const pageCode = (requests: readonly RequestSeen[], openedAt: number, listAt: number): PageCode | undefined => {
  const [html] = requests;
  if (!html || html.method !== 'GET' || !Number.isFinite(html.end)) return undefined;
  const origin = new URL(html.url).origin;
  const code = requests.filter((request) => {
    const url = new URL(request.url);
    return url.origin === origin && url.pathname.endsWith('.js') && request.end <= listAt;
  });
  return {
    htmlAnswered: html.end - openedAt,
    bytes: code.reduce((total, request) => total + (request.bytes ?? 0), 0),
  };
};

/** The sign-in's steps after the tap (`SignInSteps`), or undefined when a request of them is missing or unanswered. */
export const signInSteps = (
  requests: readonly RequestSeen[],
  tappedAt: number,
  listAt: number,
): SignInSteps | undefined => {
  const after = requests.filter((request) => request.start >= tappedAt);
  const first = (operation: string) => after.find((request) => operationOf(request) === operation);
  const initiate = first('InitiateAuth');
  const respond = first('RespondToAuthChallenge');
  const user = first('GetUser');
  const me = after.find((request) => request.method === 'GET' && new URL(request.url).pathname.endsWith('/me'));
  if (!initiate || !respond || !user || !me) return undefined;
  const readsEnd = Math.max(user.end, me.end);
  const steps = {
    roundTrips: initiate.end - initiate.start + (respond.end - respond.start) + (readsEnd - user.start),
    challengeGap: respond.start - initiate.end,
    readsGap: user.start - respond.end,
    afterReads: listAt - readsEnd,
  };
  return Object.values(steps).every(Number.isFinite) ? steps : undefined;
};

export interface PasskeyCredential {
  credentialId: string;
  rpId: string;
  privateKey: string;
  userHandle?: string;
  signCount: number;
  isResidentCredential: boolean;
}

export interface PasskeySite {
  name: string;
  url: string;
  /** The member types the address here (none on the autofill path). */
  email?: string;
  /** What the member taps: a button, or on the autofill path the e-mail field, whose list then offers the passkey. */
  control: { selector: string; text: string | null };
  /** The signed-in content the journey ends at. */
  content: string;
  /** Whether the e-mail field may offer passkeys (conditional mediation). */
  autofill: boolean;
}

/** The last press in the page: when (Unix ms) and on what (a button's text, or `input <type>`). */
interface BenchTouch {
  at: number;
  label: string;
}

const TIMEOUT = 120_000;
const EMAIL_FIELD = 'input[type="email"], input[name="username"]';
/** The autofill path's control, the e-mail field, as the probe names it. */
const EMAIL_LABEL = 'input email';

/** The centre of the site's control (the visible element of its selector and text), where the member presses. */
const controlCentre = async (page: Page, site: PasskeySite) => {
  const centre = await page.evaluate(
    (wanted: string, label: string | null) => {
      const found = [...document.querySelectorAll<HTMLElement>(wanted)].find(
        (element) => (label === null || element.textContent?.trim() === label) && element.checkVisibility(),
      );
      const box = found?.getBoundingClientRect();
      return box ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : undefined;
    },
    site.control.selector,
    site.control.text,
  );
  if (!centre) throw new Error(`${site.name}: the control is not on screen`);
  return centre;
};

/** `BENCH_VERBOSE=all`: each round also prints every request of its page, in ms from the tap. */
const VERBOSE_ALL = process.env.BENCH_VERBOSE === 'all';

/**
 * `BENCH_PROFILE_DIR=<dir>` (diagnosis; the profiler slows the page): each portal round's main-thread CPU profile, from
 * the page's open to the list, as `<journey>-<network>-<n>.cpuprofile` (DevTools' Performance panel opens it), beside
 * `….json` with the round's tap, list and requests in the profile's clock (ms), to read what ran between two answers.
 */
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
let profiledRounds = 0;

const startProfile = async (cdp: CDPSession) => {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
};

/** Ends the round's profile and writes it with the round's times, moved from wall-clock time to the profile's clock. */
const writeProfile = async (
  cdp: CDPSession,
  dir: string,
  name: string,
  times: { tappedAt: number; listAt: number; requests: RequestSeen[]; wallMinusMonotonic: number },
) => {
  const { profile } = await cdp.send('Profiler.stop');
  profiledRounds += 1;
  const file = path.join(dir, `${name.replace(/\W+/g, '-')}-${profiledRounds}`);
  const clock = (wall: number) => wall - times.wallMinusMonotonic;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(`${file}.cpuprofile`, JSON.stringify(profile));
  fs.writeFileSync(
    `${file}.json`,
    JSON.stringify({
      tap: clock(times.tappedAt),
      list: clock(times.listAt),
      requests: times.requests.map((request) => ({ ...request, start: clock(request.start), end: clock(request.end) })),
    }),
  );
};

/**
 * Runs in the page before its own scripts: notes when the finger touched (the pointerdown's own time, input delay
 * included), counts the ceremonies, and turns autofill off where the path has none.
 */
const ceremonyProbe = (autofill: boolean) => {
  const w = window as unknown as {
    __benchCeremonies?: { verification: string; answered: boolean }[];
    __benchTouch?: BenchTouch;
  };
  w.__benchCeremonies = [];
  window.addEventListener(
    'pointerdown',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest('button, input') : null;
      const label = target instanceof HTMLInputElement ? `input ${target.type}` : (target?.textContent?.trim() ?? '');
      w.__benchTouch = { at: performance.timeOrigin + event.timeStamp, label };
    },
    true,
  );
  if (!navigator.credentials || typeof window.PublicKeyCredential !== 'function') return;
  if (!autofill)
    Object.defineProperty(window.PublicKeyCredential, 'isConditionalMediationAvailable', {
      value: async () => false,
      configurable: true,
    });
  // The authenticator answers the autofill request as soon as it is made; a member picks from the list only once the
  // e-mail field's tap has opened it, so the page has the pick no earlier.
  const fieldTapped = new Promise<void>((resolve) =>
    document.addEventListener(
      'pointerdown',
      (event) => {
        if (event.target instanceof HTMLInputElement && event.target.type === 'email') resolve();
      },
      true,
    ),
  );
  const original = navigator.credentials.get.bind(navigator.credentials);
  navigator.credentials.get = (options?: CredentialRequestOptions) => {
    const entry = { verification: options?.publicKey?.userVerification ?? 'preferred', answered: false };
    w.__benchCeremonies?.push(entry);
    const answer = original(options);
    const picked =
      options?.mediation === 'conditional'
        ? answer.then(async (credential) => (await fieldTapped, credential))
        : answer;
    return picked.then((credential) => {
      entry.answered = credential !== null;
      return credential;
    });
  };
};

/** Waits in the page (every animation frame) for a visible element, answering the moment it was seen (Unix ms). */
const seenAt = async (page: Page, selector: string, text: string | null, what: string): Promise<number> => {
  try {
    const handle = await page.waitForFunction(
      (wanted: string, label: string | null) => {
        const found = [...document.querySelectorAll<HTMLElement>(wanted)].find(
          (element) => (label === null || element.textContent?.trim() === label) && element.checkVisibility(),
        );
        return found ? performance.timeOrigin + performance.now() : undefined;
      },
      { timeout: TIMEOUT, polling: 'raf' },
      selector,
      text,
    );
    return (await handle.jsonValue()) as number;
  } catch (error) {
    throw new Error(`${what}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
};

const authenticatorOn = async (cdp: CDPSession, credential: PasskeyCredential) => {
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await cdp.send('WebAuthn.addCredential', { authenticatorId, credential });
  return authenticatorId;
};

/**
 * Registers a passkey for the member once, on the wire (USER_AUTH with the password, then Cognito's
 * StartWebAuthnRegistration / CompleteWebAuthnRegistration, with the virtual authenticator answering the browser's
 * create), on a page of `origin` (the relying party's host), and answers it as the authenticator holds it, private
 * key included, so each round's fresh authenticator can be given it.
 */
export const registerBenchPasskey = async (
  browser: Browser,
  {
    origin,
    identity,
    clientId,
    email,
    password,
  }: Record<'origin' | 'identity' | 'clientId' | 'email' | 'password', string>,
): Promise<PasskeyCredential> => {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('WebAuthn.enable', { enableUI: false });
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await page.goto(`${origin}/signin`, { waitUntil: 'load', timeout: TIMEOUT });
    const outcome = await page.evaluate(
      async (endpoint: string, client: string, username: string, secret: string) => {
        const call = async (operation: string, body: object) => {
          const response = await fetch(endpoint, {
            method: 'POST',
            headers: {
              'content-type': 'application/x-amz-json-1.1',
              'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
            },
            body: JSON.stringify(body),
          });
          const json = (await response.json()) as Record<string, unknown>;
          if (!response.ok) throw new Error(`${operation}: ${JSON.stringify(json)}`);
          return json;
        };
        const signedIn = await call('InitiateAuth', {
          AuthFlow: 'USER_AUTH',
          ClientId: client,
          AuthParameters: { USERNAME: username, PREFERRED_CHALLENGE: 'PASSWORD', PASSWORD: secret },
        });
        const token = (signedIn.AuthenticationResult as { AccessToken?: string } | undefined)?.AccessToken;
        if (!token) return `no tokens after the password: ${JSON.stringify(signedIn)}`;
        const existing = await call('ListWebAuthnCredentials', { AccessToken: token });
        for (const known of (existing.Credentials ?? []) as { CredentialId: string }[])
          await call('DeleteWebAuthnCredential', { AccessToken: token, CredentialId: known.CredentialId });
        const started = await call('StartWebAuthnRegistration', { AccessToken: token });
        const options = PublicKeyCredential.parseCreationOptionsFromJSON(
          started.CredentialCreationOptions as PublicKeyCredentialCreationOptionsJSON,
        );
        const created = (await navigator.credentials.create({ publicKey: options })) as PublicKeyCredential | null;
        if (!created) return 'the authenticator created no credential';
        await call('CompleteWebAuthnRegistration', { AccessToken: token, Credential: created.toJSON() });
        return 'registered';
      },
      identity,
      clientId,
      email,
      password,
    );
    if (outcome !== 'registered') throw new Error(`the bench's passkey: ${outcome}`);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    const credential = credentials[0];
    if (!credential) throw new Error("the bench's passkey: the virtual authenticator holds none");
    return credential as PasskeyCredential;
  } finally {
    await context.close().catch(() => undefined);
  }
};

/** One passkey sign-in in a fresh, throttled context with its own virtual authenticator holding `credential`. */
export const passkeyJourney = async (
  browser: Browser,
  site: PasskeySite,
  {
    credential,
    network = networkConditions(),
    networkName = 'slow 4G',
  }: {
    credential: PasskeyCredential;
    network?: ReturnType<typeof networkConditions>;
    /** The network profile's name, for the files of `BENCH_PROFILE_DIR`. */
    networkName?: string;
  },
): Promise<PasskeyRound> => {
  const round: PasskeyRound = {
    openToControl: Number.NaN,
    openToList: Number.NaN,
    tapToList: Number.NaN,
    tapToFirstIdentity: Number.NaN,
    ceremonies: Number.NaN,
    verifications: Number.NaN,
  };
  let context: BrowserContext | undefined;
  try {
    context = await browser.createBrowserContext();
    const page = await context.newPage();
    const cdp = await page.createCDPSession();
    const authenticatorId = await authenticatorOn(cdp, credential);
    // The stack refuses a signature counter that does not grow: the next round's authenticator starts where this one ended.
    const keepCounter = async () => {
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      credential.signCount = Math.max(credential.signCount, ...credentials.map((held) => held.signCount));
    };
    const requests = recordRequests(cdp);
    // Wall-clock ms minus CDP's monotonic clock (the profile's), from the first request's two times.
    let wallMinusMonotonic = Number.NaN;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (Number.isNaN(wallMinusMonotonic) && event.wallTime)
        wallMinusMonotonic = (event.wallTime - event.timestamp) * 1000;
    });
    const profiled = PROFILE_DIR !== undefined && site.name.startsWith('portal');
    if (profiled) await startProfile(cdp);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluateOnNewDocument(ceremonyProbe, site.autofill);
    const navigation = page.goto(site.url, { waitUntil: 'load', timeout: TIMEOUT });
    navigation.catch(() => undefined);
    const opened = async () => (await page.evaluate(() => performance.timeOrigin).catch(() => Number.NaN)) as number;
    const controlAt = await seenAt(page, site.control.selector, site.control.text, `${site.name}: the control`);
    round.openToControl = controlAt - (await opened());
    // The member's hands as in the sign-in task (journey-bench.ts `playSteps`): the address at 90 ms a key, then the
    // control one step later, whatever the page does meanwhile. Where to press is read once the control is on screen.
    const control = await controlCentre(page, site);
    const steps: Step[] = site.email
      ? [{ click: await centreOf(page, EMAIL_FIELD) }, ...[...site.email].map((key) => ({ key })), { click: control }]
      : [{ click: control }];
    const clickedAt = await playSteps(cdp, steps);
    // The tap is the finger's touch (the press's own time in the page), on the control, or the round is not counted.
    const touch = (await page.evaluate(() => (window as { __benchTouch?: BenchTouch }).__benchTouch)) as
      BenchTouch | undefined;
    if (!touch || touch.at < clickedAt - 20 || touch.label !== (site.control.text ?? EMAIL_LABEL))
      throw new Error(`${site.name}: the press did not land on the control (${touch?.label ?? 'no press seen'})`);
    const tappedAt = touch.at;
    const start = await opened();
    const listAt = await seenAt(page, site.content, null, `${site.name}: the signed-in content`);
    round.openToList = listAt - start;
    round.tapToList = listAt - tappedAt;
    round.steps = signInSteps(requests, tappedAt, listAt);
    if (site.name.startsWith('portal')) round.code = pageCode(requests, start, listAt);
    if (profiled)
      await writeProfile(cdp, PROFILE_DIR, `${site.name} ${networkName}`, {
        tappedAt,
        listAt,
        requests,
        wallMinusMonotonic,
      });
    if (VERBOSE_ALL) for (const line of requestLines(requests, tappedAt, true)) console.log(`    ${site.name} ${line}`);
    round.tapToFirstIdentity = (firstIdentityRequest(requests, tappedAt)?.start ?? Number.NaN) - tappedAt;
    const ceremonies = (await page.evaluate(
      () => (window as unknown as { __benchCeremonies?: unknown[] }).__benchCeremonies ?? [],
    )) as { verification: string; answered: boolean }[];
    round.ceremonies = ceremonies.filter((entry) => entry.answered).length;
    round.verifications = ceremonies.filter((entry) => entry.answered && entry.verification !== 'discouraged').length;
    await keepCounter();
  } catch (error) {
    round.failure = error instanceof Error ? error.message : String(error);
  } finally {
    await context?.close().catch(() => undefined);
  }
  return round;
};

/** The three journeys' sites: the portal typed and by autofill, and the peer's passkey sign-in. */
export const passkeySites = (portalOrigin: string, peerUrl: string, email: string) => ({
  typed: {
    name: 'portal (address typed)',
    url: `${portalOrigin}/signin`,
    email,
    control: { selector: 'main form button[type="button"]', text: ja.passkeys.signin },
    content: 'main ul > li a[href]',
    autofill: false,
  },
  autofill: {
    name: 'portal (autofill)',
    url: `${portalOrigin}/signin`,
    control: { selector: 'main form input[type="email"]', text: null },
    content: 'main ul > li a[href]',
    autofill: true,
  },
  peer: {
    name: 'peer (Authenticator passwordless)',
    url: peerUrl,
    email,
    control: { selector: 'button[type="submit"]', text: PEER_PASSKEY_LABEL },
    content: 'h1[data-bench="welcome"]',
    autofill: false,
  },
});

/** The peer's passkey button: Amplify UI's ja vocabulary has no passkey words, so its default text. */
export const PEER_PASSKEY_LABEL = 'Sign In with Passkey';

export interface PasskeyRounds {
  typed: PasskeyRound[];
  autofill: PasskeyRound[];
  peer: PasskeyRound[];
}

/** One network profile's rounds. */
export interface PasskeyProfileRounds {
  profile: string;
  rounds: PasskeyRounds;
}

const s = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '–');
const msText = (ms: number) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : '–');
const ok = (rounds: PasskeyRound[]) => rounds.filter((round) => !round.failure);
type Figure = keyof Omit<PasskeyRound, 'failure' | 'steps' | 'code'>;
const med = (rounds: PasskeyRound[], figure: Figure) => medianOf(ok(rounds).map((round) => round[figure]));
const slowest = (rounds: PasskeyRound[], figure: Figure) =>
  Math.max(
    ...ok(rounds)
      .map((round) => round[figure])
      .filter(Number.isFinite),
    Number.NEGATIVE_INFINITY,
  );

/**
 * The medians of the rounds' sign-in steps (`SignInSteps`): the network's share of tap → list and what came between
 * its round trips.
 */
export const stepsText = (rounds: PasskeyRound[]) => {
  const timed = ok(rounds).flatMap((round) => (round.steps ? [round.steps] : []));
  if (timed.length === 0) return "the sign-in's requests were not seen";
  const step = (key: keyof SignInSteps) => msText(medianOf(timed.map((steps) => steps[key])));
  return (
    `the three round trips (InitiateAuth, RespondToAuthChallenge, GetUser beside /me) ${step('roundTrips')}; ` +
    `RespondToAuthChallenge sent ${step('challengeGap')} after InitiateAuth's answer (the ceremony), GetUser ` +
    `${step('readsGap')} after RespondToAuthChallenge's answer (each sent from the main thread, busy with the app's ` +
    `start meanwhile); the list ${step('afterReads')} after the last answer (the app taking the answers, the ` +
    `list's render) (medians of ${timed.length} rounds)`
  );
};

/** The passkey goals on one network profile, met or not, and by how much. */
export const passkeyGoals = (rounds: PasskeyRounds, profile: string) => {
  const typedOpen = med(rounds.typed, 'openToList');
  const peerOpen = med(rounds.peer, 'openToList');
  const goal = (name: string, value: number, limit: number, unit: (v: number) => string, holds: string) => ({
    name: `${name} (${profile})`,
    value: unit(value),
    limit: unit(limit),
    met: Number.isFinite(value) && value <= limit,
    by: Number.isFinite(value) ? unit(value - limit) : 'not measured',
    holds,
  });
  const typedTap = med(rounds.typed, 'tapToList');
  const autofillOpen = med(rounds.autofill, 'openToList');
  const autofillTap = med(rounds.autofill, 'tapToList');
  // No sign-in ends before its three round trips, each at least the profile's latency.
  const network = NETWORK_PROFILES.find(({ name }) => name === profile);
  const latency = network?.requestLatencyMs;
  const floor = (openToTap: number) =>
    latency === undefined || !Number.isFinite(openToTap)
      ? ''
      : `; with open → tap as measured, the three round trips alone (${latency} ms latency each) put the list ` +
        `at ${s(openToTap + 3 * latency)} at the earliest`;
  // Nor before its code has come: at the profile's bandwidth, asked for as the HTML answered, one latency later.
  const codeFloor = (list: PasskeyRound[]) => {
    const measured = ok(list).flatMap((round) => (round.code ? [round.code] : []));
    if (!network || measured.length === 0) return '';
    const bytes = medianOf(measured.map((code) => code.bytes));
    const html = medianOf(measured.map((code) => code.htmlAnswered));
    const transfer = downloadMs(bytes, network);
    return (
      `; the page's code answered before the list, ${(bytes / 1000).toFixed(0)} KB as carried, takes ` +
      `${s(transfer)} at ${network.downloadThroughputKbps} Kbit/s: asked for as the HTML answered ` +
      `(${s(html)}), its last byte comes at ${s(html + network.requestLatencyMs + transfer)} at the earliest ` +
      `(medians of ${measured.length} rounds)`
    );
  };
  const afterTap = (tapToList: number) => `tap → list ${s(tapToList)}: ${stepsText(rounds.typed)}`;
  const typing = `open → tap ${s(typedOpen - typedTap)} (the address typed), ${afterTap(typedTap)}`;
  return [
    goal('passkey, address typed: open → list ≤ 5.0 s', typedOpen, 5000, s, typing + floor(typedOpen - typedTap)),
    goal(
      'passkey, address typed: open → list ≤ 0.7 × the peer',
      typedOpen,
      0.7 * peerOpen,
      s,
      typing + floor(typedOpen - typedTap),
    ),
    goal('passkey, address typed: tap → list ≤ 2.2 s', typedTap, 2200, s, afterTap(typedTap)),
    goal(
      'passkey: first identity request ≤ 150 ms after the tap (slowest round)',
      slowest(rounds.typed, 'tapToFirstIdentity'),
      150,
      msText,
      'the InitiateAuth the boot script sends at the press',
    ),
    goal(
      'passkey by autofill: open → list ≤ 3.0 s',
      autofillOpen,
      3000,
      s,
      `open → the field's tap ${s(autofillOpen - autofillTap)}; tap → list ${s(autofillTap)}: ` +
        `the sign-in starts at the pick (the boot script), the entry preloaded since the offer, the page's chunks ` +
        `asked for at that tap; ${stepsText(rounds.autofill)}; after the answers the entry where it comes later (slow ` +
        `4G), the app's start at 4x CPU, Amplify taking the answers and the list's render, its chunks on HTTP/1.1's ` +
        `six connections behind the sign-in page's (CPU profiles: BENCH_PROFILE_DIR)` +
        floor(autofillOpen - autofillTap) +
        codeFloor(rounds.autofill),
    ),
  ];
};

/** The section of the bench's output: medians, the slowest round, prompts, and the goals. */
export const passkeySection = ({ profile, rounds }: PasskeyProfileRounds, runs: number) => {
  const row = (name: string, list: PasskeyRound[]) =>
    `| ${name} | ${s(med(list, 'openToControl'))} | ${s(med(list, 'openToList'))} (slowest ${s(slowest(list, 'openToList'))}) | ` +
    `${s(med(list, 'tapToList'))} | ${msText(med(list, 'tapToFirstIdentity'))} (slowest ${msText(slowest(list, 'tapToFirstIdentity'))}) | ` +
    `${med(list, 'ceremonies')} / ${med(list, 'verifications')} | ${runs - ok(list).length} |`;
  const failures = [...rounds.typed, ...rounds.autofill, ...rounds.peer].map((round) => round.failure).filter(Boolean);
  const goals = passkeyGoals(rounds, profile);
  return (
    `### Passkey sign-in on ${profile} (median of ${runs} interleaved rounds; CPU ${CPU_SLOWDOWN}x, the sign-in task's ${profile})\n\n` +
    `| journey | open → control | open → list | tap → list | tap → first identity request | prompts (ceremonies / verifications) | failed |\n` +
    `| --- | --- | --- | --- | --- | --- | --- |\n` +
    `${row('portal, address typed', rounds.typed)}\n${row('portal, autofill', rounds.autofill)}\n` +
    `${row('peer, address typed', rounds.peer)}\n\n` +
    (failures.length ? `Failures: ${failures.join('; ')}\n\n` : '') +
    `| goal | value | limit | met | over by | what holds it |\n| --- | --- | --- | --- | --- | --- |\n` +
    goals
      .map(
        (g) =>
          `| ${g.name} | ${g.value} | ${g.limit} | ${g.met ? 'met' : 'NOT MET'} | ${g.met ? '' : g.by} | ${g.met ? '' : g.holds} |`,
      )
      .join('\n')
  );
};

/** `runs` interleaved rounds, each on every network profile in turn: peer, portal typed, portal autofill. */
export const timePasskeyJourneys = async (
  browser: Browser,
  options: {
    portalOrigin: string;
    peerUrl: string;
    identity: string;
    clientId: string;
    email: string;
    password: string;
    runs: number;
    log?: (line: string) => void;
    profiles?: readonly NetworkProfile[];
  },
): Promise<PasskeyProfileRounds[]> => {
  const credential = await registerBenchPasskey(browser, { ...options, origin: options.portalOrigin });
  const sites = passkeySites(options.portalOrigin, options.peerUrl, options.email);
  const profiles = (options.profiles ?? NETWORK_PROFILES).map((network) => ({
    network,
    rounds: { typed: [], autofill: [], peer: [] } as PasskeyRounds,
  }));
  const show = (round: PasskeyRound) =>
    round.failure
      ? `FAILED (${round.failure})`
      : `open → list ${s(round.openToList)}, tap → list ${s(round.tapToList)}, tap → identity ${msText(round.tapToFirstIdentity)}, prompts ${round.ceremonies}/${round.verifications}` +
        (round.steps
          ? `; round trips ${msText(round.steps.roundTrips)}, RespondToAuthChallenge +${msText(round.steps.challengeGap)}, GetUser +${msText(round.steps.readsGap)}, list +${msText(round.steps.afterReads)}`
          : '');
  for (let index = 0; index < options.runs; index += 1)
    for (const { network, rounds } of profiles)
      for (const key of ['peer', 'typed', 'autofill'] as const) {
        const round = await passkeyJourney(browser, sites[key], {
          credential,
          network: networkConditions(network),
          networkName: network.name,
        });
        rounds[key].push(round);
        options.log?.(`  passkey ${index + 1}, ${network.name}, ${sites[key].name}: ${show(round)}`);
      }
  return profiles.map(({ network, rounds }) => ({ profile: network.name, rounds }));
};
