import {
  createAction,
  createDynamicMiddleware,
  type Dispatch,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { api } from '../api';
import type { ApiExtra } from '../api/base';
import { loadChunk } from '../lib/loading';

/** The API client: a chunk of its own, plugged into the store when a signed-in page needs it. */
export type CoreApi = typeof api;

/** Dispatched once the client is plugged in: an injected slice's state exists only after the next action. */
export const apiAttached = createAction('app/apiAttached');

/** Whether an API read is on its way; structural, so the entry need not know the client's types. */
export const selectApiReadsPending = (state: {
  api?: { queries: Record<string, { status: string } | undefined> };
}): boolean => Object.values(state.api?.queries ?? {}).some((query) => query?.status === 'pending');

/** What every thunk gets as `extra` (see createApiLoader), the API's base query included. */
export interface ThunkExtra extends ApiExtra {
  /** Downloads the API client once, adds its reducer and middleware to this store, and resolves to it. */
  loadApi: () => Promise<CoreApi>;
  /** The client if this store asked for it already (loaded or still downloading), without starting a download. */
  requestedApi: () => Promise<CoreApi> | undefined;
}

/** The API plumbing of one store (so what is injected into one stays out of the others). */
export const createApiLoader = (session: ApiExtra) => {
  const apiMiddleware = createDynamicMiddleware();
  let attach: (api: CoreApi) => CoreApi = (api) => api;
  let loading: Promise<CoreApi> | undefined;
  const extra: ThunkExtra = {
    ...session,
    loadApi: () => {
      loading ??= loadChunk('api').then(
        ({ api }) => attach(api),
        (error: unknown) => {
          // A failed download (dropped connection) is tried again by the next call, not remembered.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    requestedApi: () => loading,
  };
  return {
    extra,
    middleware: apiMiddleware.middleware,
    /** The dynamic middleware's `add` action carries functions by design: the serializability check ignores it. */
    ignoredActions: [apiMiddleware.withMiddleware.type],
    /** Plugs the client into `store` when it arrives; `api` plugs one in at once (tests). */
    connect: (store: { dispatch: Dispatch }, inject: (api: CoreApi) => void, api?: CoreApi) => {
      attach = (client) => {
        inject(client);
        store.dispatch(apiMiddleware.withMiddleware(client.middleware));
        store.dispatch(apiAttached());
        return client;
      };
      if (api) loading = Promise.resolve(attach(api));
    },
  };
};

/** Makes sure the API client is in the store; signed-out pages never need it, so /signin does not download it. */
export const ensureApi =
  (): ThunkAction<Promise<CoreApi>, unknown, ThunkExtra, UnknownAction> => (_dispatch, _getState, extra) =>
    extra.loadApi();

/**
 * Empties this store's API cache. A client still downloading is reset as it is plugged in, before any waiting caller
 * runs, so an answer for the member who left cannot be read from it.
 */
export const resetApiCache =
  (): ThunkAction<Promise<void>, unknown, ThunkExtra, UnknownAction> => async (dispatch, _getState, extra) => {
    const requested = extra.requestedApi();
    if (!requested) return;
    try {
      const api = await requested;
      dispatch(api.util.resetApiState());
    } catch {
      // The download failed: nothing was cached.
    }
  };
