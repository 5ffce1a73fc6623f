import type { Reducer } from '@reduxjs/toolkit';
import { persistReducer, persistStore } from 'redux-persist';
import sessionStorage from 'redux-persist/lib/storage/session';
import {
  NAVIGATION_PERSIST_KEY,
  navigationContextSlice,
  sanitizeNavigationContext,
  type NavigationContextState,
} from '../routing/navigation-context-slice';
import { rootReducerOf } from '../store/root-reducer';
import type { AppStore } from '../store/types';

// Only the non-secret navigation context is persisted (sessionStorage): never tokens, the API cache or personal data.
const persistedNavigationContext = persistReducer(
  {
    key: NAVIGATION_PERSIST_KEY,
    storage: sessionStorage,
    whitelist: ['service', 'eligibilityTarget'],
    // What comes back from storage is checked: a planted target or service must not steer navigation.
    migrate: (restored) => Promise.resolve(sanitizeNavigationContext(restored)),
  },
  navigationContextSlice.reducer,
);

/**
 * Starts persisting the store and restores what sessionStorage holds (the navigation context only). Kept out of the
 * entry with redux-persist's reducer: src/main.tsx loads it as the on-demand-persist chunk right after start, so
 * restoring never delays the first paint. The store starts with the plain slice reducer; here redux-persist's takes
 * its place (keeping the state), then persistStore restores and starts writing. What reads the restored context does
 * so through selectors, which follow the rehydration.
 */
export const setupPersistor = (store: AppStore) => {
  // redux-persist's reducer passes every action straight through until PERSIST (dispatched by persistStore) adds its
  // `_persist` marker to the state: the slice's state type holds before and after.
  const reducer = persistedNavigationContext as unknown as Reducer<NavigationContextState>;
  rootReducerOf(store).inject({ reducerPath: 'navigationContext', reducer }, { overrideExisting: true });
  return persistStore(store);
};
