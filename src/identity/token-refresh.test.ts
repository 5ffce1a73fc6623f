import { Hub } from 'aws-amplify/utils';
import { registerNavigate } from '../routing/navigation';
import { setupStore } from '../test/store';
import { loadIdentity } from './amplify';
import { selectAuthStatus, selectConnectionNotice, selectSessionEndedNotice } from './auth-slice';
import { selectCurrentUser } from './current-user-slice';
import { checkSession } from './session-check';
import { MEMBER_CHANGED, memberGenerationOf } from './member-session';
import { classifyRefreshFailure, isTransientIdentityError } from './refresh-failure';
import { watchTokenRefreshFailures } from './token-refresh';
import { tolerateConsole } from '../test/strict';

// The tests dispatch on Amplify's protected 'auth' Hub channel themselves, as Amplify does; it warns about that.
beforeEach(() => tolerateConsole('warn', /auth is protected and dispatching on it/));

// The symbol Amplify itself dispatches with on its protected 'auth' channel (it only suppresses a warning).
const AMPLIFY_SYMBOL = Symbol.for('amplify_default');

const serviceError = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('Hub tokenRefresh_failure: only an answer that the session is over ends it', () => {
  it.each([
    ['NotAuthorizedException', 'Refresh Token has expired'],
    ['NotAuthorizedException', 'Refresh Token has been revoked'],
    ['UserNotFoundException', 'User does not exist.'],
  ])('%s "%s": wipes the member, sets the explanation for Signin and goes there', async (name, message) => {
    const navigate = jest.fn();
    registerNavigate(navigate);
    const store = setupStore();
    store.dispatch(checkSession.fulfilled({ userId: 'sub-1' }, 'request-id'));
    expect(selectAuthStatus(store.getState())).toBe('signedIn');
    const stop = watchTokenRefreshFailures(store);
    await loadIdentity();
    Hub.dispatch('auth', { event: 'tokenRefresh_failure', data: { error: serviceError(name, message) } }, 'Auth', AMPLIFY_SYMBOL);
    expect(store.getState().auth).toMatchObject({ status: 'signedOut', sessionEndedNotice: true });
    expect(memberGenerationOf(store.getState())).toBe(1);
    expect(selectCurrentUser(store.getState())).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/signin', { replace: true });
    stop();
  });

  it('a disabled member is wiped and sees the invalid-membership screen', async () => {
    const navigate = jest.fn();
    registerNavigate(navigate);
    const store = setupStore();
    store.dispatch(checkSession.fulfilled({ userId: 'sub-1' }, 'request-id'));
    const stop = watchTokenRefreshFailures(store);
    await loadIdentity();
    Hub.dispatch('auth', { event: 'tokenRefresh_failure', data: { error: serviceError('NotAuthorizedException', 'User is disabled.') } }, 'Auth', AMPLIFY_SYMBOL);
    expect(selectAuthStatus(store.getState())).toBe('signedOut');
    expect(navigate).toHaveBeenCalledWith('/account/disabled', { replace: true });
    stop();
  });

  it.each([
    ['NetworkError', 'A network error has occurred.'],
    ['InternalErrorException', 'Internal server error'],
    ['ServiceUnavailableException', ''],
    ['UnknownError', 'Unknown error'],
    ['TooManyRequestsException', 'Rate exceeded'],
  ])('%s (a blip): the member stays where they are, signed in, with the communication-error message', async (name, message) => {
    const navigate = jest.fn();
    registerNavigate(navigate);
    const store = setupStore();
    store.dispatch(checkSession.fulfilled({ userId: 'sub-1' }, 'request-id'));
    const stop = watchTokenRefreshFailures(store);
    await loadIdentity();
    Hub.dispatch('auth', { event: 'tokenRefresh_failure', data: { error: serviceError(name, message) } }, 'Auth', AMPLIFY_SYMBOL);
    expect(store.getState().auth).toMatchObject({ status: 'signedIn', userId: 'sub-1', connectionNotice: true });
    expect(memberGenerationOf(store.getState())).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
    // The next refresh that works takes the message away.
    Hub.dispatch('auth', { event: 'tokenRefresh' }, 'Auth', AMPLIFY_SYMBOL);
    expect(selectConnectionNotice(store.getState())).toBeUndefined();
    stop();
  });

  it('classifies what Amplify passes along', () => {
    expect(classifyRefreshFailure(serviceError('NotAuthorizedException', 'Refresh Token has expired'))).toBe('sessionOver');
    expect(classifyRefreshFailure(serviceError('RefreshTokenReuseException'))).toBe('sessionOver');
    expect(classifyRefreshFailure(serviceError('NotAuthorizedException', 'User is disabled.'))).toBe('disabled');
    expect(classifyRefreshFailure(serviceError('NetworkError'))).toBe('transient');
    expect(classifyRefreshFailure(undefined)).toBe('transient');
  });

  it('a blip is anything Amplify keeps the tokens for, also a 5xx without a body; a dropped member-changed call is not', () => {
    for (const name of ['NetworkError', 'InternalErrorException', 'SyntaxError', 'Unknown', 'ChunkLoadError']) expect(isTransientIdentityError(serviceError(name))).toBe(true);
    for (const error of [serviceError('NotAuthorizedException', 'Refresh Token has been revoked'), serviceError('UserNotFoundException'), serviceError('NotAuthorizedException', 'User is disabled.'), MEMBER_CHANGED, undefined])
      expect(isTransientIdentityError(error)).toBe(false);
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
    expect(selectSessionEndedNotice(store.getState())).toBeUndefined();
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
