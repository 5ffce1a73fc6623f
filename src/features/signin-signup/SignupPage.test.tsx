import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Auth from 'aws-amplify/auth';
import { mockOperation } from '../../../mocks/mock-operation';
import { meAllAgreed } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { format } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { heldAmplifyCall, pressBusyButton } from '../../../mocks/held-call';
import { escapeRegExp } from '../../../mocks/regexp';
import { retriedThenRejected, networkLost } from '../../../mocks/amplify-retries';
import { signInMember } from '../../../mocks/amplify-session';
import { renderRoute } from '../../../mocks/render';
import '../../i18n/screens/signup';
import { pasteInto } from '../../../mocks/paste-into';

const EMAIL = 'new.member@example.com';
const PASSWORD = 'Passw0rd!new';
const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`), { selector: 'input' }) as HTMLInputElement;
const rejection = (name: string, message: string) => Object.assign(new Error(message), { name });
const signUpAccepted = {
  isSignUpComplete: false,
  nextStep: { signUpStep: 'CONFIRM_SIGN_UP' as const, codeDeliveryDetails: {} },
};

const open = async () => {
  server.use(mockOperation('getMe', meAllAgreed));
  const rendered = renderRoute('/signup');
  await screen.findByRole('heading', { level: 1, name: ja.titles.Signup });
  return rendered;
};

const fill = async (email = EMAIL, password = PASSWORD, confirmation = password) => {
  if (email) await pasteInto(input(ja.common.email), email);
  if (password) await pasteInto(input(ja.common.password), password);
  if (confirmation) await pasteInto(input(ja.common.passwordConfirmation), confirmation);
};
const submit = () => userEvent.click(screen.getByRole('button', { name: ja.signup.submit }));

const toConfirm = async () => {
  jest.mocked(Auth.signUp).mockResolvedValue(signUpAccepted);
  const rendered = await open();
  await fill();
  await submit();
  await screen.findByRole('heading', { level: 1, name: ja.signup.confirmHeading });
  return rendered;
};
const codeField = () =>
  screen.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(ja.common.confirmationCode)}`) }) as HTMLInputElement;

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(Auth.fetchAuthSession).mockResolvedValue({ tokens: undefined } as Auth.AuthSession);
});

