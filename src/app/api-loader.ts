import { createAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { api } from '../api';

/** The API client (RTK Query, src/api): a chunk of its own, plugged into the store when a signed-in page needs it. */
export type CoreApi = typeof api;

/**
 * Dispatched once the client is plugged in: an injected slice's state only exists after the next action reaches the
 * reducer, and the middleware's own `withMiddleware` action never does. RTK Query must find its state at once.
 */
export const apiAttached = createAction('app/apiAttached');

/** What every thunk gets as `extra` (see setupStore). */
export interface ThunkExtra {
  /** Downloads the API client once, adds its reducer and middleware to this store, and resolves to it. */
  loadApi: () => Promise<CoreApi>;
  /** The client if this store asked for it already (loaded or still downloading), without starting a download. */
  requestedApi: () => Promise<CoreApi> | undefined;
}

/**
 * Makes sure the API client is in the store before a caller dispatches its endpoints. Signed-out pages never need it
 * (every call of the core API is a signed-in member's), so /signin does not download it.
 */
export const ensureApi = (): ThunkAction<Promise<CoreApi>, unknown, ThunkExtra, UnknownAction> => (_dispatch, _getState, extra) => extra.loadApi();

/**
 * Empties the API cache (`resetApiState`) of this store. A client still downloading is reset as soon as it is plugged
 * in, before any caller waiting for it runs (promise reactions run in the order they were registered), so an answer
 * requested for the member who left cannot be read from it. A store that never asked for the client has no cache.
 */
export const resetApiCache = (): ThunkAction<Promise<void>, unknown, ThunkExtra, UnknownAction> => async (dispatch, _getState, extra) => {
  const requested = extra.requestedApi();
  if (!requested) return;
  try {
    const api = await requested;
    dispatch(api.util.resetApiState());
  } catch {
    // The download failed: nothing was cached, and the next call downloads it afresh.
  }
};
