import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import sessionStorage from 'redux-persist/lib/storage/session';
import { api } from '../api';
import { certificateSlice } from '../features/certificate/certificate-slice';
import { authSlice } from '../identity/auth-slice';
import { currentUserSlice } from '../identity/current-user-slice';
import { signupStatusSlice } from '../identity/signup-status-slice';
import { navigationContextSlice, sanitizeNavigationContext } from '../routing/navigation-context-slice';
import { listenerMiddleware } from './listener-middleware';
import { addAppListeners } from './listeners';

// Only the non-secret navigation context is persisted (sessionStorage): never tokens, the API cache or personal data.
const persistedNavigationContext = persistReducer(
  {
    key: 'portal.navigation',
    storage: sessionStorage,
    whitelist: ['service', 'eligibilityTarget'],
    // What comes back from storage is checked: a planted target or service must not steer navigation.
    migrate: (restored) => Promise.resolve(sanitizeNavigationContext(restored)),
  },
  navigationContextSlice.reducer,
);

export const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  auth: authSlice.reducer,
  currentUser: currentUserSlice.reducer,
  signupStatus: signupStatusSlice.reducer,
  navigationContext: persistedNavigationContext,
  certificate: certificateSlice.reducer,
});

type PreloadedState = Partial<ReturnType<typeof rootReducer>>;

let listenersAdded = false;

export const setupStore = (preloadedState?: PreloadedState) => {
  if (!listenersAdded) {
    addAppListeners();
    listenersAdded = true;
  }
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } })
        .prepend(listenerMiddleware.middleware)
        .concat(api.middleware),
  });
};

export const setupPersistor = (store: ReturnType<typeof setupStore>) => persistStore(store);
