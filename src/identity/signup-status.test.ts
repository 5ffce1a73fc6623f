import { meEligibleNoneAgreed, meNewMember } from '../../mocks/fixtures';
import { setupStore } from '../../mocks/store';
import { SignupStatus } from '../lib/signup-status';
import { userLoggedOut } from './actions';
import { loadCurrentUser, type CurrentUser } from './current-user';
import { selectCurrentUser, selectSignupStatus } from './current-user-slice';

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

const loaded = (user: CurrentUser) =>
  loadCurrentUser.fulfilled({ user, cacheKey: `key-${user.signupStatus}`, loadedAt: 1 }, 'request-id');

describe('signup status (selectSignupStatus, derived from the current user)', () => {
  it('follows every loaded current user', () => {
    const store = setupStore();
    expect(selectSignupStatus(store.getState())).toBeUndefined();
    for (const user of [
      userWith(SignupStatus.EMAIL_NOT_VERIFIED),
      userWith(SignupStatus.EMAIL_VERIFIED),
      userWith(SignupStatus.ELIGIBILITY_VERIFIED, '06139992'),
    ]) {
      store.dispatch(loaded(user));
      expect(selectSignupStatus(store.getState())).toBe(user.signupStatus);
    }
  });

  it('keeps the last user’s status when a reload fails and empties with the user on logout', () => {
    const store = setupStore();
    store.dispatch(loaded(userWith(SignupStatus.EMAIL_VERIFIED)));
    store.dispatch(loadCurrentUser.rejected(null, 'request-id', undefined, { name: 'NoIdTokenError', message: 'x' }));
    expect(selectSignupStatus(store.getState())).toBe(SignupStatus.EMAIL_VERIFIED);
    store.dispatch(userLoggedOut());
    expect(selectSignupStatus(store.getState())).toBeUndefined();
    expect(selectCurrentUser(store.getState())).toBeUndefined();
  });
});
