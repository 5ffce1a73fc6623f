import { combineSlices } from '@reduxjs/toolkit';
import { authSlice } from '../identity/auth-slice';
import { currentUserSlice } from '../identity/current-user-slice';
import { memberSessionSlice } from '../identity/member-session';
import { navigationContextSlice } from '../routing/navigation-context-slice';
import type { CoreApi } from './api-loader';

/**
 * Slices added after the store exists (`combineSlices(…).withLazyLoadedSlices`), each injected by its owner: the API
 * cache arrives with the client (./api-loader); a feature that owns a slice declares it here by declaration merging
 * and injects it into the store that needs it (`rootReducerOf(store).inject(slice)`, e.g.
 * src/features/certificate/certificate-slice.ts).
 */
export interface LazyLoadedSlices {
  api: ReturnType<CoreApi['reducer']>;
}

/**
 * The slices every store has from the start: the session and the member (src/identity) and the navigation context
 * (src/routing). One root reducer per store: what is injected into one store's reducer stays out of the others.
 */
export const createRootReducer = () =>
  combineSlices({
    auth: authSlice.reducer,
    currentUser: currentUserSlice.reducer,
    // Persisted (sessionStorage) once src/store/persistor.ts, an on-demand chunk, puts redux-persist's reducer in its place.
    navigationContext: navigationContextSlice.reducer,
    memberSession: memberSessionSlice.reducer,
  }).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootReducer = ReturnType<typeof createRootReducer>;

const rootReducers = new WeakMap<object, RootReducer>();

/** Remembers the root reducer of a store (src/app/store.ts, once per store). */
export const registerRootReducer = (store: object, rootReducer: RootReducer) => {
  rootReducers.set(store, rootReducer);
};

/** The root reducer of `store`, for what is injected or replaced later (a feature's slice, src/store/persistor.ts). */
export const rootReducerOf = (store: object): RootReducer => {
  const rootReducer = rootReducers.get(store);
  if (!rootReducer) throw new Error('rootReducerOf: not a store made by setupStore');
  return rootReducer;
};
