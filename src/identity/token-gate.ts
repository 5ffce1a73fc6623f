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
  forgetTokenReads();
};

export const openTokenWrites = () => {
  writesOpen = true;
  forgetTokenReads();
};

export const tokenWritesOpen = () => writesOpen;

let forgetReads: (() => void)[] = [];

/**
 * What a remembering storage (below) read is forgotten: at every end of a session, after its cookies were removed
 * (src/identity/end-session.ts), and whenever the gate closes or opens.
 */
export const forgetTokenReads = () => {
  for (const forget of forgetReads) forget();
};

/**
 * Amplify's token storage behind the gate: reads and removals pass, a token write while closed is dropped.
 *
 * `rememberReads` (the cookie storage): a key read before is answered again within the same task of the browser (the
 * reads and the promise callbacks after them), without asking the storage. Amplify reads the same dozen keys (tokens,
 * the last user, the device) for every session check, token request and user read, and each read of its cookie storage
 * reads `document.cookie` and splits and decodes the cookies up to the one asked (js-cookie): 17-63 ms of the main
 * thread at 4x CPU for a reload of /account, in a profile. The next task reads afresh, so a cookie another tab wrote is
 * seen as soon as it would be between two reads; a write, removal or clear through here, and an end of a session,
 * forget at once.
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
        // The next task reads afresh (unless something forgot them before).
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
