/**
 * The token-write gate's state, with the entry: closed at every end of a session, opened when a sign-in starts.
 * Amplify stores a refresh's answer whenever it arrives, so a refresh under way at sign-out would otherwise put the
 * tokens back. The storage that applies the gate, and reads the cookies it records, is ./token-gate-storage (with
 * Amplify, in the identity chunk), so the entry parses no token.
 */
export const gate = {
  open: true,
  /** A sign-in started in this tab: its tokens may name any session that has not ended. */
  signingIn: false,
  /** `document.cookie` as each session of this tab ended: its session is never stored again. */
  endedCookies: [] as string[],
  /** The keys of sessions other tabs ended (./session-key). */
  endedKeys: new Set<string>(),
  /** Told when a sign-in of this tab has stored its tokens (./other-tabs tells the other tabs). */
  onSignedIn: undefined as ((accessToken: string) => void) | undefined,
  /** Told the cookies of each session this tab ends (./other-tabs tells the other tabs). */
  onEnded: undefined as ((cookies: string) => void) | undefined,
};

/** Closes the gate and remembers the session the cookies hold as ended; answers those cookies. */
export const closeTokenWrites = (cookies: string = document.cookie) => {
  gate.open = false;
  gate.signingIn = false;
  gate.endedCookies.push(cookies);
  forgetTokenReads();
  return cookies;
};

export const openTokenWrites = () => {
  gate.open = true;
  gate.signingIn = true;
  forgetTokenReads();
};

export const tokenWritesOpen = () => gate.open;

let forgetReads: (() => void)[] = [];

/** Forgets what a remembering storage read: at every end of a session, and whenever the gate closes or opens. */
export const forgetTokenReads = () => {
  for (const forget of forgetReads) forget();
};

export const onForgetTokenReads = (forget: () => void) => {
  forgetReads = [...forgetReads, forget];
};
