import { Hub } from 'aws-amplify/utils';
import { registerNavigate } from '../routing/navigation';
import { setupStore } from '../../mocks/store';
import { loadIdentity } from './amplify';
import { selectAuthStatus, selectConnectionNotice, selectSessionEndedNotice } from './auth-slice';
import { selectCurrentUser } from './current-user-slice';
import { checkSession } from './session-check';
import { MEMBER_CHANGED, memberGenerationOf } from './member-session';
import { classifyRefreshFailure, isTransientIdentityError } from './refresh-failure';
import { BLIP_WINDOW_MS, PERSISTENT_BLIP_TRIES, watchTokenRefreshFailures } from './token-refresh';
import { pendingEmailSet, selectPendingEmail } from './auth-slice';
import { TOKEN_COOKIE_PREFIX } from './token-cookies';
import { tolerateConsole } from '../../mocks/strict';

// The tests dispatch on Amplify's protected 'auth' Hub channel themselves, as Amplify does; it warns about that.
beforeEach(() => tolerateConsole('warn', /auth is protected and dispatching on it/));

// The symbol Amplify itself dispatches with on its protected 'auth' channel (it only suppresses a warning).
const AMPLIFY_SYMBOL = Symbol.for('amplify_default');

const serviceError = (name: string, message = '', status?: number) =>
  Object.assign(new Error(message), { name }, status ? { $metadata: { httpStatusCode: status } } : {});

const ID_TOKEN_COOKIE = `${TOKEN_COOKIE_PREFIX}client.member.idToken`;
const holdsTokenCookie = () => document.cookie.includes(TOKEN_COOKIE_PREFIX);

/** A signed-in member whose ID token cookie (name, kana, birth date, phone) the browser holds. */
const signedInStore = () => {
  document.cookie = `${ID_TOKEN_COOKIE}=eyJ.member.token; path=/`;
  const store = setupStore();
  store.dispatch(checkSession.fulfilled({ userId: 'sub-1' }, 'request-id'));
  return store;
};

const refreshFails = (error: unknown) =>
  Hub.dispatch('auth', { event: 'tokenRefresh_failure', data: { error } }, 'Auth', AMPLIFY_SYMBOL);

