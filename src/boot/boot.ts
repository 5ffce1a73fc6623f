import { hasTokenCookie } from '../identity/token-cookies';
import { loadTagManager } from '../lib/tag-manager';
import { LANGUAGE_PENDING_ATTRIBUTE, languageInCookies } from '../i18n/language-key';
import {
  markPasskeySupport,
  MAY_HAVE_SESSION_ATTRIBUTE,
  OFFLINE_ATTRIBUTE,
  PASSKEY_CONTROL_ATTRIBUTE,
  passkeysUsable,
  SHELL_ATTRIBUTE,
  SIGN_IN_FORM_ATTRIBUTE,
} from '../lib/page-attributes';
import { isEmailAddress, normalizeEmail } from '../lib/width';
import { carryOnEarlyPasswordSignIn, startEarlyPasswordSignIn } from '../identity/early-password-sign-in';
import { precomputeSrpPair } from '../identity/srp/srp-pairs';
import { startEarlyPasskeySignIn } from '../identity/early-sign-in';
import { carryOnPasskeySignIn } from '../identity/early-passkey-ceremony';
import type { ShellReads } from '../lib/boot-handoff';
import { offerBootHandoff, type BootHandoff } from '../lib/boot-handoff';
import { offerPasskeyPick, takePasskeyPick } from '../lib/passkey-pick';
import { askPasskeyByAutofill, passkeyAutofillAvailable } from '../identity/passkey-support';
import type { BootSettings } from './settings';
import { offerMemberReads, startEarlyReads } from './start-early-reads';

/** Compiled into the script's text by the build (scripts/lib/boot-script.ts); absent under jest. */
declare const BOOT_SETTINGS: BootSettings | undefined;

const builtSettings = (): BootSettings | undefined =>
  typeof BOOT_SETTINGS === 'undefined' ? undefined : BOOT_SETTINGS;

/**
 * The only script of a prerendered public page, inline after its markup (the CSP allows it by its hash), so the first
 * paint waits for no request. The page is complete as HTML; the entry starts at the member's first intent (a submit
 * is held and handed to the entry), or at once when the page may differ from its HTML (a possible session, a query
 * or history state, English, `data-start="now"`). The entry and the page's chunks are prefetched when the page has
 * loaded and stayed untouched a while, and the tag manager is loaded here so a visit without any intent still counts.
 */
export const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input', 'submit'] as const;

/** Quiet time after the load before the entry is prefetched: not beside a first touch's requests (HTTP/1.1). */
export const PREFETCH_AFTER_MS = 3000;

/** Whether the page may differ from its HTML, so the entry must not wait for intent. */
const startsAtOnce = (script: HTMLScriptElement, win: Window, mayHaveSession: boolean) => {
  const state = win.history.state as { usr?: unknown } | null;
  return (
    script.dataset.start === 'now' || mayHaveSession || win.location.search !== '' || (state?.usr ?? null) !== null
  );
};

/**
 * A script URL of this page's own origin, as given; else undefined. The CSP's hash covers the script's text, not its
 * attributes, so a page whose markup was altered could otherwise make it load a script from anywhere.
 */
