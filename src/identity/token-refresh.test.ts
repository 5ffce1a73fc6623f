import { Hub } from 'aws-amplify/utils';
import { registerNavigate } from '../app/navigation';
import { setupStore } from '../app/store';
import { loadIdentity } from './amplify';
import { checkSession } from './session-check';
import { watchTokenRefreshFailures } from './token-refresh';

// The symbol Amplify itself dispatches with on its protected 'auth' channel (it only suppresses a warning).
const AMPLIFY_SYMBOL = Symbol.for('amplify_default');

describe('Hub tokenRefresh_failure (refresh token expired or session revoked)', () => {
  it('forgets the member, sets the explanation for Signin and goes there', async () => {
    const navigate = jest.fn();
    registerNavigate(navigate);
    const store = setupStore();
    store.dispatch(checkSession.fulfilled({ userId: 'sub-1' }, 'request-id'));
    expect(store.getState().auth.status).toBe('signedIn');
    const stop = watchTokenRefreshFailures(store);
    await loadIdentity();
    Hub.dispatch('auth', { event: 'tokenRefresh_failure' }, 'Auth', AMPLIFY_SYMBOL);
    expect(store.getState().auth).toMatchObject({ status: 'signedOut', sessionEndedNotice: true });
    expect(store.getState().currentUser.user).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/signin', { replace: true });
    stop();
  });

  it('ignores every other auth event', async () => {
    const navigate = jest.fn();
    registerNavigate(navigate);
    const store = setupStore();
    const stop = watchTokenRefreshFailures(store);
    await loadIdentity();
    Hub.dispatch('auth', { event: 'tokenRefresh' }, 'Auth', AMPLIFY_SYMBOL);
    Hub.dispatch('auth', { event: 'signedIn', data: { username: 'u', userId: 'sub-1' } }, 'Auth', AMPLIFY_SYMBOL);
    expect(navigate).not.toHaveBeenCalled();
    expect(store.getState().auth.sessionEndedNotice).toBeUndefined();
    stop();
  });

  it('removing the watcher before Amplify loads leaves no listener behind', async () => {
    const navigate = jest.fn();
    registerNavigate(navigate);
    const store = setupStore();
    watchTokenRefreshFailures(store)();
    await loadIdentity();
    Hub.dispatch('auth', { event: 'tokenRefresh_failure' }, 'Auth', AMPLIFY_SYMBOL);
    expect(navigate).not.toHaveBeenCalled();
  });
});
