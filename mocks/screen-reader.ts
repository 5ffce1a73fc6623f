import { virtual } from '@guidepup/virtual-screen-reader';

let restore: (() => void) | undefined;

/**
 * The virtual screen reader (@guidepup/virtual-screen-reader) over the rendered document. jsdom has no
 * pseudo-elements: the reader's name computation asks for ::before/::after content, which jsdom refuses with an error,
 * so here the element's own style answers (jsdom renders no generated content either way).
 */
export const startScreenReader = async () => {
  const original = window.getComputedStyle;
  const spy = jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => original.call(window, element));
  restore = () => spy.mockRestore();
  await virtual.start({ container: document.body });
};

/** Everything the reader has said since it started (focus moves and live announcements). */
export const heard = () => virtual.spokenPhraseLog();

/** The last thing the reader said. */
export const lastHeard = () => virtual.lastSpokenPhrase();

/** Moves the reader's cursor to the next item and returns what it said there. */
export const readNext = async () => {
  await virtual.next();
  return virtual.lastSpokenPhrase();
};

export const stopScreenReader = async () => {
  await virtual.stop();
  restore?.();
  restore = undefined;
};