describe('sign up', () => {
  it('uses the e-mail as username and as e-mail attribute, then asks for the code', async () => {
    await toConfirm();
    expect(Auth.signUp).toHaveBeenCalledWith({
      username: EMAIL,
      password: PASSWORD,
      options: { userAttributes: { email: EMAIL } },
    });
    expect(screen.getByText(format(ja.signup.codeSentTo, { email: EMAIL }))).toBeInTheDocument();
  });

  it("moves focus to the code step's heading (the submit button that had focus is gone)", async () => {
    await toConfirm();
    expect(screen.getByRole('heading', { level: 1, name: ja.signup.confirmHeading })).toHaveFocus();
  });

  it('validates: required fields, e-mail format, password rules, matching confirmation (with the live message)', async () => {
    await open();
    await submit();
    expect(await screen.findByText(ja.validation.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(ja.validation.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(ja.validation.passwordConfirmationRequired)).toBeInTheDocument();
    await fill(EMAIL, PASSWORD, 'other');
    await submit();
    expect(await screen.findByText(ja.common.passwordMismatch, { selector: 'p' })).toBeInTheDocument();
    expect(input(ja.common.passwordConfirmation)).toHaveAttribute('aria-invalid', 'true');
    expect(input(ja.common.password)).toHaveAttribute('autocomplete', 'new-password');
    expect(Auth.signUp).not.toHaveBeenCalled();
  });

  it('refused before any call (section 8 clearing rules): a policy-breaking password clears both fields, a non-address clears the address', async () => {
    await open();
    await fill('bad-address', 'short', 'short');
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ja.signup.passwordConditions);
    expect(alert).toHaveTextContent(ja.validation.emailRefused);
    expect(input(ja.common.email).value).toBe('');
    expect(input(ja.common.password).value).toBe('');
    expect(input(ja.common.passwordConfirmation).value).toBe('');
    expect(Auth.signUp).not.toHaveBeenCalled();
  });

  it('a password the policy refuses with a good address: only the passwords are cleared', async () => {
    await open();
    await fill(EMAIL, 'nodigitsatall', 'nodigitsatall');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.signup.passwordConditions);
    expect(input(ja.common.password).value).toBe('');
    expect(input(ja.common.passwordConfirmation).value).toBe('');
    expect(input(ja.common.email).value).toBe(EMAIL);
    expect(Auth.signUp).not.toHaveBeenCalled();
  });

  it('signs up a full-width address with capitals as its half-width lower-case form', async () => {
    jest.mocked(Auth.signUp).mockResolvedValue(signUpAccepted);
    await open();
    await fill('Ｎｅｗ．Ｍｅｍｂｅｒ＠ｅｘａｍｐｌｅ．ｃｏｍ ');
    await submit();
    await waitFor(() =>
      expect(Auth.signUp).toHaveBeenCalledWith({
        username: EMAIL,
        password: PASSWORD,
        options: { userAttributes: { email: EMAIL } },
      }),
    );
  });

  it('InvalidPasswordException: the condition message, both password fields cleared, the address kept', async () => {
    jest
      .mocked(Auth.signUp)
      .mockRejectedValue(rejection('InvalidPasswordException', 'Password did not conform with policy'));
    await open();
    await fill();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.signup.passwordConditions);
    await waitFor(() => expect(input(ja.common.password).value).toBe(''));
    expect(input(ja.common.passwordConfirmation).value).toBe('');
    expect(input(ja.common.email).value).toBe(EMAIL);
  });

  it('bad e-mail format: the address is cleared and a correct half-width address asked for', async () => {
    jest.mocked(Auth.signUp).mockRejectedValue(rejection('InvalidParameterException', 'Invalid email address format.'));
    await open();
    await fill();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.signup.emailFormat);
    await waitFor(() => expect(input(ja.common.email).value).toBe(''));
    expect(input(ja.common.password).value).toBe(PASSWORD);
  });

  it('rate limit: the exact message', async () => {
    jest.mocked(Auth.signUp).mockRejectedValue(rejection('LimitExceededException', 'Attempt limit exceeded'));
    await open();
    await fill();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.errors.rateLimited);
  });

  it('existing user: "すでにこのアドレスで会員登録されています。" with a login link', async () => {
    jest
      .mocked(Auth.signUp)
      .mockRejectedValue(rejection('UsernameExistsException', 'An account with the given email already exists.'));
    await open();
    await fill();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ja.signup.alreadyRegistered);
    expect(alert.querySelector('a')).toHaveAttribute('href', '/signin');
    expect(input(ja.common.email).value).toBe(EMAIL);
  });

  it('a retried sign-up that finds the address taken (its own first attempt) goes on to the code with a note', async () => {
    jest
      .mocked(Auth.signUp)
      .mockImplementation(
        retriedThenRejected('SignUp', 'UsernameExistsException', 'An account with the given email already exists.'),
      );
    await open();
    await fill();
    await submit();
    await screen.findByRole('heading', { level: 1, name: ja.signup.confirmHeading });
    expect(screen.getByRole('status')).toHaveTextContent(ja.mayHaveSucceeded.signUpRetried);
    expect(screen.queryByText(ja.signup.alreadyRegistered)).not.toBeInTheDocument();
  });

  it('a sign-up whose every answer was lost says it may be done and how to go on, not "already registered"', async () => {
    jest.mocked(Auth.signUp).mockRejectedValue(networkLost());
    await open();
    await fill();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.mayHaveSucceeded.signUp);
  });

  it('any other error: the generic message with its name and message', async () => {
    jest.mocked(Auth.signUp).mockRejectedValue(rejection('InternalErrorException', 'Boom'));
    await open();
    await fill();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      format(ja.errors.communicationWithDetail, { name: 'InternalErrorException', message: 'Boom' }),
    );
  });

  it('signs up once while busy', async () => {
    const finish = heldAmplifyCall(Auth.signUp, signUpAccepted);
    await open();
    await fill();
    await submit();
    await pressBusyButton();
    expect(Auth.signUp).toHaveBeenCalledTimes(1);
    act(() => finish());
    await screen.findByRole('heading', { level: 1, name: ja.signup.confirmHeading });
  });

  describe('confirmation', () => {
    it('confirms with a full-width code, signs in and goes on to AccountHome', async () => {
      const { router } = await toConfirm();
      jest.mocked(Auth.confirmSignUp).mockResolvedValue({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } });
      jest.mocked(Auth.signIn).mockImplementation(async () => {
        signInMember();
        return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
      });
      await userEvent.type(codeField(), '１２３４５６');
      await userEvent.click(screen.getByRole('button', { name: ja.signup.confirm }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
      expect(Auth.confirmSignUp).toHaveBeenCalledWith({ username: EMAIL, confirmationCode: '123456' });
    });

    it.each([
      ['12345', ja.validation.sixDigits],
      ['abcdef', ja.validation.sixDigits],
    ])('refuses %p', async (typed, message) => {
      await toConfirm();
      await userEvent.type(codeField(), typed);
      await userEvent.click(screen.getByRole('button', { name: ja.signup.confirm }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(Auth.confirmSignUp).not.toHaveBeenCalled();
    });

    it('"Current status is CONFIRMED" (a retried confirmation) is the state asked for: signs in and goes on', async () => {
      const { router } = await toConfirm();
      jest
        .mocked(Auth.confirmSignUp)
        .mockImplementation(
          retriedThenRejected(
            'ConfirmSignUp',
            'NotAuthorizedException',
            'User cannot be confirmed. Current status is CONFIRMED',
          ),
        );
      jest.mocked(Auth.signIn).mockImplementation(async () => {
        signInMember();
        return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
      });
      await pasteInto(codeField(), '123456');
      await userEvent.click(screen.getByRole('button', { name: ja.signup.confirm }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
      expect(screen.queryByText(ja.signup.confirmFailed)).not.toBeInTheDocument();
    });

    it('a confirmation whose every answer was lost says it may be done and how to check, not that it failed', async () => {
      await toConfirm();
      jest.mocked(Auth.confirmSignUp).mockRejectedValue(networkLost());
      await pasteInto(codeField(), '123456');
      await userEvent.click(screen.getByRole('button', { name: ja.signup.confirm }));
      expect(await screen.findByRole('alert')).toHaveTextContent(ja.mayHaveSucceeded.confirmSignUp);
    });

    it('not-authorized: clears the code and shows a generic failure', async () => {
      await toConfirm();
      jest
        .mocked(Auth.confirmSignUp)
        .mockRejectedValue(rejection('NotAuthorizedException', 'User cannot be confirmed. Current status is DISABLED'));
      await pasteInto(codeField(), '123456');
      await userEvent.click(screen.getByRole('button', { name: ja.signup.confirm }));
      expect(await screen.findByRole('alert')).toHaveTextContent(ja.signup.confirmFailed);
      await waitFor(() => expect(codeField().value).toBe(''));
    });

    it('a wrong code is refused and cleared', async () => {
      await toConfirm();
      jest
        .mocked(Auth.confirmSignUp)
        .mockRejectedValue(rejection('CodeMismatchException', 'Invalid verification code provided, please try again.'));
      await pasteInto(codeField(), '123456');
      await userEvent.click(screen.getByRole('button', { name: ja.signup.confirm }));
      expect(await screen.findByText(ja.signup.codeMismatch)).toBeInTheDocument();
      await waitFor(() => expect(codeField().value).toBe(''));
    });

    it('resend: "送信しました" on success, its own message on failure', async () => {
      await toConfirm();
      jest
        .mocked(Auth.resendSignUpCode)
        .mockResolvedValueOnce({ destination: 'n***@e***', deliveryMedium: 'EMAIL', attributeName: 'email' });
      await userEvent.click(screen.getByRole('button', { name: ja.signup.resendCode }));
      expect(await screen.findByText(ja.signup.resent)).toBeInTheDocument();
      expect(Auth.resendSignUpCode).toHaveBeenCalledWith({ username: EMAIL });
      jest
        .mocked(Auth.resendSignUpCode)
        .mockRejectedValueOnce(rejection('LimitExceededException', 'Attempt limit exceeded'));
      await userEvent.click(screen.getByRole('button', { name: ja.signup.resendCode }));
      expect(await screen.findByRole('alert')).toHaveTextContent('LimitExceededException: Attempt limit exceeded');
    });
  });

  it('a member who already has a session goes straight on', async () => {
    signInMember();
    server.use(mockOperation('getMe', meAllAgreed));
    const { router } = renderRoute('/signup');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(Auth.signUp).not.toHaveBeenCalled();
  });
});
