import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { certificateSlice } from '../features/certificate/certificate-slice';
import { authSlice } from '../identity/auth-slice';
import { currentUserSlice } from '../identity/current-user-slice';
import { memberSessionSlice } from '../identity/member-session';
import { navigationContextSlice } from '../routing/navigation-context-slice';
import { createApiLoader, type CoreApi, type LazyLoadedSlices } from '../store/api-loader';
import { listenerMiddleware } from '../store/listener-middleware';
import { addAppListeners } from './listeners';

/** One per store: what is injected into one store's reducer (the API client, see ./api-loader) stays out of the others. */
export const createRootReducer = () =>
  combineSlices({
    auth: authSlice.reducer,
    currentUser: currentUserSlice.reducer,
    // Persisted (sessionStorage) once src/app/persistor.ts, an on-demand chunk, puts redux-persist's reducer in its place.
    navigationContext: navigationContextSlice.reducer,
    certificate: certificateSlice.reducer,
    memberSession: memberSessionSlice.reducer,
  }).withLazyLoadedSlices<LazyLoadedSlices>();

type PreloadedState = Partial<ReturnType<ReturnType<typeof createRootReducer>>>;

interface StoreOptions {
  /** The API client to plug in at once (tests that render screens without their routes); otherwise loaded on demand. */
  api?: CoreApi;
}

let listenersAdded = false;

type RootReducer = ReturnType<typeof createRootReducer>;
const rootReducers = new WeakMap<object, RootReducer>();

/** The root reducer of `store` (made by setupStore), for what replaces a slice's reducer later (src/app/persistor.ts). */
export const rootReducerOf = (store: object): RootReducer => {
  const rootReducer = rootReducers.get(store);
  if (!rootReducer) throw new Error('rootReducerOf: not a store made by setupStore');
  return rootReducer;
};

export const setupStore = (preloadedState?: PreloadedState, options: StoreOptions = {}) => {
  if (!listenersAdded) {
    addAppListeners();
    listenersAdded = true;
  }
  const rootReducer = createRootReducer();
  const apiLoader = createApiLoader();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: apiLoader.extra },
        // redux-persist's actions and the dynamic middleware's `add` carry functions by design. The development-only
        // checks warn when one pass takes longer than warnAfter; 32 ms (the default) is crossed by a busy 2-core CI
        // machine, not by the state's size, so the warning says nothing there (the strict jest suite fails on it).
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER, ...apiLoader.ignoredActions], warnAfter: 500 },
        immutableCheck: { warnAfter: 500 },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(apiLoader.middleware),
  });
  apiLoader.connect(store, (api) => rootReducer.inject(api), options.api);
  rootReducers.set(store, rootReducer);
  return store;
};