const ownScript = (href: string | undefined, win: Window) => {
  if (!href) return undefined;
  try {
    const url = new URL(href, win.location.href);
    return url.origin === win.location.origin && /^https?:$/.test(url.protocol) ? href : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The passkey sign-in for a username and then the member's reads, not waiting for the entry (the app takes each answer),
 * one at a time: the browser holds one ceremony. False when nothing was sent.
 */
const passkeySignInStarter = (reads: ShellReads, win: Window, started: (requestsSent: Promise<void>) => void) => {
  let underWay = false;
  return (username: string) => {
    const early = underWay ? undefined : startEarlyPasskeySignIn(reads, username, win);
    if (!early) return false;
    underWay = true;
    const { ceremonyEnded, requestsSent } = carryOnPasskeySignIn(
      early,
      username,
      reads.client,
      win,
      (accessToken, idToken) => offerMemberReads(reads, accessToken, idToken, win),
    );
    void ceremonyEnded.then(() => {
      underWay = false;
    });
    started(requestsSent);
    return true;
  };
};

/**
 * For the page's life (Amplify may come later), a press on the passkey sign-in (pointer down, or the keyboard's click)
 * starts it with the form's address, the autofill request stopped first; nothing where the page refuses the tap.
 */
const passkeyTapListener = (signIn: (username: string) => boolean, win: Window) => (event: Event) => {
  if (event.type === 'pointerdown' && (event as MouseEvent).button !== 0) return;
  const control = event.target instanceof Element ? event.target.closest(`[${PASSKEY_CONTROL_ATTRIBUTE}]`) : null;
  if (!(control instanceof HTMLButtonElement) || control.disabled || control.getAttribute('aria-disabled') === 'true')
    return;
  if (!passkeysUsable(win)) return;
  const username = normalizeEmail(control.form?.querySelector<HTMLInputElement>('input[type="email"]')?.value ?? '');
  if (!username) return;
  takePasskeyPick(win)?.abort();
  signIn(username);
};

/** The password sign-in's requests on the sign-in page, for its life (../identity/early-password-sign-in.ts). */
const passwordSignInListener = (
  settings: BootSettings,
  workerScript: string,
  SrpWorker: typeof Worker,
  win: Window,
  started: (requestsSent: Promise<void>) => void,
) => {
  const { reads, userPoolName } = settings;
  let url: string;
  try {
    url = new URL(reads.identity, win.location.href).href;
  } catch {
    return undefined;
  }
  const spawn = () => new SrpWorker(workerScript, { name: 'on-demand-srp' });
  return (event: Event) => {
    const field = event.target instanceof Element ? event.target : null;
    const form = field?.closest(`form[${SIGN_IN_FORM_ATTRIBUTE}]`);
    if (!form) return;
    precomputeSrpPair(spawn);
    const email = form.querySelector<HTMLInputElement>('input[type="email"]')?.value;
    if (!isEmailAddress(email)) return;
    if (event.type === 'submit') {
      const password = form.querySelector<HTMLInputElement>('input[type="password"]')?.value ?? '';
      const requestsSent = carryOnEarlyPasswordSignIn(normalizeEmail(email), password, userPoolName, (access, id) =>
        offerMemberReads(reads, access, id, win),
      );
      if (requestsSent) started(requestsSent);
    } else if (event.type === 'input' && field instanceof HTMLInputElement && field.type === 'password')
      startEarlyPasswordSignIn(url, reads.client, normalizeEmail(email));
  };
};

/**
 * The e-mail field's passkey autofill from the first paint, where the app would offer it: a pick starts the sign-in
 * for its user handle and the entry, which carries it on (`passkeyPicked`); the page carries on a request not yet
 * answered (`takePasskeyPick`). A pick may be the page's only intent, and the list after it needs the entry: that is
 * preloaded with the offer, not at the pick.
 */
const offerPasskeysByAutofill = async (
  doc: Document,
  signIn: (username: string) => boolean,
  win: Window,
  start: () => void,
  held: () => boolean,
  preloadEntry: () => void,
) => {
  const control = doc.querySelector(`[${PASSKEY_CONTROL_ATTRIBUTE}]`);
  const email = control instanceof HTMLButtonElement ? control.form?.querySelector('input[type="email"]') : null;
  if (!email || !(await passkeyAutofillAvailable()) || !held()) return;
  email.setAttribute('autocomplete', 'username webauthn');
  const controller = new AbortController();
  const picked = askPasskeyByAutofill(controller.signal).then((username) => {
    if (controller.signal.aborted || !username) return username;
    start();
    signIn(username);
    return username;
  });
  offerPasskeyPick({ picked, abort: () => controller.abort() }, win);
  preloadEntry();
};

export const boot = (
  script: HTMLScriptElement,
  win: Window = window,
  settings: BootSettings | undefined = builtSettings(),
) => {
  const doc = win.document;
  markPasskeySupport(win);
  const entry = ownScript(script.dataset.entry, win);
  if (!entry) return;
  let loading: HTMLScriptElement | undefined;
  const ownScripts = (list: string | undefined) =>
    (list ?? '').split(' ').filter((href): href is string => ownScript(href, win) !== undefined);
  const cookies = doc.cookie;
  const mayHaveSession = hasTokenCookie(cookies);
  const srpWorker = ownScript(script.dataset.srpWorker, win);
  // The page's chunks are preloaded beside the entry: on a public page in high priority (the sign-in's code, arriving
  // while the member types), on the app shell in low (behind the entry); not when the page is likely left at once.
  const shell = doc.getElementById('root')?.hasAttribute(SHELL_ATTRIBUTE) ?? false;
  const preloadChunks = shell ? mayHaveSession : !mayHaveSession;
  // A signed-in page opened offline shows the offline screen (src/app/router.tsx): its chunks come instead of the
  // page's, no read is sent, and the page's frame is not laid out for content that cannot come.
  const offline = shell && mayHaveSession && win.navigator.onLine === false;
  if (offline) doc.documentElement.setAttribute(OFFLINE_ATTRIBUTE, '');
  const pageChunks = () => ownScripts(offline ? script.dataset.offline : script.dataset.prefetch);
  // The first screen's reads start now, so they travel while the entry downloads (./early-reads.ts).
  if (shell && mayHaveSession && settings && !offline) startEarlyReads(settings.reads, win);
  const linkScripts = (rel: 'preload' | 'prefetch', hrefs: string[], priority?: 'low' | 'high') => {
    for (const href of hrefs) {
      const link = doc.createElement('link');
      link.rel = rel;
      if (priority) link.setAttribute('fetchpriority', priority);
      link.setAttribute('as', 'script');
      link.href = href;
      doc.head.append(link);
    }
  };
  const saveData = () =>
    (win.navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  let entryPreloaded = false;
  // Low: behind what a first touch asks for; the entry's own script element takes the response (one download).
  const preloadEntry = () => {
    if (loading || entryPreloaded || saveData()) return;
    entryPreloaded = true;
    linkScripts('preload', [entry], 'low');
  };
  const start = () => {
    if (loading) return;
    const element = doc.createElement('script');
    element.src = entry;
    // On a public page, before its chunks below (the app shell's HTML preloads its entry from the top).
    if (!shell) element.setAttribute('fetchpriority', 'high');
    // Offline or a failed download: the next sign of intent tries again (the page stays usable as HTML meanwhile).
    element.onerror = () => {
      element.remove();
      loading = undefined;
      doc.documentElement.removeAttribute(OFFLINE_ATTRIBUTE);
      // A page hidden for English shows its Japanese HTML rather than nothing.
      doc.documentElement.removeAttribute(LANGUAGE_PENDING_ATTRIBUTE);
      doc.documentElement.lang = 'ja';
    };
    loading = element;
    // Offline, before the entry: the entry's evaluation would run ahead of a later task, and the screen needs them.
    if (offline) linkScripts('preload', pageChunks(), 'high');
    doc.head.append(element);
    // In a task of its own (each link costs the main thread): the page's chunks and its warm-up's.
    if (preloadChunks && !offline)
      win.setTimeout(() => linkScripts('preload', pageChunks(), shell ? 'low' : 'high'), 0);
  };
  const onIntent = (event: Event) => {
    // The browser's own submit would send the form (the password too) to the page's URL: held for the entry.
    if (event.type === 'submit') {
      event.preventDefault();
      if (event.target instanceof HTMLFormElement) handoff.heldSubmit = event.target;
    }
    start();
  };
  const holdClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (button instanceof HTMLButtonElement) handoff.heldClick = button;
  };
  let held = true;
  const handoff: BootHandoff = {
    stop: () => {
      held = false;
      for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, true);
      doc.removeEventListener('click', holdClick, true);
    },
  };
  offerBootHandoff(handoff, win);
  for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, true);
  doc.addEventListener('click', holdClick, true);
  // While a passkey sign-in travels, the signed-in page's chunks, low and after the entry's list (intents first).
  let signedInChunks = ownScripts(script.dataset.signedIn);
  const carried = (requestsSent: Promise<void>) => {
    handoff.signInUnderWay = requestsSent;
  };
  const signInWithPasskey =
    settings &&
    passkeySignInStarter(settings.reads, win, (requestsSent) => {
      carried(requestsSent);
      const hrefs = signedInChunks;
      signedInChunks = [];
      win.setTimeout(() => linkScripts('preload', hrefs, 'low'), 0);
    });
  if (signInWithPasskey) {
    const onTap = passkeyTapListener(signInWithPasskey, win);
    for (const type of ['pointerdown', 'click']) doc.addEventListener(type, onTap, true);
  }
  const SrpWorker = (win as { Worker?: typeof Worker }).Worker;
  const onPasswordForm =
    settings && srpWorker && SrpWorker && !shell
      ? passwordSignInListener(settings, srpWorker, SrpWorker, win, carried)
      : undefined;
  if (onPasswordForm)
    for (const type of ['focusin', 'input', 'submit'] as const) doc.addEventListener(type, onPasswordForm, true);
  if (signInWithPasskey && !shell && !mayHaveSession && passkeysUsable(win)) {
    const signInWithPick = (username: string) => {
      const started = signInWithPasskey(username);
      if (started) handoff.passkeyPicked = username;
      return started;
    };
    void offerPasskeysByAutofill(doc, signInWithPick, win, start, () => held, preloadEntry);
  }
  if (mayHaveSession) doc.documentElement.setAttribute(MAY_HAVE_SESSION_ATTRIBUTE, '');
  // A device that chose English sees the page only in English: hidden while the entry renders it afresh.
  const english = languageInCookies(cookies) === 'en';
  if (english) {
    doc.documentElement.lang = 'en';
    doc.documentElement.setAttribute(LANGUAGE_PENDING_ATTRIBUTE, '');
  }
  if (english || startsAtOnce(script, win, mayHaveSession)) start();
  const prefetch = () => {
    if (loading || saveData()) return;
    linkScripts('prefetch', [...(entryPreloaded ? [] : [entry]), ...pageChunks(), ...(srpWorker ? [srpWorker] : [])]);
  };
  const afterLoad = () => {
    if (settings?.tagManager) loadTagManager(settings.tagManager, doc);
    win.setTimeout(prefetch, PREFETCH_AFTER_MS);
  };
  const whenIdle = () =>
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback(afterLoad, { timeout: 2000 })
      : win.setTimeout(afterLoad, 1);
  if (doc.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
};
