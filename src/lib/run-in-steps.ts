import { yieldToPaint } from './yield-to-paint';

/** The next task: what the browser has queued meanwhile (a key, a click) runs before it. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// A member typing or tapping a field (not `input`: stamped when handled); done typing (a submit, a button's click).
const INPUT_EVENTS = ['keydown', 'pointerdown', 'pointerup'] as const;
const DONE_EVENTS = ['submit', 'click'] as const;
const isDone = (event: Event) =>
  event.type === 'submit' ||
  (event.target instanceof Element && event.target.closest('button, a[href], [role="button"]') !== null);
// Typing: the next key within 250 ms; one pressed in the last 20 ms was just handled.
const TYPING_GAP_MS = 250;
const JUST_NOW_MS = 20;

/**
 * A yield that keeps to the member's typing: at rest, the next task; while keys keep coming, just after one has been
 * handled and painted (by the events' own `timeStamp`), so a step runs in the gap before the next key, not across it.
 */
export const inputRhythm = (
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = window,
  { gapMs = TYPING_GAP_MS, frame = yieldToPaint, now = () => performance.now() } = {},
) => {
  let lastInput = Number.NEGATIVE_INFINITY;
  let events = 0;
  let wake: ((typing: boolean) => void) | undefined;
  const onInput = (event: Event) => {
    lastInput = event.timeStamp;
    events += 1;
    wake?.(true);
  };
  const onDone = (event: Event) => {
    if (!isDone(event)) return;
    lastInput = Number.NEGATIVE_INFINITY;
    events += 1;
    wake?.(false);
  };
  const options = { capture: true, passive: true };
  for (const type of INPUT_EVENTS) target.addEventListener(type, onInput, options);
  for (const type of DONE_EVENTS) target.addEventListener(type, onDone, options);
  const nextInput = (within: number) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        wake = undefined;
        resolve(false);
      }, within);
      wake = (typing) => {
        clearTimeout(timer);
        wake = undefined;
        resolve(typing);
      };
    });
  const betweenInputs = async () => {
    await nextTask();
    const sinceInput = now() - lastInput;
    if (sinceInput >= gapMs) return;
    // A key pressed during the step was handled only now, its gap mostly gone: the step waits for the next one.
    if (sinceInput > JUST_NOW_MS && !(await nextInput(gapMs - sinceInput))) return;
    let seen: number;
    do {
      seen = events;
      await frame();
    } while (events !== seen && lastInput !== Number.NEGATIVE_INFINITY);
  };
  const stop = () => {
    for (const type of INPUT_EVENTS) target.removeEventListener(type, onInput, options);
    for (const type of DONE_EVENTS) target.removeEventListener(type, onDone, options);
  };
  return { betweenInputs, stop };
};

let pageRhythm: ReturnType<typeof inputRhythm> | undefined;
/** The page's typing rhythm (its listeners kept for the page's life): the entry's steps, the chunks run while typing. */
export const typingGap = () => (pageRhythm ??= inputRhythm()).betweenInputs();

/** Runs the steps each in a task of its own, so the browser handles input between two steps. */
export const runInSteps = async (steps: readonly (() => Promise<unknown>)[], yieldToBrowser = nextTask) => {
  for (const step of steps) {
    await step();
    await yieldToBrowser();
  }
};
