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

/** How long the mount waits for what the app carries on before hydrating the page anyway. */
export const CARRY_WAIT_MS = 4000;

type Field = HTMLInputElement | HTMLTextAreaElement;
const isTypable = (element: EventTarget | null): element is Field =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'file', 'hidden', 'submit', 'button', 'reset'].includes(element.type));
const fieldsOf = (container: HTMLElement) => [...container.querySelectorAll('input, textarea')].filter(isTypable);

/**
 * Events for which React hydrates the whole root at once inside the event (react-dom 19, `discreteReplayableEvents`):
 * a key pressed mid-hydration would wait for all of it. Those of typing, clicking and touching a form.
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
 * What the member typed into the prerendered form before React took it over, handed to React again afterwards as an
 * input event its change tracking sees as new (hydration keeps React's empty form state). Until then the member's keys,
 * clicks and touches do not reach React (propagation stops at the document; default actions still happen), or React
 * would hydrate the whole page inside the first of them. A submit marks the button busy at once and, once that is
 * painted, makes React finish hydrating, so the Enter itself never waits; so does a press on a button only React acts on.
 */
export const keepTypedInput = (
  container: HTMLElement,
  heldByBoot?: HTMLFormElement,
  onIntent?: () => void,
  clickedBeforeEntry?: HTMLButtonElement,
  signInUnderWay?: () => Promise<unknown> | undefined,
) => {
  const fields = fieldsOf(container);
  // The page's warm-up, which its handlers would start if React saw the events.
  let intended = false;
  const intent = () => {
    if (intended || !onIntent) return;
    intended = true;
    onIntent();
  };
  // A press the boot held or a field in use: the warm-up at once (the signed-in page's code runs while answers travel).
  if (
    heldByBoot ||
    clickedBeforeEntry ||
    (isTypable(container.ownerDocument.activeElement) && container.contains(container.ownerDocument.activeElement))
  )
    intent();
  const typed = new Map<number, string>();
  const record = (field: Field) => {
    const index = fields.indexOf(field);
    if (index >= 0 && field.value !== field.defaultValue) typed.set(index, field.value);
  };
  fields.forEach(record);
  let heldClick: HTMLButtonElement | undefined = clickedBeforeEntry;
  const keepFromReact = (event: Event) => {
    if (!(event.target instanceof Node) || !container.contains(event.target)) return;
    intent();
    if (event.type === 'input' && isTypable(event.target)) record(event.target);
    // A button whose only action is React's (the language switch): its click is made again after hydration.
    if (event.type === 'click' && event.target instanceof Element) {
      heldClick = event.target.closest<HTMLButtonElement>('button[type="button"]') ?? heldClick;
      hurry();
    }
    event.stopPropagation();
  };
  const { ownerDocument } = container;
  for (const type of HYDRATION_FORCING_EVENTS) ownerDocument.addEventListener(type, keepFromReact, true);
  // A submit before React handles the form would be the browser's own GET: the address and the password in the URL.
  let heldSubmit: HTMLFormElement | undefined = heldByBoot;
  let replayed = false;
  let hydrating = false;
  let hurried = false;
  const busyButton = () => heldSubmit?.querySelector<HTMLButtonElement>('button[type="submit"]');
  const hurry = () => {
    if (replayed || !(heldSubmit || heldClick)) return;
    if (heldSubmit) {
      container.setAttribute(SUBMITTING_ATTRIBUTE, '');
      busyButton()?.setAttribute('aria-busy', 'true');
    }
    if (!hydrating || hurried) return;
    hurried = true;
    const finish = () =>
      afterNextPaint(() => {
        if (replayed) return;
        release();
        const pressed = [heldSubmit, heldClick].find((element) => element?.isConnected) ?? container;
        pressed.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
      });
    // A sign-in the boot carries sends each request from this thread: one long task waits until the last has left.
    const underWay = signInUnderWay?.();
    if (underWay) void underWay.then(finish, finish);
    else finish();
  };
  const onSubmit = (event: Event) => {
    event.preventDefault();
    if (event.target instanceof HTMLFormElement) heldSubmit = event.target;
    hurry();
  };
  container.addEventListener('submit', onSubmit, true);
  container.addEventListener('focusin', intent);
  hurry();
  const release = () => {
    for (const type of HYDRATION_FORCING_EVENTS) ownerDocument.removeEventListener(type, keepFromReact, true);
  };
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
  const hydrationStarted = () => {
    hydrating = true;
    hurry();
  };
  // Not in the task of hydration's effects unless a press waits for it: a key then waits for the shorter of the two.
  const afterHydration = () => {
    if (heldSubmit || heldClick) replay();
    else window.setTimeout(replay, 0);
  };
  return Object.assign(replay, { release, hydrationStarted, discard, afterHydration });
};

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
 * Mounts the app. A prerendered page stays readable and typable while its chunk and loader finish, then is hydrated.
 * It is rendered afresh instead when the route, history state, session or language differ from what was prerendered,
 * or when `carry` (what the app carries on first, the page's own failure to show) answers that it navigates away.
 * Other pages are rendered once the first navigation has finished, so their HTML stays on screen until then.
 */
export const hydratePrerendered = async (
  container: HTMLElement,
  router: AppRouter,
  mount: { hydrate: (onHydrated: () => void) => void; render: () => void },
  options: {
    heldSubmit?: HTMLFormElement;
    heldClick?: HTMLButtonElement;
    signInUnderWay?: () => Promise<unknown> | undefined;
    mayHaveSession?: boolean;
    otherLanguage?: boolean;
    onIntent?: () => void;
    carry?: () => Promise<boolean> | undefined;
  } = {},
): Promise<MountOutcome> => {
  const prerendered = container.getAttribute(PRERENDERED_ATTRIBUTE);
  if (!prerendered) {
    await whenInitialized(router);
    mount.render();
    return 'rendered';
  }
  const replayTyped = keepTypedInput(
    container,
    options.heldSubmit,
    options.onIntent,
    options.heldClick,
    options.signInUnderWay,
  );
  await whenInitialized(router);
  const hydratable = () => {
    const { matches, errors, location } = router.state;
    const route = matches[matches.length - 1]?.route.id;
    return (
      route === prerendered && !errors && location.state == null && !options.mayHaveSession && !options.otherLanguage
    );
  };
  const carried = hydratable() ? options.carry?.() : undefined;
  // One that stalls (a request with no answer) leaves the page to be hydrated, which waits for it in turn.
  const carriedAway = carried
    ? await Promise.race([
        carried.catch(() => false),
        new Promise<false>((done) => setTimeout(done, CARRY_WAIT_MS, false)),
      ])
    : false;
  if (!carriedAway && hydratable()) {
    mount.hydrate(replayTyped.afterHydration);
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
