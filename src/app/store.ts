import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import sessionStorage from 'redux-persist/lib/storage/session';
import { certificateSlice } from '../features/certificate/certificate-slice';
import { authSlice } from '../identity/auth-slice';
import { currentUserSlice } from '../identity/current-user-slice';
import { memberSessionSlice } from '../identity/member-session';
import { NAVIGATION_PERSIST_KEY, navigationContextSlice, sanitizeNavigationContext } from '../routing/navigation-context-slice';
import { createApiLoader, type CoreApi, type LazyLoadedSlices } from './api-loader';
import { listenerMiddleware } from './listener-middleware';
import { addAppListeners } from './listeners';

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

/** One per store: what is injected into one store's reducer (the API client, see ./api-loader) stays out of the others. */
export const createRootReducer = () =>
  combineSlices({
    auth: authSlice.reducer,
    currentUser: currentUserSlice.reducer,
    navigationContext: persistedNavigationContext,
    certificate: certificateSlice.reducer,
    memberSession: memberSessionSlice.reducer,
  }).withLazyLoadedSlices<LazyLoadedSlices>();

type PreloadedState = Partial<ReturnType<ReturnType<typeof createRootReducer>>>;

interface StoreOptions {
  /** The API client to plug in at once (tests that render screens without their routes); otherwise loaded on demand. */
  api?: CoreApi;
}

let listenersAdded = false;

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
  return store;
};
