import { hasTokenCookie } from '../identity/token-cookies';
import { loadTagManager } from '../lib/tag-manager';
import { LANGUAGE_PENDING_ATTRIBUTE, storedLanguage } from '../i18n/language-key';
import { MAY_HAVE_SESSION_ATTRIBUTE, SHELL_ATTRIBUTE } from '../lib/page-attributes';
import { offerBootHandoff, type BootHandoff } from '../lib/boot-handoff';
import { startEarlyReads } from './start-early-reads';

/**
 * The only script of a prerendered public page, written inline after its markup in place of the entry's script tag
 * (scripts/webpack/prerender-plugin.ts; the CSP allows it by its hash), so the first paint waits for no request.
 * The page is already complete as HTML: its form can be read, focused and typed into. The entry (React, the router,
 * Chakra: the main-thread work of docs/performance.md) starts when the member shows intent (touches, clicks, focuses
 * or types; a submit is held and handed to the entry, which sends it once React has the form), and at once when the
 * page may differ from its HTML: a possible session (the page redirects or shows the member's header), a query string
 * or history state the build could not know, a device that chose English (the page is hidden until it is rendered in
 * English), or a page marked `data-start="now"` (it needs script to be complete).
 * Meanwhile, once the page has loaded and the browser is idle, the entry and the page's chunks are prefetched, so
 * the start costs no download; once the entry is started, the chunks are preloaded (as soon as it has arrived; on the
 * app shell with it); and the tag manager is loaded when one is configured (`data-tag-manager`; on these pages the
 * boot script loads it, not the entry, so a visit without any intent still counts).
 */
export const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input', 'submit'] as const;

/** Whether the page may differ from its HTML, so the entry must not wait for intent (`mayHaveSession`: a token cookie). */
const startsAtOnce = (script: HTMLScriptElement, win: Window, mayHaveSession: boolean) => {
  const state = win.history.state as { usr?: unknown } | null;
  return (
    script.dataset.start === 'now' || mayHaveSession || win.location.search !== '' || (state?.usr ?? null) !== null
  );
};

export const boot = (script: HTMLScriptElement, win: Window = window) => {
  const doc = win.document;
  const entry = script.dataset.entry;
  if (!entry) return;
  let loading: HTMLScriptElement | undefined;
  const pageChunks = () => (script.dataset.prefetch ?? '').split(' ').filter(Boolean);
  const mayHaveSession = hasTokenCookie(doc.cookie);
  // The page's chunks and what its first screen needs (data-prefetch: on /signin Amplify, on the app shell the API
  // client, the guards and the session read) are preloaded, so they download beside the entry or while its steps run
  // instead of each after the code that asks for it: a chain of round trips before the member's sign-in is sent or the
  // list is shown. On a public page, once the entry has arrived (the entry is needed first, and the form is usable as
  // HTML meanwhile); on the app shell of /account right after the entry starts (the list needs every one of them, so
  // the last byte of them all is what the member waits for), in low priority like the entry itself (an inserted
  // script; the shell's HTML preloads it, scripts/webpack/prerender-plugin.ts), so they do not take the network ahead
  // of it. Not when the page is likely to be left at once: a public page with a possible session (a signed-in member
  // is sent on from /signin), an app shell without one (sent to /signin).
  const shell = doc.getElementById('root')?.hasAttribute(SHELL_ATTRIBUTE) ?? false;
  const preloadChunks = shell ? mayHaveSession : !mayHaveSession;
  // The first screen's reads (the member, /me) start now on the app shell with a session the app will read from its
  // cookies, so they travel while the entry downloads instead of after it (./early-reads.ts).
  if (shell && mayHaveSession) startEarlyReads(script.dataset.reads, win);
  const linkScripts = (rel: 'preload' | 'prefetch', hrefs: string[], low = false) => {
    for (const href of hrefs) {
      const link = doc.createElement('link');
      link.rel = rel;
      if (low) link.setAttribute('fetchpriority', 'low');
      link.setAttribute('as', 'script');
      link.href = href;
      doc.head.append(link);
    }
  };
  const preloadOnArrival = (element: HTMLScriptElement) => {
    element.addEventListener('load', () => linkScripts('preload', pageChunks()), { once: true });
  };
  const start = () => {
    if (loading) return;
    const element = doc.createElement('script');
    element.src = entry;
    if (preloadChunks && !shell) preloadOnArrival(element);
    // Offline or a failed download: the next sign of intent tries again (the page stays usable as HTML meanwhile).
    element.onerror = () => {
      element.remove();
      loading = undefined;
      // A page hidden for English shows its Japanese HTML rather than nothing.
      doc.documentElement.removeAttribute(LANGUAGE_PENDING_ATTRIBUTE);
      doc.documentElement.lang = 'ja';
    };
    loading = element;
    doc.head.append(element);
    // In a task of its own: each link starts a request, which costs the main thread (15-42 ms for the shell's
    // thirteen of the time at 4x CPU in a profile), and the task that runs this script also parsed the page.
    if (preloadChunks && shell) win.setTimeout(() => linkScripts('preload', pageChunks(), true), 0);
  };
  const onIntent = (event: Event) => {
    // The browser's own submit would send the form (the password too) to the page's URL: held for the entry.
    if (event.type === 'submit') {
      event.preventDefault();
      if (event.target instanceof HTMLFormElement) handoff.heldSubmit = event.target;
    }
    start();
  };
  const handoff: BootHandoff = {
    stop: () => {
      for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, true);
    },
  };
  offerBootHandoff(handoff, win);
  for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, true);
  if (mayHaveSession) doc.documentElement.setAttribute(MAY_HAVE_SESSION_ATTRIBUTE, '');
  // The page's HTML is Japanese. A device that chose English sees it only in English: it stays hidden (index.html's
  // CSS) while the entry starts at once and renders it afresh in English (src/main.tsx).
  const english = storedLanguage(win) === 'en';
  if (english) {
    doc.documentElement.lang = 'en';
    doc.documentElement.setAttribute(LANGUAGE_PENDING_ATTRIBUTE, '');
  }
  if (english || startsAtOnce(script, win, mayHaveSession)) start();
  const prefetch = () => {
    const connection = (win.navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (loading || connection?.saveData) return;
    linkScripts('prefetch', [entry, ...pageChunks()]);
  };
  const afterLoad = () => {
    if (script.dataset.tagManager) loadTagManager(script.dataset.tagManager, doc);
    prefetch();
  };
  const whenIdle = () =>
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback(afterLoad, { timeout: 2000 })
      : win.setTimeout(afterLoad, 1);
  if (doc.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
};