describe('Hub tokenRefresh_failure: classified by meaning', () => {
  // Every answer or local state that says the session cannot continue ends it; names nobody listed among the blips
  // included (Amplify's own UserUnAuthenticatedException when the refresh-token cookie is gone).
  it.each([
    ['NotAuthorizedException', 'Refresh Token has expired'],
    ['NotAuthorizedException', 'Refresh Token has been revoked'],
    ['NotAuthorizedException', 'Invalid Refresh Token'],
    ['UserNotFoundException', 'User does not exist.'],
    ['TokenRevokedException', ''],
    ['RefreshTokenReuseException', ''],
    ['PasswordResetRequiredException', ''],
    ['UserNotConfirmedException', ''],
    ['UserUnAuthenticatedException', 'User needs to be authenticated to call this API.'],
    ['InvalidParameterException', 'Invalid refresh token.'],
    ['ResourceNotFoundException', 'User pool client does not exist.'],
    ['SomethingNobodyListedException', 'new'],
  ])(
    '%s "%s": the one end of a session (data wiped, token cookies removed), Signin explains it',
    async (name, message) => {
      const navigate = jest.fn();
      registerNavigate(navigate);
      const store = signedInStore();
      expect(selectAuthStatus(store.getState())).toBe('signedIn');
      const stop = watchTokenRefreshFailures(store);
      await loadIdentity();
      refreshFails(serviceError(name, message, 400));
      expect(store.getState().auth).toMatchObject({ status: 'signedOut', sessionEndedNotice: true });
      expect(memberGenerationOf(store.getState())).toBe(1);
      expect(selectCurrentUser(store.getState())).toBeUndefined();
      expect(holdsTokenCookie()).toBe(false);
      expect(navigate).toHaveBeenCalledWith('/signin', { replace: true });
      stop();
    },
  );

  it('a disabled member is wiped at once (token cookies too) and sees the invalid-membership screen with their address', async () => {
    const navigate = jest.fn();
    registerNavigate(navigate);
    const store = signedInStore();
    store.dispatch(pendingEmailSet('left@example.com'));
    const stop = watchTokenRefreshFailures(store);
    await loadIdentity();
    refreshFails(serviceError('NotAuthorizedException', 'User is disabled.', 400));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectAuthStatus(store.getState())).toBe('signedOut');
    expect(memberGenerationOf(store.getState())).toBe(1);
    expect(holdsTokenCookie()).toBe(false);
    expect(selectPendingEmail(store.getState())).toBe('left@example.com');
    expect(navigate).toHaveBeenCalledWith('/account/disabled', { replace: true });
    stop();
  });

  it.each([
    ['NetworkError', 'A network error has occurred.', undefined],
    ['TimeoutError', 'The request timed out.', undefined],
    ['InternalErrorException', 'Internal server error', 500],
    ['ServiceUnavailableException', '', 503],
    ['UnknownError', 'Unknown error', 502],
    ['SyntaxError', 'Unexpected end of JSON input', undefined],
    ['Unknown', 'An unknown error has occurred.', undefined],
    ['TooManyRequestsException', 'Rate exceeded', 400],
    ['LimitExceededException', 'Attempt limit exceeded', 400],
    ['ChunkLoadError', 'Loading chunk failed', undefined],
    ['SomeGatewayError', 'Bad gateway', 502],
  ])(
    '%s (a blip): the member stays where they are, signed in, with the communication-error message',
    async (name, message, status) => {
      const navigate = jest.fn();
      registerNavigate(navigate);
      const store = signedInStore();
      const stop = watchTokenRefreshFailures(store);
      await loadIdentity();
      refreshFails(serviceError(name, message, status));
      expect(store.getState().auth).toMatchObject({ status: 'signedIn', userId: 'sub-1', connectionNotice: 'blip' });
      expect(memberGenerationOf(store.getState())).toBe(0);
      expect(holdsTokenCookie()).toBe(true);
      expect(navigate).not.toHaveBeenCalled();
      // The next refresh that works takes the message away.
      Hub.dispatch('auth', { event: 'tokenRefresh' }, 'Auth', AMPLIFY_SYMBOL);
      expect(selectConnectionNotice(store.getState())).toBeUndefined();
      stop();
    },
  );

  it('a blip that persists over several tries within a few minutes is told as lasting (the layout offers to sign in again)', async () => {
    let now = 1_000_000;
    const store = signedInStore();
    const stop = watchTokenRefreshFailures(store, () => now);
    await loadIdentity();
    for (let attempt = 1; attempt < PERSISTENT_BLIP_TRIES; attempt += 1) {
      refreshFails(serviceError('NetworkError'));
      expect(selectConnectionNotice(store.getState())).toBe('blip');
      now += 30_000;
    }
    refreshFails(serviceError('NetworkError'));
    expect(selectConnectionNotice(store.getState())).toBe('persistent');
    expect(selectAuthStatus(store.getState())).toBe('signedIn');
    // A refresh that works starts the count again.
    Hub.dispatch('auth', { event: 'tokenRefresh' }, 'Auth', AMPLIFY_SYMBOL);
    refreshFails(serviceError('NetworkError'));
    expect(selectConnectionNotice(store.getState())).toBe('blip');
    stop();
  });

  it('blips further apart than the window are each a blip', async () => {
    let now = 1_000_000;
    const store = signedInStore();
    const stop = watchTokenRefreshFailures(store, () => now);
    await loadIdentity();
    for (let attempt = 0; attempt < PERSISTENT_BLIP_TRIES + 1; attempt += 1) {
      refreshFails(serviceError('InternalErrorException', '', 500));
      expect(selectConnectionNotice(store.getState())).toBe('blip');
      now += BLIP_WINDOW_MS;
    }
    stop();
  });

  it('classifies what Amplify passes along', () => {
    expect(classifyRefreshFailure(serviceError('NotAuthorizedException', 'Refresh Token has expired'))).toBe(
      'sessionOver',
    );
    expect(classifyRefreshFailure(serviceError('RefreshTokenReuseException'))).toBe('sessionOver');
    expect(classifyRefreshFailure(serviceError('UserUnAuthenticatedException'))).toBe('sessionOver');
    expect(classifyRefreshFailure(serviceError('InvalidParameterException', '', 400))).toBe('sessionOver');
    expect(classifyRefreshFailure(serviceError('ResourceNotFoundException', '', 400))).toBe('sessionOver');
    expect(classifyRefreshFailure(serviceError('NotAuthorizedException', 'User is disabled.'))).toBe('disabled');
    expect(classifyRefreshFailure(serviceError('NetworkError'))).toBe('transient');
    expect(classifyRefreshFailure(serviceError('Whatever', '', 503))).toBe('transient');
    expect(classifyRefreshFailure(serviceError('Whatever', '', 429))).toBe('transient');
    expect(classifyRefreshFailure(undefined)).toBe('transient');
  });

  it('a blip is a dropped connection, a timeout, a 5xx or throttling; a dropped member-changed call is not, nor a session that cannot continue', () => {
    for (const name of [
      'NetworkError',
      'TimeoutError',
      'InternalErrorException',
      'SyntaxError',
      'Unknown',
      'UnknownError',
      'ChunkLoadError',
      'TooManyRequestsException',
    ])
      expect(isTransientIdentityError(serviceError(name))).toBe(true);
    for (const error of [
      serviceError('NotAuthorizedException', 'Refresh Token has been revoked'),
      serviceError('UserNotFoundException'),
      serviceError('UserUnAuthenticatedException'),
      serviceError('InvalidParameterException'),
      serviceError('ResourceNotFoundException'),
      serviceError('NotAuthorizedException', 'User is disabled.'),
      MEMBER_CHANGED,
      undefined,
    ])
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
