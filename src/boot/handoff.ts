/**
 * What the boot script hands to the entry: a form the member sent while the page was HTML only (held, not sent), and
 * how to stop the boot's listeners. Read once by src/main.tsx.
 */
export interface BootHandoff {
  heldSubmit?: HTMLFormElement;
  stop: () => void;
}

export const HANDOFF_KEY = '__portalBoot';

type WithHandoff = Window & { [HANDOFF_KEY]?: BootHandoff };

/** Takes the boot's handoff (stopping its listeners); undefined when the page had no boot script. */
export const takeBootHandoff = (target: Window = window): BootHandoff | undefined => {
  const handoff = (target as WithHandoff)[HANDOFF_KEY];
  if (!handoff) return undefined;
  delete (target as WithHandoff)[HANDOFF_KEY];
  handoff.stop();
  return handoff;
};

export const offerBootHandoff = (handoff: BootHandoff, target: Window = window) => {
  (target as WithHandoff)[HANDOFF_KEY] = handoff;
};
