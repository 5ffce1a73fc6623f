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

/** Amplify's token storage behind the gate: reads and removals pass, a token write while closed is dropped. */
export const gatedTokenStorage = <Inner extends TokenStorage>(storage: Inner): TokenStorage & { inner: Inner } => ({
  inner: storage,
  setItem: async (key, value) => {
    if (!writesOpen && key.startsWith(TOKEN_COOKIE_PREFIX)) return;
    await storage.setItem(key, value);
  },
  getItem: (key) => storage.getItem(key),
  removeItem: (key) => storage.removeItem(key),
  clear: () => storage.clear(),
});
