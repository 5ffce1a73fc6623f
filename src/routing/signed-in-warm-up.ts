/**
 * The first signed-in page's code, fetched while a member fills in a sign-in form so nothing waits after Enter. Only
 * code: no read is made, so nothing of any member is kept.
 */
let warmUp: (() => void) | undefined;
let started = false;

export const setSignedInWarmUp = (fetchCode: () => void) => {
  warmUp = fetchCode;
  started = false;
};

/** Starts the downloads once; later calls do nothing. A failed download is fetched again when the page needs it. */
export const warmSignedIn = () => {
  if (started || !warmUp) return;
  started = true;
  warmUp();
};
