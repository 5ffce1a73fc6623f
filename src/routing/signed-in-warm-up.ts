/**
 * What the first signed-in page needs (its chunk, the guards, the API client), fetched while a member fills in a
 * sign-in form, so that after Enter nothing waits for a download. The app registers how (src/app/router.tsx: it
 * knows the page modules; a feature does not), the sign-in form calls `warmSignedIn` on its first focus or input.
 * Only code is fetched: no read is made and the store is not touched, so nothing of any member is kept.
 */
let warmUp: (() => void) | undefined;
let started = false;

/** Registered by the router; replacing it (a new router in tests) lets the next interaction warm up again. */
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
