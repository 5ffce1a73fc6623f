/**
 * Where the boot script of a page (src/boot) and the app meet, read once per page start: the form the member sent
 * while the page was still HTML only, how to stop the boot's listeners, and the answers of the reads the app shell's
 * boot script started before the entry arrived. Small and without dependencies: a copy goes with the inline boot script
 * and with each chunk that takes an answer.
 */

export interface BootHandoff {
  heldSubmit?: HTMLFormElement;
  /** A button whose only action is the app's (the passkey sign-in), pressed while the page was HTML only. */
  heldClick?: HTMLButtonElement;
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

/** How long an answer the boot script asked for waits to be taken; the page asks again itself after that. */
export const EARLY_READS_TTL_MS = 30_000;

/** What makes two reads the same request. */
export interface EarlyReadKey {
  method: string;
  /** Absolute. */
  url: string;
  /** The token the read was made with: the access token (Cognito) or the ID token (the API). */
  token: string;
  /** Cognito's `x-amz-target`; none for the API. */
  operation?: string;
}

interface EarlyReads {
  offer: (key: EarlyReadKey, response: Promise<Response>) => void;
  take: (key: EarlyReadKey) => Promise<Response> | undefined;
  clear: () => void;
}

type WithEarlyReads = Window & { [EARLY_READS_KEY]?: EarlyReads };

/** The URL as the browser sends it (`http://host:1234` and `http://host:1234/` are one endpoint). */
const normalUrl = (url: string) => {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
};

const keyOf = ({ method, url, token, operation = '' }: EarlyReadKey) =>
  JSON.stringify([method.toUpperCase(), normalUrl(url), token, operation]);

const earlyReads = (win: Window): EarlyReads => {
  const reads = new Map<string, Promise<Response>>();
  return {
    offer: (key, response) => {
      const readKey = keyOf(key);
      reads.set(readKey, response);
      win.setTimeout(() => {
        if (reads.get(readKey) === response) reads.delete(readKey);
      }, EARLY_READS_TTL_MS);
    },
    take: (key) => {
      const readKey = keyOf(key);
      const answer = reads.get(readKey);
      reads.delete(readKey);
      return answer;
    },
    clear: () => reads.clear(),
  };
};

/** Offers a read's answer to the app, once; dropped after EARLY_READS_TTL_MS when nobody takes it. */
export const offerEarlyRead = (key: EarlyReadKey, response: Promise<Response>, win: Window = window) => {
  // An answer never taken (dropped, or the page left) must not report its failure as unhandled.
  response.catch(() => undefined);
  ((win as WithEarlyReads)[EARLY_READS_KEY] ??= earlyReads(win)).offer(key, response);
};

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
