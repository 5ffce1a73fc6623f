import { persistStore } from 'redux-persist';
import type { setupStore } from './store';

/**
 * Starts persisting the store and restores what sessionStorage holds (the navigation context only). Kept out of the
 * entry: src/main.tsx loads it as the on-demand-persist chunk right after start, so restoring never delays the first
 * paint; what reads the restored context does so through selectors, which follow the rehydration.
 */
export const setupPersistor = (store: ReturnType<typeof setupStore>) => persistStore(store);
