import * as Auth from 'aws-amplify/auth';
import { pendingEmailSet, selectAuthStatus, selectPendingEmail } from '../identity/auth-slice';
import { memberGenerationOf } from '../identity/member-session';
import { checkSession } from '../identity/session-check';
import { hasTokenCookie } from '../identity/token-cookies';
import { identityThunk } from '../identity/thunk';
import { registerNavigate } from '../routing/navigation';
import { setupStore } from './store';

const failingSessionCall = (name: string, message: string) =>
  identityThunk('session', 'testCall', async () => {
    throw Object.assign(new Error(message), { name });
  });

const failingPublicCall = (name: string, message: string) =>
  identityThunk('public', 'testPublicCall', async () => {
    throw Object.assign(new Error(message), { name });
  });

describe('global identity errors (spec section 8, Global)', () => {
  const navigate = jest.fn();
  beforeEach(() => {
    navigate.mockReset();
    jest.mocked(Auth.signOut).mockReset().mockResolvedValue(undefined);
    registerNavigate(navigate);
  });

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it.each([
    ['UserNotFoundException', 'User does not exist.'],
    ['NotAuthorizedException', 'Access Token has been revoked'],
  ])('%s "%s" ends the session in the browser (nothing left to revoke) and goes to Signin', async (name, message) => {
    const store = setupStore();
    await store.dispatch(failingSessionCall(name, message)());
    await settle();
    expect(Auth.signOut).not.toHaveBeenCalled();
    expect(hasTokenCookie(document.cookie)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/signin', { replace: true });
    expect(selectAuthStatus(store.getState())).toBe('signedOut');
  });

  it('NotAuthorizedException "User is disabled." wipes the member and their token cookies at once, keeps the address, goes to AccountDisabled', async () => {
    const store = setupStore();
    store.dispatch(checkSession.fulfilled({ userId: 'sub-1' }, 'request-id'));
    store.dispatch(pendingEmailSet('left@example.com'));
    await store.dispatch(failingSessionCall('NotAuthorizedException', 'User is disabled.')());
    await settle();
    expect(navigate).toHaveBeenCalledWith('/account/disabled', { replace: true });
    expect(selectAuthStatus(store.getState())).toBe('signedOut');
    expect(memberGenerationOf(store.getState())).toBe(1);
    expect(hasTokenCookie(document.cookie)).toBe(false);
    expect(selectPendingEmail(store.getState())).toBe('left@example.com');
  });

  it('leaves other errors to the screen that made the call', async () => {
    const store = setupStore();
    const result = await store.dispatch(
      failingSessionCall('NotAuthorizedException', 'Incorrect username or password.')(),
    );
    await settle();
    expect(result.payload).toEqual({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    expect(navigate).not.toHaveBeenCalled();
    expect(Auth.signOut).not.toHaveBeenCalled();
  });

  it('does not map errors of calls made before sign-in (their screens word them)', async () => {
    const store = setupStore();
    await store.dispatch(failingPublicCall('UserNotFoundException', 'User does not exist.')());
    await settle();
    expect(navigate).not.toHaveBeenCalled();
  });
});
