import { hasTokenCookie } from '../identity/token-cookies';
import { loadTagManager } from '../lib/tag-manager';
import { LANGUAGE_PENDING_ATTRIBUTE, storedLanguage } from '../i18n/language-key';
import {
  markPasskeySupport,
  MAY_HAVE_SESSION_ATTRIBUTE,
  OFFLINE_ATTRIBUTE,
  PASSKEY_CONTROL_ATTRIBUTE,
  passkeysUsable,
  SHELL_ATTRIBUTE,
} from '../lib/page-attributes';
import { normalizeEmail } from '../lib/width';
import { startEarlyPasskeySignIn } from '../identity/early-sign-in';
import type { ShellReads } from '../lib/boot-handoff';
import { offerBootHandoff, type BootHandoff } from '../lib/boot-handoff';
import { offerPasskeyPick, takePasskeyPick } from '../lib/passkey-pick';
import { askPasskeyByAutofill, passkeyAutofillAvailable } from '../identity/passkey-support';
import type { BootSettings } from './settings';
import { startEarlyReads } from './start-early-reads';

/** Compiled into the script's text by the build (scripts/lib/boot-script.ts); absent under jest. */
declare const BOOT_SETTINGS: BootSettings | undefined;

const builtSettings = (): BootSettings | undefined =>
  typeof BOOT_SETTINGS === 'undefined' ? undefined : BOOT_SETTINGS;

/**
 * The only script of a prerendered public page, inline after its markup (the CSP allows it by its hash), so the first
 * paint waits for no request. The page is complete as HTML; the entry starts at the member's first intent (a submit
 * is held and handed to the entry), or at once when the page may differ from its HTML (a possible session, a query
 * or history state, English, `data-start="now"`). Meanwhile the entry and the page's chunks are prefetched when the
 * browser is idle, and the tag manager is loaded here so a visit without any intent still counts.
 */
export const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input', 'submit'] as const;

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
 * A press on the passkey sign-in (pointer down, or the keyboard's click) sends its InitiateAuth at once with the form's
 * address (src/identity/early-sign-in.ts); nothing where the page refuses the tap (no address, no passkeys, busy). The
 * pending autofill request is stopped: the browser holds one ceremony at a time.
 */
export const passkeyTapListener = (reads: ShellReads, win: Window) => (event: Event) => {
  if (event.type === 'pointerdown' && (event as MouseEvent).button !== 0) return;
  const control = event.target instanceof Element ? event.target.closest(`[${PASSKEY_CONTROL_ATTRIBUTE}]`) : null;
  if (!(control instanceof HTMLButtonElement) || control.disabled || control.getAttribute('aria-disabled') === 'true')
    return;
  if (!passkeysUsable(win)) return;
  const email = control.form?.querySelector<HTMLInputElement>('input[type="email"]');
  if (!email || !startEarlyPasskeySignIn(reads, normalizeEmail(email.value), win)) return;
  takePasskeyPick(win)?.abort();
};

/**
 * The e-mail field's passkey autofill from the first paint: a pick sends InitiateAuth and starts the entry; the page
 * carries the request on (`takePasskeyPick`). Only while the boot holds the page, and where the app would offer it.
 */
const offerPasskeysByAutofill = async (
  doc: Document,
  reads: ShellReads,
  win: Window,
  start: () => void,
  held: () => boolean,
) => {
  const control = doc.querySelector(`[${PASSKEY_CONTROL_ATTRIBUTE}]`);
  const email = control instanceof HTMLButtonElement ? control.form?.querySelector('input[type="email"]') : null;
  if (!email || !(await passkeyAutofillAvailable()) || !held()) return;
  email.setAttribute('autocomplete', 'username webauthn');
  const controller = new AbortController();
  const picked = askPasskeyByAutofill(controller.signal).then((username) => {
    if (username && !controller.signal.aborted && startEarlyPasskeySignIn(reads, username, win)) start();
    return username;
  });
  offerPasskeyPick({ picked, abort: () => controller.abort() }, win);
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
  const mayHaveSession = hasTokenCookie(doc.cookie);
  // The page's chunks and what its first screen needs are preloaded with the entry, so they download beside it instead
  // of in a chain of round trips after it (six connections, each request a round trip). On a public page in high
  // priority (the sign-in's own code: the member types while it arrives); on the app shell in low priority, so they do
  // not take the network ahead of the entry. Not when the page is likely to be left at once.
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
  const start = () => {
    if (loading) return;
    const element = doc.createElement('script');
    element.src = entry;
    // On a public page, before its chunks below, which must not take the connections ahead of it (the app shell's
    // HTML preloads its entry from the top).
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
    // In a task of its own: each link starts a request, which costs the main thread. On a public page the page's own
    // chunks and what its warm-up asks for, what the member waits for (docs/performance.md "Priorities"); its workers'
    // scripts prefetched (a worker's request takes no script preload).
    if (preloadChunks && !offline)
      win.setTimeout(() => {
        linkScripts('preload', pageChunks(), shell ? 'low' : 'high');
        linkScripts('prefetch', ownScripts(script.dataset.workers));
      }, 0);
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
  // For the page's life: until Amplify is loaded, the app's own call comes later too.
  if (settings) {
    const onTap = passkeyTapListener(settings.reads, win);
    for (const type of ['pointerdown', 'click']) doc.addEventListener(type, onTap, true);
  }
  if (settings && !shell && !mayHaveSession && passkeysUsable(win))
    void offerPasskeysByAutofill(doc, settings.reads, win, start, () => held);
  for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, true);
  doc.addEventListener('click', holdClick, true);
  if (mayHaveSession) doc.documentElement.setAttribute(MAY_HAVE_SESSION_ATTRIBUTE, '');
  // A device that chose English sees the page only in English: hidden while the entry renders it afresh.
  const english = storedLanguage(win) === 'en';
  if (english) {
    doc.documentElement.lang = 'en';
    doc.documentElement.setAttribute(LANGUAGE_PENDING_ATTRIBUTE, '');
  }
  if (english || startsAtOnce(script, win, mayHaveSession)) start();
  const prefetch = () => {
    const connection = (win.navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (loading || connection?.saveData) return;
    linkScripts('prefetch', [entry, ...pageChunks(), ...ownScripts(script.dataset.workers)]);
  };
  const afterLoad = () => {
    if (settings?.tagManager) loadTagManager(settings.tagManager, doc);
    prefetch();
  };
  const whenIdle = () =>
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback(afterLoad, { timeout: 2000 })
      : win.setTimeout(afterLoad, 1);
  if (doc.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
};
