import type { AppRouter } from './router';
import { PRERENDERED_ATTRIBUTE } from '../lib/page-attributes';

const whenInitialized = (router: AppRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

export type MountOutcome = 'hydrated' | 'rendered';

type Field = HTMLInputElement | HTMLTextAreaElement;
const isTypable = (element: EventTarget | null): element is Field =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'file', 'hidden', 'submit', 'button', 'reset'].includes(element.type));
const fieldsOf = (container: HTMLElement) => [...container.querySelectorAll('input, textarea')].filter(isTypable);

/**
 * The events for which React, when one reaches a root it is still hydrating, hydrates the whole root at once inside
 * that event (react-dom 19, `discreteReplayableEvents`): a key pressed while the page hydrates in slices would turn
 * the rest of the hydration into one long task, and that key would wait for all of it (issue 23 item 3: the longest
 * input event of the sign-in was such a keydown). Those of typing, clicking and touching a form; the rest of React's
 * list (drag and drop, copy, cut, double and context clicks) still hydrates at once, as before.
 */
export const HYDRATION_FORCING_EVENTS = [
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'pointerdown',
  'pointerup',
  'click',
  'keydown',
  'keypress',
  'keyup',
  'input',
  'textInput',
  'compositionstart',
  'compositionend',
  'change',
  'paste',
] as const;

/**
 * What the member typed into the prerendered form before React took it over. Hydration keeps React's state (the
 * empty form the HTML was rendered from), so each field the member changed is handed to React again afterwards, as
 * an input event React's change tracking sees as new: the text stays, and the form's state has it.
 *
 * Until then the member's keys, clicks and touches inside the page do not reach React (their propagation stops at the
 * document, before React's listeners on the root; their default actions, typing into a field, moving the caret or
 * the focus, happen as usual): React would otherwise hydrate the whole page at once inside the first of them. The
 * page's HTML is a plain form that needs no script to type into; what React would have done with those events is
 * done after hydration (the typed text handed over, the last click on a script-only button and a held submit made
 * again).
 *
 * A submit (Enter, the button) while React still hydrates is not left waiting for the hydration's last slice (that cost
 * the sign-in 0.7 s after Enter in the journey bench). The button is marked busy at once (`data-submitting` on the
 * root, index.html's CSS; `aria-busy`), and after that has been painted React is made to finish hydrating in one go,
 * by a key event it sees: the member's Enter itself is never the task that waits for the hydration.
 */
