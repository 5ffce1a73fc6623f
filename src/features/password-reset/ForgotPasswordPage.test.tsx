import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Auth from 'aws-amplify/auth';
import { format } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { renderRoute } from '../../../mocks/render';

const emailField = () => screen.getByRole('textbox', { name: new RegExp(`^${ja.common.email}`) }) as HTMLInputElement;
const send = () => userEvent.click(screen.getByRole('button', { name: ja.passwordReset.send }));
const failWith = (name: string, message: string) =>
  jest.mocked(Auth.resetPassword).mockRejectedValue(Object.assign(new Error(message), { name }));

const open = async () => {
  const rendered = renderRoute('/forgot-password');
  await screen.findByRole('heading', { level: 1, name: ja.passwordReset.heading });
  return rendered;
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(Auth.fetchAuthSession).mockResolvedValue({ tokens: undefined } as Auth.AuthSession);
});

describe('forgot password', () => {
  it('sends the code and goes to the submit screen with the address in navigation state, not in the URL', async () => {
    jest.mocked(Auth.resetPassword).mockResolvedValue({
      isPasswordReset: false,
      nextStep: { resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE', codeDeliveryDetails: {} },
    });
    const { router } = await open();
    await userEvent.type(emailField(), '  member@example.com ');
    await send();
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password-submit'));
    expect(Auth.resetPassword).toHaveBeenCalledWith({ username: 'member@example.com' });
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toEqual({ email: 'member@example.com' });
    expect(
      await screen.findByText(new RegExp(format(ja.passwordReset.codeSentTo, { email: 'member@example.com' }))),
    ).toBeInTheDocument();
  });

  it('refuses an empty or malformed address without calling the identity service', async () => {
    await open();
    await send();
    expect(await screen.findByText(ja.validation.emailRequired)).toBeInTheDocument();
    await userEvent.type(emailField(), 'not-an-address');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.validation.emailRefused);
    expect(emailField().value).toBe('');
    expect(Auth.resetPassword).not.toHaveBeenCalled();
  });

  it('normalises a full-width address with capitals before the reset call and carries it on', async () => {
    jest.mocked(Auth.resetPassword).mockResolvedValue({
      isPasswordReset: false,
      nextStep: { resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE', codeDeliveryDetails: {} },
    });
    const { router } = await open();
    await userEvent.type(emailField(), 'Ｍｅｍｂｅｒ＠Example.com ');
    await send();
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password-submit'));
    expect(Auth.resetPassword).toHaveBeenCalledWith({ username: 'member@example.com' });
    expect(router.state.location.state).toEqual({ email: 'member@example.com' });
  });

  it('UserNotFoundException: "パスワードのリセットが出来ませんでした。" and the address is cleared', async () => {
    failWith('UserNotFoundException', 'Username/client id combination not found.');
    const { router } = await open();
    await userEvent.type(emailField(), 'nobody@example.com');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.passwordReset.userNotFound);
    await waitFor(() => expect(emailField().value).toBe(''));
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('any other error: the communication-error message with its name and message, the address kept', async () => {
    failWith('InternalErrorException', 'Boom');
    await open();
    await userEvent.type(emailField(), 'member@example.com');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      format(ja.errors.communicationWithDetail, { name: 'InternalErrorException', message: 'Boom' }),
    );
    expect(emailField().value).toBe('member@example.com');
  });

  it('sends once while busy, with the busy label', async () => {
    let finish: () => void = () => undefined;
    jest.mocked(Auth.resetPassword).mockImplementation(
      () =>
        new Promise((resolve) => {
          finish = () =>
            resolve({
              isPasswordReset: false,
              nextStep: { resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE', codeDeliveryDetails: {} },
            });
        }),
    );
    await open();
    await userEvent.type(emailField(), 'member@example.com');
    await send();
    const busy = await screen.findByRole('button', { name: new RegExp(ja.common.busy) });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    expect(Auth.resetPassword).toHaveBeenCalledTimes(1);
    finish();
    await screen.findByRole('heading', { level: 1, name: ja.passwordReset.heading });
  });

  it('links back to sign-in', async () => {
    await open();
    expect(screen.getByRole('link', { name: ja.passwordReset.toSignin })).toHaveAttribute('href', '/signin');
  });
});
