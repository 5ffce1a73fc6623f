import * as Auth from 'aws-amplify/auth';
import { setupStore } from '../../mocks/store';
import { passkeySignIn } from './passkey-signin-call';

/** Amplify keeps its pending sign-in, with the typed address, in sessionStorage as it starts one. */
const pendingSignIn = () => Object.keys(sessionStorage).filter((key) => key.startsWith('CognitoSignInState.'));
const amplifyStarts = (outcome: () => Promise<Awaited<ReturnType<typeof Auth.signIn>>>) =>
  jest.mocked(Auth.signIn).mockImplementation(async () => {
    sessionStorage.setItem('CognitoSignInState.username', 'hanako@example.com');
    sessionStorage.setItem('CognitoSignInState.signInSession', 'session');
    return outcome();
  });

beforeEach(() => sessionStorage.clear());

describe('a passkey sign-in leaves no pending sign-in behind when it does not go on', () => {
  it.each([
    ['cancelled by the member', 'PasskeyCanceled'],
    ['refused by the service', 'NotAuthorizedException'],
  ])('the ceremony %s: Amplify’s pending sign-in with the address is removed', async (_label, name) => {
    amplifyStarts(async () => {
      throw Object.assign(new Error('no'), { name });
    });
    const result = await setupStore().dispatch(passkeySignIn({ email: 'hanako@example.com' }));
    expect(passkeySignIn.rejected.match(result)).toBe(true);
    expect(pendingSignIn()).toEqual([]);
  });

  it('no passkey for the address (the choice of first factor): removed too', async () => {
    amplifyStarts(async () => ({
      isSignedIn: false,
      nextStep: { signInStep: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION', availableChallenges: ['PASSWORD_SRP'] },
    }));
    const result = await setupStore().dispatch(passkeySignIn({ email: 'hanako@example.com' }));
    expect(result.payload).toEqual({ next: 'NO_PASSKEY' });
    expect(pendingSignIn()).toEqual([]);
  });

  it('an SMS step still to come keeps it: the code is confirmed with it', async () => {
    amplifyStarts(
      async () =>
        ({
          isSignedIn: false,
          nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE' },
        }) as never,
    );
    const result = await setupStore().dispatch(passkeySignIn({ email: 'hanako@example.com' }));
    expect(result.payload).toEqual({ next: 'SMS_CODE' });
    expect(pendingSignIn()).toHaveLength(2);
  });
});
