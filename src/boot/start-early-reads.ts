import { apiRequestHeaders } from '../api/request-headers';
import { getUserRequest, GET_USER_TARGET, readCookieSession } from '../identity/cookie-tokens';
import { EARLY_READS_KEY, type EarlyReadKey, type EarlyReads } from './early-reads';

/**
 * Reads the app shell's boot script starts before the entry arrives (GetUser and /me), so they travel while it
 * downloads. A read is taken only by a request the same in method, URL, credential and operation (another token
 * never gets it), once; those not taken are dropped after EARLY_READS_TTL_MS.
 */

/** How long an answer the boot script asked for waits to be taken. */
export const EARLY_READS_TTL_MS = 30_000;

const normalUrl = (url: string) => {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
};

const keyOf = ({ method, url, credential, operation = '' }: EarlyReadKey) =>
  JSON.stringify([method.toUpperCase(), normalUrl(url), credential, operation]);

interface EarlyReadStore extends EarlyReads {
  offer: (key: EarlyReadKey, response: Promise<Response>) => void;
}

type WithEarlyReads = Window & { [EARLY_READS_KEY]?: EarlyReadStore };

const earlyReadStore = (win: Window): EarlyReadStore => {
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
  };
};

/** Offers a read's answer to the app; dropped after EARLY_READS_TTL_MS when nobody takes it. */
export const offerEarlyRead = (key: EarlyReadKey, response: Promise<Response>, win: Window = window) => {
  // An answer never taken (dropped, or the page left) must not report its failure as unhandled.
  response.catch(() => undefined);
  const target = win as WithEarlyReads;
  (target[EARLY_READS_KEY] ??= earlyReadStore(win)).offer(key, response);
};

export interface ShellReads {
  identity: string;
  /** The app client: only a session of this client is read. */
  client: string;
  me: string;
}

const parse = (text: string | undefined): ShellReads | undefined => {
  if (!text) return undefined;
  try {
    const reads = JSON.parse(text) as Partial<ShellReads> | null;
    return reads &&
      typeof reads.identity === 'string' &&
      typeof reads.client === 'string' &&
      typeof reads.me === 'string'
      ? (reads as ShellReads)
      : undefined;
  } catch {
    return undefined;
  }
};

/**
 * With a cookie session the app will read itself (src/identity/cookie-session.ts), starts GetUser and /me as the app
 * would send them; nothing otherwise (the app asks Amplify, which may refresh first). Returns whether they started.
 */
export const startEarlyReads = (text: string | undefined, win: Window = window, now: number = Date.now()) => {
  const reads = parse(text);
  if (!reads || typeof win.fetch !== 'function') return false;
  const session = readCookieSession(reads.client, win.document.cookie, now);
  const accessToken = session?.tokens?.accessToken?.toString();
  const idToken = session?.tokens?.idToken?.toString();
  if (!accessToken || !idToken) return false;
  let identity: string;
  let me: string;
  try {
    identity = new URL(reads.identity, win.location.href).href;
    me = new URL(reads.me, win.location.href).href;
  } catch {
    return false;
  }
  offerEarlyRead(
    { method: 'POST', url: identity, credential: accessToken, operation: GET_USER_TARGET },
    win.fetch(identity, getUserRequest(accessToken)),
    win,
  );
  const headers = apiRequestHeaders(idToken);
  offerEarlyRead({ method: 'GET', url: me, credential: `Bearer ${idToken}` }, win.fetch(me, { headers }), win);
  return true;
};
