import { waitFor } from '@testing-library/react';
import * as Auth from 'aws-amplify/auth';
import { ja } from '../../i18n/ja';
import { selectSignInFollowUp } from '../../identity/auth-slice';
import { originatingServiceSet } from '../../routing/navigation-context-slice';
import { signInMember } from '../../../mocks/amplify-session';
import { meAllAgreed } from '../../../mocks/fixtures';
import { mockOperation } from '../../../mocks/mock-operation';
import { server } from '../../../mocks/server';
import { setupStore } from '../../../mocks/store';
import { carryPickedPasskey, passkeySigninErrorMessage } from './passkey-signin';

describe('the passkey sign-in wording', () => {
  it('asks the member to wait when the identity service refuses for its quota, as the password sign-in does', () => {
    expect(passkeySigninErrorMessage({ name: 'TooManyRequestsException', message: 'Rate exceeded' })).toBe(
      ja.busy.signin,
    );
  });

  it('keeps its own words for a refused passkey', () => {
    expect(
      passkeySigninErrorMessage({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' }),
    ).toBe(ja.passkeys.signinFailed);
  });
});

describe('a picked passkey’s sign-in carried on without the sign-in page', () => {
  const USERNAME = '5f0c7e1a-member-sub';
  const passkeyFlow = { authFlowType: 'USER_AUTH', preferredChallenge: 'WEB_AUTHN' };

  beforeEach(() => {
    jest.clearAllMocks();
    // The member's reads leave with the tokens.
    server.use(mockOperation('getMe', meAllAgreed));
  });

  it('signs the picked member in, does what every sign-in does, and goes on to the service list', async () => {
    jest.mocked(Auth.signIn).mockImplementation(async () => {
      signInMember();
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
    });
    const store = setupStore();
    const navigate = jest.fn(() => Promise.resolve());
    await expect(carryPickedPasskey(store, USERNAME, navigate)).resolves.toEqual({ next: 'DONE' });
    expect(Auth.signIn).toHaveBeenCalledWith({ username: USERNAME, options: passkeyFlow });
    expect(navigate).toHaveBeenCalledWith('/account');
    expect(selectSignInFollowUp(store.getState())).toEqual({ afterPasswordReset: false });
  });

  it('goes on to the service the member came from', async () => {
    jest.mocked(Auth.signIn).mockImplementation(async () => {
      signInMember();
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
    });
    const store = setupStore();
    store.dispatch(originatingServiceSet('otc'));
    // Its entry has no frame to show meanwhile: the navigation is waited for.
    let navigated: () => void = () => undefined;
    const navigate = jest.fn(() => new Promise<void>((resolve) => (navigated = resolve)));
    const carried = carryPickedPasskey(store, USERNAME, navigate);
    let done = false;
    void carried.then(() => (done = true));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account/otc'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(false);
    navigated();
    await expect(carried).resolves.toEqual({ next: 'DONE' });
  });

  it.each([
    [
      'no passkey (the choice of first factor)',
      async () => ({
        isSignedIn: false,
        nextStep: { signInStep: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION', availableChallenges: ['PASSWORD_SRP'] },
      }),
      { error: ja.passkeys.signinNoPasskey },
    ],
    [
      'a cancelled ceremony',
      async () => {
        throw Object.assign(new Error('cancelled'), { name: 'PasskeyAuthenticationCanceled' });
      },
      { error: ja.passkeys.signinCanceled },
    ],
    [
      'the SMS step',
      async () => ({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE' } }),
      { next: 'SMS_CODE' },
    ],
  ])('%s: stays on the sign-in page, which is given what to show', async (_label, outcome, left) => {
    jest.mocked(Auth.signIn).mockImplementation(outcome as unknown as typeof Auth.signIn);
    const navigate = jest.fn(() => Promise.resolve());
    await expect(carryPickedPasskey(setupStore(), USERNAME, navigate)).resolves.toEqual(left);
    expect(navigate).not.toHaveBeenCalled();
  });
});
