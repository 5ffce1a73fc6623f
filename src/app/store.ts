import { configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { createApiLoader, type CoreApi } from '../store/api-loader';
import { listenerMiddleware } from '../store/listener-middleware';
import { createRootReducer, registerRootReducer } from '../store/root-reducer';
import type { AppStore, RootState } from '../store/types';
import { addAppListeners } from './listeners';

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
  const rootReducer = createRootReducer();
  const apiLoader = createApiLoader();
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
