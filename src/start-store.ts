/** The app's start, first step (src/main.tsx): Amplify's configuration and the store, in a task of their own. */
import { setupStore } from './app/store';
import { currentEnvironment } from './config/env';
import { configureIdentity, mayHaveSession } from './identity/amplify';
import { loadChunk } from './lib/loading';
import { PRERENDERED_ATTRIBUTE } from './lib/page-attributes';

const prerendered = document.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTE) ?? false;
configureIdentity(currentEnvironment);
// A prerendered page is the signed-out one: without a token cookie the store starts there, so the first render matches.
export const store = setupStore(prerendered && !mayHaveSession() ? { auth: { status: 'signedOut' } } : undefined);
// The routes' loaders wait for the navigation context's restore (guards write it); a failed download leaves it empty.
export const rehydrated = loadChunk('persist').then(
  ({ setupPersistor }) =>
    new Promise<void>((resolve) => {
      const persistor = setupPersistor(store);
      const check = () => {
        if (!persistor.getState().bootstrapped) return;
        stop();
        resolve();
      };
      const stop = persistor.subscribe(check);
      check();
    }),
  () => undefined,
);
