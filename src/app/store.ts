import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { authSlice } from '../identity/auth-slice';
import { currentUserSlice } from '../identity/current-user-slice';
import { memberGenerationOf, memberSessionSlice } from '../identity/member-session';
import { currentIdToken } from '../identity/session';
import { navigationContextSlice } from '../routing/navigation-context-slice';
import { createApiLoader, type CoreApi } from '../store/api-loader';
import { listenerMiddleware } from '../store/listener-middleware';
import { registerRootReducer, type LazyLoadedSlices, type RootReducer, type StaticSlices } from '../store/root-reducer';
import type { AppStore, RootState } from '../store/types';
import { addAppListeners } from './listeners';

declare module '../store/root-reducer' {
  interface LazyLoadedSlices {
    /** The API cache: injected with the client (src/store/api-loader.ts). */
    api: ReturnType<CoreApi['reducer']>;
  }
}

/** Every slice a store starts with; the navigation context is persisted once src/app/persistor.ts has loaded. */
export const createRootReducer = () =>
  combineSlices({
    auth: authSlice.reducer,
    currentUser: currentUserSlice.reducer,
    navigationContext: navigationContextSlice.reducer,
    memberSession: memberSessionSlice.reducer,
  }).withLazyLoadedSlices<LazyLoadedSlices>();

// The list above and the slices their owners declare (StaticSlices) are the same state.
type Listed = ReturnType<ReturnType<typeof createRootReducer>>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const listedIsDeclared: Same<Omit<Listed, keyof LazyLoadedSlices>, StaticSlices> = true;
void listedIsDeclared;

type PreloadedState = Partial<RootState>;

interface StoreOptions {
  /** The API client to plug in at once (tests that render screens without their routes); otherwise loaded on demand. */
  api?: CoreApi;
}

let listenersAdded = false;

/** The store of one app (or one test): the root reducer, the listeners of src/app/listeners.ts and the API loader. */
export const setupStore = (preloadedState?: PreloadedState, options: StoreOptions = {}): AppStore => {
  if (!listenersAdded) {
    addAppListeners();
    listenersAdded = true;
  }
  const rootReducer: RootReducer = createRootReducer();
  // The API's requests carry the member's bearer and belong to the member they started for (src/api/base.ts).
  const apiLoader = createApiLoader({ idToken: () => currentIdToken(), memberGeneration: memberGenerationOf });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: apiLoader.extra },
        // redux-persist's actions and the dynamic middleware's `add` carry functions by design. The dev-only timing
        // warning reflects a busy machine, not the state's size.
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER, ...apiLoader.ignoredActions],
          warnAfter: 500,
        },
        immutableCheck: { warnAfter: 500 },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(apiLoader.middleware),
  });
  apiLoader.connect(store, (api) => rootReducer.inject(api), options.api);
  registerRootReducer(store, rootReducer);
  return store;
};
