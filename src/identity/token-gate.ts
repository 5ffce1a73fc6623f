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
 * Closed at every end of a session, opened when a sign-in starts. Amplify stores a refresh's answer whenever it
 * arrives, so a refresh under way at sign-out would otherwise put the tokens back.
 */
export const closeTokenWrites = () => {
  writesOpen = false;
  forgetTokenReads();
};

export const openTokenWrites = () => {
  writesOpen = true;
  forgetTokenReads();
};

export const tokenWritesOpen = () => writesOpen;

let forgetReads: (() => void)[] = [];

/** Forgets what a remembering storage read: at every end of a session, and whenever the gate closes or opens. */
export const forgetTokenReads = () => {
  for (const forget of forgetReads) forget();
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
  if (rememberReads) forgetReads = [...forgetReads, forget];
  return {
    inner: storage,
    setItem: async (key, value) => {
      forget();
      if (!writesOpen && key.startsWith(TOKEN_COOKIE_PREFIX)) return;
      await storage.setItem(key, value);
    },
    getItem: (key) => {
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
