import { HttpResponse } from 'msw';
import { mockOperation } from '../../mocks/mock-operation';
import { meEligibleNoneAgreed } from '../../mocks/fixtures';
import { server } from '../../mocks/server';
import * as session from '../identity/session';
import { ensureApi } from '../store/api-loader';
import { setupStore } from './store';

// The API client is a chunk of its own (src/api): not in the store until a signed-in page (or loadCurrentUser)
// asks for it, then plugged in with its reducer and middleware.

beforeEach(() => {
  jest.spyOn(session, 'currentIdToken').mockResolvedValue('id-token-123');
  server.use(mockOperation('getMe', meEligibleNoneAgreed));
});

afterEach(() => jest.restoreAllMocks());

describe('the API client on demand', () => {
  it('is absent from a new store', () => {
    expect(setupStore().getState().api).toBeUndefined();
  });

  it('is plugged in by ensureApi: its state exists and its queries run', async () => {
    const consoleError = jest.spyOn(console, 'error');
    const store = setupStore();
    const api = await store.dispatch(ensureApi());
    // The middleware's own action carries functions: the serializability check must not log it (e2e fails on that).
    expect(consoleError).not.toHaveBeenCalled();
    expect(store.getState().api).toMatchObject({ config: { reducerPath: 'api', middlewareRegistered: true } });
    const me = await store.dispatch(api.endpoints.getMe.initiate(undefined, { subscribe: false })).unwrap();
    expect(me.email).toBe(meEligibleNoneAgreed.email);
    expect(Object.values(store.getState().api?.queries ?? {})).toEqual([
      expect.objectContaining({ endpointName: 'getMe', status: 'fulfilled' }),
    ]);
  });

  it('is the same client for every call, added to each store once', async () => {
    const store = setupStore();
    const [first, second] = await Promise.all([store.dispatch(ensureApi()), store.dispatch(ensureApi())]);
    expect(first).toBe(second);
    let calls = 0;
    server.use(
      mockOperation('getMe', () => {
        calls += 1;
        return HttpResponse.json(meEligibleNoneAgreed);
      }),
    );
    // One middleware: a single request even though the client was asked for twice.
    await store.dispatch(first.endpoints.getMe.initiate(undefined, { subscribe: false, forceRefetch: true }));
    expect(calls).toBe(1);
  });

  it('works in a second store too (the middleware is per store)', async () => {
    await setupStore().dispatch(ensureApi());
    const other = setupStore();
    expect(other.getState().api).toBeUndefined();
    const api = await other.dispatch(ensureApi());
    const result = await other.dispatch(api.endpoints.getMe.initiate(undefined, { subscribe: false }));
    expect(result.data?.email).toBe(meEligibleNoneAgreed.email);
    expect(other.getState().api?.config.middlewareRegistered).toBe(true);
  });
});
