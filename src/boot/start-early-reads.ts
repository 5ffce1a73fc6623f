import { apiRequestHeaders } from '../api/request-headers';
import { getUserRequest, GET_USER_TARGET, readCookieSession } from '../identity/cookie-tokens';
import { EARLY_READS_KEY, type EarlyReadKey, type EarlyReads } from './early-reads';

/**
 * Reads the app shell's boot script starts before the entry has arrived, and the store from which the app takes their
 * answers instead of asking again (./early-reads.ts). A reload of /account needs GetUser (the member) and /me (the list);
 * asked by the app, each waits for the entry's download and start, and is then one more round trip before the list.
 * Started by the boot script with the tokens in Amplify's cookies, they travel while the entry downloads.
 *
 * A read is taken only by a request that is the same in everything that makes its answer: method, URL, the member's
 * credential (the access token for Cognito, the ID token's bearer for the API) and the Cognito operation. A request
 * with another token (a refreshed session, another member) never gets it. Each read is taken once, and those not
 * taken are dropped after EARLY_READS_TTL_MS: the page asks again itself.
 */

/** How long an answer the boot script asked for waits to be taken. */
export const EARLY_READS_TTL_MS = 30_000;

/** The URL as the browser sends it (`http://host:1234` and `http://host:1234/` are one endpoint). */
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

/** What the app shell's first screen reads, written by the build into its boot script's `data-reads` (JSON). */
export interface ShellReads {
  /** Cognito's endpoint for the pool (the local identity proxy in a local build). */
  identity: string;
  /** The app client: only a session of this client is read. */
  client: string;
  /** The API's /me, absolute or from the page's origin. */
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
 * On the app shell with a session in Amplify's cookies that the app will read itself (src/identity/cookie-session.ts:
 * the same client, one member, both tokens valid for a while yet), starts GetUser and /me as the app would send them,
 * and offers their answers to it (./early-reads.ts). Nothing without such a session: the app asks Amplify, which may
 * refresh the tokens first. Returns whether the reads were started.
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
