import { loadIdentity, nextStepOf, startSignIn } from './amplify';
import { currentEnvironment } from '../config/env';
import { normalizeEmail } from '../lib/email';
import { identityThunk } from './thunk';

const authFlowType = () => currentEnvironment.identity.authFlowType;

export type SignInNext = 'DONE' | 'CONFIRM_SIGN_UP' | 'SMS_CODE' | 'UNSUPPORTED';

const nextOf = (step: string): SignInNext =>
  nextStepOf(step, { DONE: 'DONE', CONFIRM_SIGN_UP: 'CONFIRM_SIGN_UP', CONFIRM_SIGN_IN_WITH_SMS_CODE: 'SMS_CODE' });

export const signIn = identityThunk(
  'public',
  'signIn',
  async ({ email, password }: { email: string; password: string }) => {
    const step = await startSignIn({
      username: normalizeEmail(email),
      password,
      options: { authFlowType: authFlowType() },
    });
    return { next: nextOf(step) };
  },
);

export const confirmSignInCode = identityThunk('public', 'confirmSignIn', async (code: string) => {
  const Auth = await loadIdentity();
  const result = await Auth.confirmSignIn({ challengeResponse: code });
  return { next: nextOf(result.nextStep.signInStep) };
});

export const signUp = identityThunk(
  'public',
  'signUp',
  async ({ email, password }: { email: string; password: string }) => {
    const Auth = await loadIdentity();
    // The e-mail is both the username and the e-mail attribute, normalized before every identity call.
    const username = normalizeEmail(email);
    return Auth.writes.signUp({ username, password });
  },
);

export const confirmSignUp = identityThunk(
  'public',
  'confirmSignUp',
  async ({ email, code }: { email: string; code: string }) => {
    const Auth = await loadIdentity();
    await Auth.writes.confirmSignUp({ username: normalizeEmail(email), code });
  },
);

export const resendSignUpCode = identityThunk('public', 'resendSignUpCode', async (email: string) => {
  const Auth = await loadIdentity();
  await Auth.writes.resendSignUpCode(normalizeEmail(email));
});

export const signOut = identityThunk('public', 'signOut', async () => {
  const Auth = await loadIdentity();
  await Auth.signOut();
});
