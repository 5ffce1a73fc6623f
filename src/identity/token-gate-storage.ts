import { cookieSession, sessionOfToken } from './session-key';
import { TOKEN_COOKIE_PREFIX } from './token-cookies';
import { gate, onForgetTokenReads } from './token-gate';

/** The part of Amplify's KeyValueStorageInterface the token provider uses. */
export interface TokenStorage {
  setItem: (key: string, value: string) => Promise<void>;
  getItem: (key: string) => Promise<string | null>;
  removeItem: (key: string) => Promise<void>;
  clear: () => Promise<void>;
}

const LAST_AUTH_USER = '.LastAuthUser';
const ACCESS_TOKEN = '.accessToken';
const ID_TOKEN = '.idToken';

/** `<prefix><client>.<user>.<kind>`: the client and the user a token key is for. */
const partsOf = (key: string) => {
  const rest = key.slice(TOKEN_COOKIE_PREFIX.length);
  const dot = rest.indexOf('.');
  return { client: rest.slice(0, dot), user: rest.slice(dot + 1, rest.lastIndexOf('.')) };
};

/** Whether a session has ended, in this tab (the cookies it ended with) or another. */
const hasEnded = (key: string) => {
  for (const cookies of gate.endedCookies.splice(0)) {
    const ended = cookieSession(cookies);
    if (ended) gate.endedKeys.add(ended.key);
  }
  return gate.endedKeys.has(key);
};

/**
 * Whether an access token may be stored: never for an ended session; during this tab's sign-in any other; otherwise
 * only the session the cookies hold (another tab may have ended it or signed in someone else since the refresh left).
 */
const mayStore = (key: string, token: string) => {
  const session = sessionOfToken(token);
  if (!session) return true;
  if (hasEnded(session.key)) return false;
  return gate.signingIn || cookieSession(document.cookie, partsOf(key).client)?.key === session.key;
};

/**
 * Amplify's token storage behind the gate: a token write while closed is dropped.
 *
 * `rememberReads`: a key read is answered again within the same browser task. Amplify reads the same keys for every
 * session check and token request, and each cookie read splits and decodes `document.cookie`. The next task reads
 * afresh, so another tab's cookie is seen as soon as it would be; writes and ends of a session forget at once.
 */
export const gatedTokenStorage = <Inner extends TokenStorage>(
  storage: Inner,
  rememberReads = false,
): TokenStorage & { inner: Inner } => {
  let reads: Map<string, Promise<string | null>> | undefined;
  const forget = () => {
    reads = undefined;
  };
  if (rememberReads) onForgetTokenReads(forget);
  // Amplify stores LastAuthUser first, then the access token: the first waits for the second to say whose session.
  const heldUsers = new Map<string, string>();
  const refusedUsers = new Set<string>();
  // Amplify reads LastAuthUser back to name the keys it writes next: it is answered as if written.
  let lastHeld: { key: string; value: string } | undefined;
  const write = async (key: string, value: string) => {
    if (!key.startsWith(TOKEN_COOKIE_PREFIX)) return storage.setItem(key, value);
    if (!gate.open) return undefined;
    if (key.endsWith(LAST_AUTH_USER)) {
      heldUsers.set(value, key);
      lastHeld = { key, value };
      return undefined;
    }
    const { user } = partsOf(key);
    const heldKey = heldUsers.get(user);
    heldUsers.delete(user);
    if (lastHeld?.value === user) lastHeld = undefined;
    if (key.endsWith(ACCESS_TOKEN)) {
      if (!mayStore(key, value)) {
        refusedUsers.add(user);
        return undefined;
      }
      refusedUsers.delete(user);
      if (heldKey) await storage.setItem(heldKey, user);
      await storage.setItem(key, value);
      if (gate.signingIn && sessionOfToken(value)) {
        gate.signingIn = false;
        gate.onSignedIn?.(value);
      }
      return undefined;
    }
    if (refusedUsers.has(user)) return undefined;
    // The ID token as well, by its own claims: an interleaved batch may have been given another member's keys.
    if (key.endsWith(ID_TOKEN) && hasEnded(sessionOfToken(value)?.key ?? '')) return undefined;
    if (heldKey) await storage.setItem(heldKey, user);
    return storage.setItem(key, value);
  };
  return {
    inner: storage,
    setItem: async (key, value) => {
      forget();
      await write(key, value);
    },
    getItem: (key) => {
      if (lastHeld?.key === key) return Promise.resolve(lastHeld.value);
      if (!rememberReads) return storage.getItem(key);
      if (!reads) {
        const current = new Map<string, Promise<string | null>>();
        reads = current;
        setTimeout(() => {
          if (reads === current) forget();
        }, 0);
      }
      const known = reads.get(key);
      if (known) return known;
      const read = storage.getItem(key);
      const values = reads;
      values.set(key, read);
      // A failed read is not kept: the next one asks again.
      read.catch(() => values.delete(key));
      return read;
    },
    removeItem: async (key) => {
      forget();
      await storage.removeItem(key);
    },
    clear: async () => {
      forget();
      await storage.clear();
    },
  };
};
