/**
 * Where the boot script of a page (src/boot) and the app meet, read once per page start: the form the member sent
 * while the page was still HTML only, how to stop the boot's listeners, and the answers of the requests the boot
 * script started before the entry arrived (the app shell's reads, the passkey sign-in's InitiateAuth). Small and without
 * dependencies: a copy goes with the inline boot script and with each chunk that takes an answer.
 */

export interface BootHandoff {
  heldSubmit?: HTMLFormElement;
  /** A button whose only action is the app's (the passkey sign-in), pressed while the page was HTML only. */
  heldClick?: HTMLButtonElement;
  /** A sign-in the boot script carries: settles once its last request (the member's reads) has left, or none will. */
  signInUnderWay?: Promise<void>;
  /** The user handle of a passkey picked in the e-mail field's list, whose sign-in the boot started (src/start.tsx). */
  passkeyPicked?: string;
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

/** What the app shell's first screen reads, written by the build into its boot script's `data-reads` (JSON). */
export interface ShellReads {
  /** Cognito's endpoint for the pool (the local identity proxy in a local build). */
  identity: string;
  /** The app client: only a session of this client is read. */
  client: string;
  /** The API's /me, absolute or from the page's origin. */
  me: string;
}

/**
 * The session read from Amplify's cookies, kept with the cookie text it was read from: the boot script reads it once
 * and the app takes the same read while the cookies are unchanged (src/identity/cookie-tokens.ts), so a page start
 * parses the tokens once. Any change of the cookies (a refresh, a sign-out, another member) makes it stale.
 */
export interface SessionRead<Session> {
  clientId: string;
  cookies: string;
  session: Session | undefined;
}

export const SESSION_READ_KEY = '__portalSessionRead';
type WithSessionRead = { [SESSION_READ_KEY]?: SessionRead<unknown> };

/** The last session read of this page, when it was read from exactly `cookies` for `clientId`. */
export const sessionReadFor = <Session>(
  clientId: string,
  cookies: string,
  win: Window | undefined = globalThis.window,
): SessionRead<Session> | undefined => {
  const read = (win as WithSessionRead | undefined)?.[SESSION_READ_KEY];
  return read && read.clientId === clientId && read.cookies === cookies ? (read as SessionRead<Session>) : undefined;
};

export const keepSessionRead = <Session>(read: SessionRead<Session>, win: Window | undefined = globalThis.window) => {
  if (win) (win as WithSessionRead)[SESSION_READ_KEY] = read;
};

export const EARLY_READS_KEY = '__portalEarlyReads';

/** What makes two reads the same request. */
export interface EarlyReadKey {
  method: string;
  /** Absolute. */
  url: string;
  /** The token the read was made with: the access token (Cognito) or the ID token (the API). */
  token: string;
  /** Cognito's `x-amz-target`; none for the API. */
  operation?: string;
  /** What the request's body must be the same as (a sign-in's: no token yet); none for a read. */
  body?: string;
}

/** The answers the boot script offers (./early-reads.ts), one object per page. */
export interface EarlyReads {
  offer: (key: EarlyReadKey, response: Promise<Response>) => void;
  take: (key: EarlyReadKey) => Promise<Response> | undefined;
  has: (key: EarlyReadKey) => boolean;
  clear: () => void;
}

export type WithEarlyReads = Window & { [EARLY_READS_KEY]?: EarlyReads };

/**
 * The answer of the boot script's read that is the same request as `key` (method, URL, operation, and the very token
 * it was made with: a refreshed session or another member never matches), once; undefined when there is none.
 */
export const takeEarlyRead = (key: EarlyReadKey, win: Window | undefined = globalThis.window) =>
  (win as WithEarlyReads | undefined)?.[EARLY_READS_KEY]?.take(key);

/** Drops the session read and every answer not taken yet: at the end of a session they are the member's who left. */
export const clearPageStartReads = (win: Window | undefined = globalThis.window) => {
  (win as WithEarlyReads | undefined)?.[EARLY_READS_KEY]?.clear();
  if (win) delete (win as WithSessionRead)[SESSION_READ_KEY];
};
