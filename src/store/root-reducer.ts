import type { CombinedSliceReducer } from '@reduxjs/toolkit';

/**
 * The slices every store has from its start. Each owner declares its own (declaration merging, as RTK does for
 * LazyLoadedSlices), so this plumbing names no slice; src/app/store.ts lists their reducers and checks the two agree.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface StaticSlices {}

/** Slices injected after the store exists (the API cache, a feature's own slice), declared by their owners. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export type RootState = StaticSlices & Partial<LazyLoadedSlices>;

export type RootReducer = CombinedSliceReducer<StaticSlices, RootState>;

const rootReducers = new WeakMap<object, RootReducer>();

export const registerRootReducer = (store: object, rootReducer: RootReducer) => {
  rootReducers.set(store, rootReducer);
};

/** The root reducer of `store`, for what is injected or replaced later (a feature's slice, the persisted context). */
export const rootReducerOf = (store: object): RootReducer => {
  const rootReducer = rootReducers.get(store);
  if (!rootReducer) throw new Error('rootReducerOf: not a store made by setupStore');
  return rootReducer;
};
