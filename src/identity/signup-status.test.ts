import { meEligibleNoneAgreed, meNewMember } from '../../mocks/fixtures';
import { setupStore } from '../app/store';
import type { AppStore } from '../app/store-types';
import { SignupStatus } from '../lib/signup-status';
import { userLoggedOut } from './actions';
import { signOut } from './auth-calls';
import { loadCurrentUser, type CurrentUser } from './current-user';
import { signupStatusSlice } from './signup-status-slice';

/** A loaded user as loadCurrentUser builds it; the status is derived by the thunk, so it is given here as built. */
const userWith = (signupStatus: SignupStatus, insurerNumber?: string): CurrentUser => ({
  sub: 'sub-1',
  email: 'member@example.com',
  emailVerified: signupStatus !== SignupStatus.EMAIL_NOT_VERIFIED,
  insurerNumber,
  phoneNumberVerified: false,
  smsMfaEnabled: false,
  signupStatus,
  availableServices: [],
  agreedServices: [],
  profile: insurerNumber ? meEligibleNoneAgreed : meNewMember,
});

const loaded = (user: CurrentUser) => loadCurrentUser.fulfilled({ user, cacheKey: `key-${user.signupStatus}`, loadedAt: 1 }, 'request-id');

const agrees = (store: AppStore) => store.getState().signupStatus.status === store.getState().currentUser.user?.signupStatus;

describe('signup-status slice', () => {
  it('has no reducers of its own: only the current user it derives from writes it', () => {
    expect(Object.keys(signupStatusSlice.actions)).toEqual([]);
  });

  it('follows every loaded current user, and agrees with it after each step', () => {
    const store = setupStore();
    expect(store.getState().signupStatus.status).toBeUndefined();
    for (const user of [
      userWith(SignupStatus.EMAIL_NOT_VERIFIED),
      userWith(SignupStatus.EMAIL_VERIFIED),
      userWith(SignupStatus.ELIGIBILITY_VERIFIED, '06139992'),
    ]) {
      store.dispatch(loaded(user));
      expect(store.getState().signupStatus.status).toBe(user.signupStatus);
      expect(agrees(store)).toBe(true);
    }
  });

  it('keeps agreeing when a reload fails (both keep the last user) and empties with the user on logout', () => {
    const store = setupStore();
    store.dispatch(loaded(userWith(SignupStatus.EMAIL_VERIFIED)));
    store.dispatch(loadCurrentUser.rejected(null, 'request-id', undefined, { name: 'NoIdTokenError', message: 'x' }));
    expect(store.getState().signupStatus.status).toBe(SignupStatus.EMAIL_VERIFIED);
    expect(agrees(store)).toBe(true);
    store.dispatch(userLoggedOut());
    expect(store.getState().signupStatus.status).toBeUndefined();
    expect(store.getState().currentUser.user).toBeUndefined();
  });

  it('empties with the user on a sign-out from the sign-out page too', () => {
    const store = setupStore();
    store.dispatch(loaded(userWith(SignupStatus.ELIGIBILITY_VERIFIED, '06139992')));
    store.dispatch(signOut.fulfilled(undefined, 'request-id'));
    expect(store.getState().currentUser.user).toBeUndefined();
    expect(store.getState().signupStatus.status).toBeUndefined();
  });
});
