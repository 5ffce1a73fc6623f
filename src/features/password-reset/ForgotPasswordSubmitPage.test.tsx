import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Auth from 'aws-amplify/auth';
import { mockOperation } from '../../../mocks/mock-operation';
import { meAllAgreed } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { format } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/account-notices';
import { setupStore } from '../../../mocks/store';
import { selectAuthStatus } from '../../identity/auth-slice';
import { retriedThenRejected } from '../../../mocks/amplify-retries';
import { renderRoute } from '../../../mocks/render';
import { pasteInto } from '../../../mocks/paste-into';

const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()（）]/g, '.')}\\s*\\*?$`), {
    selector: 'input',
  }) as HTMLInputElement;
const submit = () => userEvent.click(screen.getByRole('button', { name: ja.passwordReset.submit }));
const failWith = (name: string, message: string) =>
  jest.mocked(Auth.confirmResetPassword).mockRejectedValue(Object.assign(new Error(message), { name }));
const NEW_PASSWORD = 'Passw0rd!new';

/** Opens the submit screen as the forgot-password screen leaves it: the address in navigation state. */
const open = async (email = 'member@example.com') => {
  const store = setupStore();
  const rendered = renderRoute('/forgot-password', { store });
  await screen.findByRole('heading', { level: 1, name: ja.passwordReset.heading });
  await act(() => rendered.router.navigate('/forgot-password-submit', { state: { email } }));
  await screen.findByRole('button', { name: ja.passwordReset.submit });
  return rendered;
};

const fill = async (code = '123456', password = NEW_PASSWORD, confirmation = password) => {
  await userEvent.type(input(ja.common.confirmationCode), code);
  await pasteInto(input(ja.common.newPassword), password);
  await pasteInto(input(ja.common.passwordConfirmation), confirmation);
};

const signedOut = { tokens: undefined } as Auth.AuthSession;
const signedIn = {
  tokens: {
    idToken: { payload: { sub: 'sub-1', iat: 1, auth_time: 1 }, toString: () => 'id' },
    accessToken: { payload: {} },
  },
} as unknown as Auth.AuthSession;

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(Auth.fetchAuthSession).mockResolvedValue(signedOut);
});

describe('forgot password submit', () => {
  it('fills the address from navigation state and says where the code went', async () => {
    await open();
    expect(input(ja.common.email).value).toBe('member@example.com');
    expect(
      screen.getByText(new RegExp(format(ja.passwordReset.codeSentTo, { email: 'member@example.com' }))),
    ).toBeInTheDocument();
  });

  it('shows the live match message', async () => {
    await open();
    await fill('123456', NEW_PASSWORD, 'Passw0rd!ne');
    expect(screen.getByText(ja.common.passwordMismatch)).toBeInTheDocument();
    await userEvent.type(input(ja.common.passwordConfirmation), 'w');
    expect(screen.getByText(ja.common.passwordMatch)).toBeInTheDocument();
  });

  it.each([
    ['', ja.validation.codeRequired],
    ['12345', ja.validation.sixDigits],
    ['1234567', ja.validation.sixDigits],
    ['12a456', ja.validation.sixDigits],
  ])('refuses the code %p with its message, without calling the identity service', async (code, message) => {
    await open();
    await fill(code || ' ');
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(Auth.confirmResetPassword).not.toHaveBeenCalled();
  });

  it('refuses a password that breaks the rules before any call: the condition message, both fields cleared, the rest kept', async () => {
    await open();
    await fill('123456', 'short', 'short');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.passwordReset.passwordConditions);
    expect(input(ja.common.newPassword).value).toBe('');
    expect(input(ja.common.passwordConfirmation).value).toBe('');
    expect(input(ja.common.confirmationCode).value).toBe('123456');
    expect(input(ja.common.email).value).toBe('member@example.com');
    expect(Auth.confirmResetPassword).not.toHaveBeenCalled();
  });

  it('refuses a confirmation that differs (fields kept) and an address that is not one (cleared)', async () => {
    await open('');
    await pasteInto(input(ja.common.email), 'member@');
    await fill('123456', NEW_PASSWORD, 'other');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.validation.emailRefused);
    expect(input(ja.common.email).value).toBe('');
    expect(input(ja.common.passwordConfirmation)).toHaveAttribute('aria-invalid', 'true');
    expect(input(ja.common.newPassword).value).toBe(NEW_PASSWORD);
    expect(Auth.confirmResetPassword).not.toHaveBeenCalled();
  });

  it('accepts full-width digits and spaces in the code, resets, signs in and goes to Signin with the notice', async () => {
    jest.mocked(Auth.confirmResetPassword).mockResolvedValue(undefined);
    jest.mocked(Auth.signIn).mockImplementation(async () => {
      jest.mocked(Auth.fetchAuthSession).mockResolvedValue(signedIn);
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
    });
    // Signed in, the header loads the member.
    server.use(mockOperation('getMe', meAllAgreed));
    const { router, store } = await open();
    await fill('１２３ ４５６');
    expect(input(ja.common.confirmationCode).value).toBe('123456');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(Auth.confirmResetPassword).toHaveBeenCalledWith({
      username: 'member@example.com',
      confirmationCode: '123456',
      newPassword: NEW_PASSWORD,
    });
    expect(Auth.signIn).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'member@example.com', password: NEW_PASSWORD }),
    );
    expect(await screen.findByText(ja.passwordReset.completed)).toBeInTheDocument();
    await waitFor(() => expect(selectAuthStatus(store.getState())).toBe('signedIn'));
    // Signed in: Signin offers to continue with this account.
    expect(await screen.findByRole('button', { name: ja.signin.continueWithAccount })).toBeInTheDocument();
  });

  it('continuing with the session the reset signed in offers to remove every passkey (its sign-in follow-up)', async () => {
    jest.mocked(Auth.confirmResetPassword).mockResolvedValue(undefined);
    jest.mocked(Auth.signIn).mockImplementation(async () => {
      jest.mocked(Auth.fetchAuthSession).mockResolvedValue(signedIn);
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
    });
    jest.mocked(Auth.listWebAuthnCredentials).mockResolvedValue({
      credentials: [{ credentialId: 'old', friendlyCredentialName: 'MacBook', createdAt: new Date(0) }],
    } as never);
    server.use(mockOperation('getMe', meAllAgreed));
    await open();
    await fill();
    await submit();
    await userEvent.click(await screen.findByRole('button', { name: ja.signin.continueWithAccount }));
    expect(await screen.findByText(ja.accountNotices.afterPasswordReset)).toBeInTheDocument();
    expect(Auth.listWebAuthnCredentials).toHaveBeenCalledTimes(1);
  });

  it('an SMS member still owes the second step: Signin starts over with the address filled in', async () => {
    jest.mocked(Auth.confirmResetPassword).mockResolvedValue(undefined);
    jest
      .mocked(Auth.signIn)
      .mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE' } });
    const { router } = await open();
    await fill();
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(await screen.findByText(ja.passwordReset.completed)).toBeInTheDocument();
    expect(input(ja.common.email).value).toBe('member@example.com');
  });

  it('InvalidPasswordException: the condition message, both password fields cleared', async () => {
    failWith(
      'InvalidPasswordException',
      'Password does not conform to policy: Password must have uppercase characters',
    );
    await open();
    await fill();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.passwordReset.passwordConditions);
    await waitFor(() => expect(input(ja.common.newPassword).value).toBe(''));
    expect(input(ja.common.passwordConfirmation).value).toBe('');
    expect(input(ja.common.confirmationCode).value).toBe('123456');
  });

  it('UserNotFoundException: asks for the address that received the code and clears it', async () => {
    failWith('UserNotFoundException', 'Username/client id combination not found.');
    await open();
    await fill();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.passwordReset.userNotFoundAtSubmit);
    await waitFor(() => expect(input(ja.common.email).value).toBe(''));
    expect(input(ja.common.newPassword).value).toBe(NEW_PASSWORD);
  });

  it.each([['CodeMismatchException'], ['ExpiredCodeException']])(
    '%s: the code could not be confirmed, and only the code is cleared',
    async (name) => {
      failWith(name, 'Invalid verification code provided, please try again.');
      await open();
      await fill();
      await submit();
      expect(await screen.findByRole('alert')).toHaveTextContent(ja.passwordReset.codeMismatch);
      await waitFor(() => expect(input(ja.common.confirmationCode).value).toBe(''));
      expect(input(ja.common.email).value).toBe('member@example.com');
      expect(input(ja.common.newPassword).value).toBe(NEW_PASSWORD);
    },
  );

  it('a retried reset that finds its code used says the password may already be reset and how to check, not "wrong code"', async () => {
    jest
      .mocked(Auth.confirmResetPassword)
      .mockImplementation(
        retriedThenRejected(
          'ConfirmForgotPassword',
          'CodeMismatchException',
          'Invalid verification code provided, please try again.',
        ),
      );
    await open();
    await fill();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.mayHaveSucceeded.password);
    expect(screen.queryByText(ja.passwordReset.codeMismatch)).not.toBeInTheDocument();
  });

  it('any other error: the communication-error message with name and message, nothing cleared', async () => {
    failWith('InternalErrorException', 'Boom');
    await open();
    await fill();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      format(ja.errors.communicationWithDetail, { name: 'InternalErrorException', message: 'Boom' }),
    );
    expect(input(ja.common.confirmationCode).value).toBe('123456');
    expect(input(ja.common.newPassword).value).toBe(NEW_PASSWORD);
  });
});
