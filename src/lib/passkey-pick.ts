/**
 * The e-mail field's passkey autofill request the sign-in page's boot script starts (src/boot): the user handle the
 * member picks (undefined for none), and how to stop it. src/identity/passkey-support.ts carries it on.
 */
export interface PasskeyPick {
  picked: Promise<string | undefined>;
  abort: () => void;
}

export const PASSKEY_PICK_KEY = '__portalPasskeyPick';
type WithPasskeyPick = { [PASSKEY_PICK_KEY]?: PasskeyPick };

export const offerPasskeyPick = (pick: PasskeyPick, win: Window = window) => {
  (win as WithPasskeyPick)[PASSKEY_PICK_KEY] = pick;
};

/** The boot script's autofill request, once: the sign-in page carries it on (or stops it) instead of asking again. */
export const takePasskeyPick = (win: Window | undefined = globalThis.window): PasskeyPick | undefined => {
  const pick = (win as WithPasskeyPick | undefined)?.[PASSKEY_PICK_KEY];
  if (win) delete (win as WithPasskeyPick)[PASSKEY_PICK_KEY];
  return pick;
};

export type PasskeyOutcome = { next: 'DONE' | 'SMS_CODE' } | { error: string };

export const signedIn = (outcome: PasskeyOutcome) => 'next' in outcome && outcome.next === 'DONE';

let carriedOutcome: Promise<PasskeyOutcome> | undefined;

/** The sign-in of a pick the app carries on without the sign-in page: the page, if hydrated, waits for it. */
export const leavePasskeyOutcome = (outcome: Promise<PasskeyOutcome>) => {
  carriedOutcome = outcome;
  // Signed in, it leaves nothing for a sign-in page shown later in this page's life (after a sign-out).
  void outcome.then((ended) => {
    if (carriedOutcome === outcome && signedIn(ended)) carriedOutcome = undefined;
  });
};

export const takePasskeyOutcome = (): Promise<PasskeyOutcome> | undefined => {
  const outcome = carriedOutcome;
  carriedOutcome = undefined;
  return outcome;
};
