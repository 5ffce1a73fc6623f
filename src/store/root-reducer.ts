import { combineSlices } from '@reduxjs/toolkit';
import { authSlice } from '../identity/auth-slice';
import { currentUserSlice } from '../identity/current-user-slice';
import { memberSessionSlice } from '../identity/member-session';
import { navigationContextSlice } from '../routing/navigation-context-slice';
import type { CoreApi } from './api-loader';

/**
 * Slices injected after the store exists: the API cache with its client; a feature declares its slice here by
 * declaration merging and injects it (`rootReducerOf(store).inject(slice)`).
 */
export interface LazyLoadedSlices {
  api: ReturnType<CoreApi['reducer']>;
}

/** The slices every store has from the start; one root reducer per store, so injections stay in their store. */
export const createRootReducer = () =>
  combineSlices({
    auth: authSlice.reducer,
    currentUser: currentUserSlice.reducer,
    // Persisted once src/store/persistor.ts puts redux-persist's reducer in its place.
    navigationContext: navigationContextSlice.reducer,
    memberSession: memberSessionSlice.reducer,
  }).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootReducer = ReturnType<typeof createRootReducer>;

const rootReducers = new WeakMap<object, RootReducer>();

export const registerRootReducer = (store: object, rootReducer: RootReducer) => {
  rootReducers.set(store, rootReducer);
};

/** The root reducer of `store`, for what is injected or replaced later (a feature's slice, src/store/persistor.ts). */
export const rootReducerOf = (store: object): RootReducer => {
  const rootReducer = rootReducers.get(store);
  if (!rootReducer) throw new Error('rootReducerOf: not a store made by setupStore');
  return rootReducer;
};
