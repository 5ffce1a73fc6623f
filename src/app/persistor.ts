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
 * Starts persisting the navigation context and restores it. An on-demand chunk, so restoring never delays the first
 * paint: redux-persist's reducer takes the slice reducer's place, keeping the state.
 */
export const setupPersistor = (store: AppStore) => {
  // redux-persist's reducer passes every action through until PERSIST: the slice's state type holds throughout.
  const reducer = persistedNavigationContext as unknown as Reducer<NavigationContextState>;
  rootReducerOf(store).inject({ reducerPath: 'navigationContext', reducer }, { overrideExisting: true });
  return persistStore(store);
};