export const keepTypedInput = (container: HTMLElement, heldByBoot?: HTMLFormElement, onIntent?: () => void) => {
  const fields = fieldsOf(container);
  // The page's own warm-up (the sign-in form's downloads), which its handlers would start if React saw the events:
  // at once when the member is in the form already (the app starts at their first touch), else at the first event.
  let intended = false;
  const intent = () => {
    if (intended || !onIntent) return;
    intended = true;
    onIntent();
  };
  if (isTypable(container.ownerDocument.activeElement) && container.contains(container.ownerDocument.activeElement))
    intent();
  const typed = new Map<number, string>();
  const record = (field: Field) => {
    const index = fields.indexOf(field);
    if (index >= 0 && field.value !== field.defaultValue) typed.set(index, field.value);
  };
  fields.forEach(record);
  // Typing while React hydrates still counts; the event itself is kept from React (see above).
  let heldClick: HTMLButtonElement | undefined;
  const keepFromReact = (event: Event) => {
    if (!(event.target instanceof Node) || !container.contains(event.target)) return;
    intent();
    if (event.type === 'input' && isTypable(event.target)) record(event.target);
    // A button whose only action is React's (the language switch): its click is made again after hydration.
    if (event.type === 'click' && event.target instanceof Element)
      heldClick = event.target.closest<HTMLButtonElement>('button[type="button"]') ?? heldClick;
    event.stopPropagation();
  };
  const { ownerDocument } = container;
  for (const type of HYDRATION_FORCING_EVENTS) ownerDocument.addEventListener(type, keepFromReact, true);
  // A submit before React handles the form would be the browser's own GET: the address and the password in the URL.
  // It is held and made again once React has the form.
  // The boot script (src/boot) may have held one already, before the entry started.
  let heldSubmit: HTMLFormElement | undefined = heldByBoot;
  let replayed = false;
  let hydrating = false;
  let hurried = false;
  const busyButton = () => heldSubmit?.querySelector<HTMLButtonElement>('button[type="submit"]');
  /** Once React hydrates and a submit waits: the busy state painted first, then the rest of the hydration at once. */
  const hurry = () => {
    if (!heldSubmit || replayed) return;
    container.setAttribute(SUBMITTING_ATTRIBUTE, '');
    busyButton()?.setAttribute('aria-busy', 'true');
    if (!hydrating || hurried) return;
    hurried = true;
    afterNextPaint(() => {
      if (replayed) return;
      // A discrete event that reaches React while it hydrates makes it hydrate the whole page inside that event.
      release();
      (heldSubmit?.isConnected ? heldSubmit : container).dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    });
  };
  const onSubmit = (event: Event) => {
    event.preventDefault();
    if (event.target instanceof HTMLFormElement) heldSubmit = event.target;
    hurry();
  };
  container.addEventListener('submit', onSubmit, true);
  container.addEventListener('focusin', intent);
  // A submit the boot script held before the entry ran shows busy as soon as the app runs, as one made from now on.
  hurry();
  /** The member's events reach React again (to hurry the hydration, or with the hand-over). */
  const release = () => {
    for (const type of HYDRATION_FORCING_EVENTS) ownerDocument.removeEventListener(type, keepFromReact, true);
  };
  /** Every listener and mark goes: after the hand-over, or when the page is rendered afresh (nothing to hand over). */
  const discard = () => {
    replayed = true;
    release();
    container.removeEventListener('submit', onSubmit, true);
    container.removeEventListener('focusin', intent);
    container.removeAttribute(SUBMITTING_ATTRIBUTE);
    busyButton()?.removeAttribute('aria-busy');
  };
  const replay = () => {
    if (replayed) return;
    discard();
    typed.forEach((value, index) => {
      const field = fields[index];
      if (!field?.isConnected) return;
      const prototype =
        field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
      // Through React's own tracker first (so it remembers ''), then the real value past it: React sees a change.
      field.value = '';
      setValue?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    if (heldClick?.isConnected) heldClick.click();
    if (heldSubmit?.isConnected) heldSubmit.requestSubmit();
  };
  /** React has started hydrating the page (a submit held before, by the boot script or here, is hurried now). */
  const hydrationStarted = () => {
    hydrating = true;
    hurry();
  };
  return Object.assign(replay, { release, hydrationStarted, discard });
};

/** Set on the root while a submit made before React had the form waits for it: index.html's CSS shows it busy. */
export const SUBMITTING_ATTRIBUTE = 'data-submitting';

/** Runs `task` after the browser has painted (at the latest after 250 ms, e.g. in a background tab). */
const afterNextPaint = (task: () => void) => {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  if (typeof window.requestAnimationFrame === 'function') window.requestAnimationFrame(() => window.setTimeout(run, 0));
  window.setTimeout(run, 250);
};

/**
 * Mounts the app in `container`. A prerendered page (src/prerender/render.tsx) stays as it is, readable and typable,
 * while its route's chunk and loader finish; then React hydrates it, so the first client render is the markup already
 * on screen. The client renders afresh instead when the route is not the one prerendered (a redirect, an error) or
 * the history entry carries state the prerender could not know (e.g. the notice after a password reset), or the
 * browser may hold a session (the prerendered header is the signed-out one).
 * Every other page (index.html's static shell, or the app shell of /account) is rendered afresh too, and also only
 * once the router's first navigation has finished (guards, redirects and loaders included): React's first commit
 * replaces the HTML with the page itself, so the HTML stays on screen until then instead of a blank root.
 */
export const hydratePrerendered = async (
  container: HTMLElement,
  router: AppRouter,
  mount: { hydrate: (onHydrated: () => void) => void; render: () => void },
  options: {
    heldSubmit?: HTMLFormElement;
    mayHaveSession?: boolean;
    otherLanguage?: boolean;
    /** The page's warm-up, at the member's first focus or key while it hydrates (`keepTypedInput`). */
    onIntent?: () => void;
  } = {},
): Promise<MountOutcome> => {
  const prerendered = container.getAttribute(PRERENDERED_ATTRIBUTE);
  if (!prerendered) {
    await whenInitialized(router);
    mount.render();
    return 'rendered';
  }
  const replayTyped = keepTypedInput(container, options.heldSubmit, options.onIntent);
  await whenInitialized(router);
  const { matches, errors, location } = router.state;
  const route = matches[matches.length - 1]?.route.id;
  // The markup is the signed-out page (its header): a browser that may hold a session renders afresh.
  // The markup is Japanese: a page shown in another language (src/i18n/language.ts) renders afresh too.
  if (route === prerendered && !errors && location.state == null && !options.mayHaveSession && !options.otherLanguage) {
    mount.hydrate(replayTyped);
    replayTyped.hydrationStarted();
    return 'hydrated';
  }
  replayTyped.discard();
  mount.render();
  return 'rendered';
};

/** Runs `task` when the browser is idle after the first paint (at the latest after `timeout` ms). */
export const afterFirstPaint = (task: () => void, timeout = 3000) => {
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(() => task(), { timeout })
      : window.setTimeout(task, 1);
  if (typeof window.requestAnimationFrame === 'function')
    window.requestAnimationFrame(() => window.setTimeout(idle, 0));
  else idle();
};
