import * as Auth from 'aws-amplify/auth';
import { setupStore } from '../../mocks/store';
import { signIn } from './auth-calls';
import { passkeySignIn } from './passkey-signin-call';
import { nextStepOf } from './amplify';

const answering = (signInStep: string) =>
  jest.mocked(Auth.signIn).mockResolvedValue({ isSignedIn: false, nextStep: { signInStep } } as never);

describe('the next step of a sign-in the member starts', () => {
  it('names the steps the flow knows and calls any other UNSUPPORTED, an inherited property name included', () => {
    const names = { DONE: 'DONE', CONFIRM_SIGN_IN_WITH_SMS_CODE: 'SMS_CODE' } as const;
    expect(nextStepOf('CONFIRM_SIGN_IN_WITH_SMS_CODE', names)).toBe('SMS_CODE');
    expect(nextStepOf('CONTINUE_SIGN_IN_WITH_TOTP_SETUP', names)).toBe('UNSUPPORTED');
    expect(nextStepOf('toString', names)).toBe('UNSUPPORTED');
  });

  it('the password sign-in: DONE, the sign-up code, the SMS code, else UNSUPPORTED', async () => {
    const store = setupStore();
    const nextAfter = async (step: string) => {
      answering(step);
      const result = await store.dispatch(signIn({ email: 'taro@example.com', password: 'Passw0rd!demo' }));
      return signIn.fulfilled.match(result) ? result.payload.next : result.type;
    };
    expect(await nextAfter('DONE')).toBe('DONE');
    expect(await nextAfter('CONFIRM_SIGN_UP')).toBe('CONFIRM_SIGN_UP');
    expect(await nextAfter('CONFIRM_SIGN_IN_WITH_SMS_CODE')).toBe('SMS_CODE');
    expect(await nextAfter('CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION')).toBe('UNSUPPORTED');
    expect(jest.mocked(Auth.signIn)).toHaveBeenLastCalledWith(
      expect.objectContaining({ username: 'taro@example.com', password: 'Passw0rd!demo' }),
    );
  });

  it('the passkey sign-in: DONE, no passkey (the choice of first factor), the SMS code, else UNSUPPORTED', async () => {
    const store = setupStore();
    const nextAfter = async (step: string) => {
      answering(step);
      const result = await store.dispatch(passkeySignIn({ email: 'Taro@Example.com' }));
      return passkeySignIn.fulfilled.match(result) ? result.payload.next : result.type;
    };
    expect(await nextAfter('DONE')).toBe('DONE');
    expect(await nextAfter('CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION')).toBe('NO_PASSKEY');
    expect(await nextAfter('CONFIRM_SIGN_IN_WITH_SMS_CODE')).toBe('SMS_CODE');
    expect(await nextAfter('CONFIRM_SIGN_UP')).toBe('UNSUPPORTED');
    expect(jest.mocked(Auth.signIn)).toHaveBeenLastCalledWith({
      username: 'taro@example.com',
      options: { authFlowType: 'USER_AUTH', preferredChallenge: 'WEB_AUTHN' },
    });
  });
});
