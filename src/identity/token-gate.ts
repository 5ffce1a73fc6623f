import { TOKEN_COOKIE_PREFIX } from './token-cookies';

/** The part of Amplify's KeyValueStorageInterface the token provider uses. */
export interface TokenStorage {
  setItem: (key: string, value: string) => Promise<void>;
  getItem: (key: string) => Promise<string | null>;
  removeItem: (key: string) => Promise<void>;
  clear: () => Promise<void>;
}

let writesOpen = true;

/**
 * Closed at every end of a session (src/identity/end-session.ts), opened again when a sign-in starts: while closed,
 * Amplify cannot write a token. Amplify's token orchestrator stores a refresh's answer whenever it arrives, so a
 * refresh that was on its way when the member signed out would otherwise put the tokens back.
 */
export const closeTokenWrites = () => {
  writesOpen = false;
};

export const openTokenWrites = () => {
  writesOpen = true;
};

export const tokenWritesOpen = () => writesOpen;

/**
 * Amplify's token storage behind the gate: reads and removals pass, a token write while closed is dropped.
 *
 * `readsFollow` (the cookie storage: `() => document.cookie`): what every read depends on. While it returns the same
 * text and nothing was written through here, a key read before is answered again without asking the storage. Amplify
 * reads the same dozen keys (tokens, the last user, the device) for every session check, token request and user read,
 * and its cookie storage parses and decodes every cookie up to the one asked each time (js-cookie): about 80 ms of the
 * main thread at 4x CPU for a reload of /account, in a profile. A cookie written or removed anywhere (another tab, a
 * sign-out) changes the text, so a read after it asks the storage again.
 */
export const gatedTokenStorage = <Inner extends TokenStorage>(
  storage: Inner,
  readsFollow?: () => string,
): TokenStorage & { inner: Inner } => {
  let reads: { basis: string; values: Map<string, Promise<string | null>> } | undefined;
  const forgetReads = () => {
    reads = undefined;
  };
  return {
    inner: storage,
    setItem: async (key, value) => {
      forgetReads();
      if (!writesOpen && key.startsWith(TOKEN_COOKIE_PREFIX)) return;
      await storage.setItem(key, value);
    },
    getItem: (key) => {
      if (!readsFollow) return storage.getItem(key);
      const basis = readsFollow();
      if (reads?.basis !== basis) reads = { basis, values: new Map() };
      const known = reads.values.get(key);
      if (known) return known;
      const read = storage.getItem(key);
      const values = reads.values;
      values.set(key, read);
      // A failed read is not kept: the next one asks again.
      read.catch(() => values.delete(key));
      return read;
    },
    removeItem: async (key) => {
      forgetReads();
      await storage.removeItem(key);
    },
    clear: async () => {
      forgetReads();
      await storage.clear();
    },
  };
};
