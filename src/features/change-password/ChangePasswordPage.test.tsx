import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Auth from 'aws-amplify/auth';
import { mockOperation } from '../../../mocks/mock-operation';
import { meAllAgreed } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { format } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { networkLost, retriedThenRejected } from '../../../mocks/amplify-retries';
import { signInMember } from '../../../mocks/amplify-session';
import { renderRoute } from '../../../mocks/render';
import { pasteInto } from '../../../mocks/paste-into';

const failWith = (name: string, message: string) =>
  jest.mocked(Auth.updatePassword).mockRejectedValue(Object.assign(new Error(message), { name }));

// The label also holds the required marker.
const field = (name: string) =>
  screen.getByLabelText(new RegExp(`^${name.replace(/[()（）]/g, '.')}\\s*\\*?$`), {
    selector: 'input',
  }) as HTMLInputElement;

const open = async () => {
  signInMember();
  server.use(mockOperation('getMe', meAllAgreed));
  const rendered = renderRoute('/account/change-password');
  await screen.findByRole('heading', { level: 1, name: ja.changePassword.heading });
  return rendered;
};

const fill = async (current: string, next: string, reentry = next) => {
  await pasteInto(field(ja.changePassword.currentPassword), current);
  await pasteInto(field(ja.changePassword.newPassword), next);
  await pasteInto(field(ja.changePassword.reentry), reentry);
};

const submit = () => userEvent.click(screen.getByRole('button', { name: ja.changePassword.submit }));

beforeEach(() => jest.clearAllMocks());

describe('change password', () => {
  it('shows the four hints and the live confirmation feedback', async () => {
    await open();
    for (const hint of Object.values(ja.passwordHints)) expect(screen.getByText(hint)).toBeInTheDocument();
    await fill('Passw0rd!old', 'Passw0rd!new', 'Passw0rd!ne');
    expect(screen.getByText(ja.changePassword.confirmationDiffers)).toBeInTheDocument();
    await userEvent.type(field(ja.changePassword.reentry), 'w');
    expect(screen.getByText(ja.changePassword.confirmationOk)).toBeInTheDocument();
  });

  it('refuses an empty form and a new password that breaks the rules, without calling the identity service', async () => {
    await open();
    await submit();
    expect(screen.getByText(ja.validation.currentPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(ja.validation.passwordRequired)).toBeInTheDocument();
    await fill('Passw0rd!old', 'short');
    await submit();
    // Section 8: the conditions message, new password and re-entry cleared, the current password kept.
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.changePassword.notSatisfied);
    expect(field(ja.changePassword.newPassword).value).toBe('');
    expect(field(ja.changePassword.reentry).value).toBe('');
    expect(field(ja.changePassword.currentPassword).value).toBe('Passw0rd!old');
    expect(Auth.updatePassword).not.toHaveBeenCalled();
  });

  it('changes the password, shows the success modal with the way back to settings, and clears the fields', async () => {
    jest.mocked(Auth.updatePassword).mockResolvedValue(undefined);
    const { router } = await open();
    await fill('Passw0rd!old', 'Passw0rd!new');
    await submit();
    const dialog = await screen.findByRole('alertdialog', { name: ja.changePassword.success });
    expect(Auth.updatePassword).toHaveBeenCalledWith({ oldPassword: 'Passw0rd!old', newPassword: 'Passw0rd!new' });
    await waitFor(() => expect(field(ja.changePassword.currentPassword).value).toBe(''));
    expect(field(ja.changePassword.newPassword).value).toBe('');
    expect(field(ja.changePassword.reentry).value).toBe('');
    await userEvent.click(within(dialog).getByRole('button', { name: ja.changePassword.backToSettings }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/settings'));
  });

  it.each([
    ['NotAuthorizedException', 'Incorrect username or password.'],
    [
      'InvalidParameterException',
      "1 validation error detected: Value at 'previousPassword' failed to satisfy constraint",
    ],
  ])('%s: the current password is wrong, and only it is cleared', async (name, message) => {
    failWith(name, message);
    await open();
    await fill('Passw0rd!bad', 'Passw0rd!new');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.changePassword.wrongCurrentPassword);
    await waitFor(() => expect(field(ja.changePassword.currentPassword).value).toBe(''));
    expect(field(ja.changePassword.newPassword).value).toBe('Passw0rd!new');
    expect(field(ja.changePassword.reentry).value).toBe('Passw0rd!new');
  });

  it('InvalidPasswordException: the conditions are not met; new password and re-entry are cleared', async () => {
    failWith(
      'InvalidPasswordException',
      'Password did not conform with policy: Password must have uppercase characters',
    );
    await open();
    await fill('Passw0rd!old', 'Passw0rd!new');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.changePassword.notSatisfied);
    await waitFor(() => expect(field(ja.changePassword.newPassword).value).toBe(''));
    expect(field(ja.changePassword.reentry).value).toBe('');
    expect(field(ja.changePassword.currentPassword).value).toBe('Passw0rd!old');
  });

  it('LimitExceededException: asks to retry later and keeps what was typed', async () => {
    failWith('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
    await open();
    await fill('Passw0rd!old', 'Passw0rd!new');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.changePassword.rateLimited);
    expect(field(ja.changePassword.currentPassword).value).toBe('Passw0rd!old');
    expect(field(ja.changePassword.newPassword).value).toBe('Passw0rd!new');
  });

  it('a retried change that hears "wrong password" while the new password is in force is a success', async () => {
    jest
      .mocked(Auth.updatePassword)
      .mockImplementationOnce(
        retriedThenRejected('ChangePassword', 'NotAuthorizedException', 'Incorrect username or password.'),
      )
      .mockResolvedValueOnce(undefined); // the state check: the new password changed to itself
    await open();
    await fill('Passw0rd!old', 'Passw0rd!new');
    await submit();
    await screen.findByRole('alertdialog', { name: ja.changePassword.success });
    expect(Auth.updatePassword).toHaveBeenLastCalledWith({ oldPassword: 'Passw0rd!new', newPassword: 'Passw0rd!new' });
    expect(screen.queryByText(ja.changePassword.wrongCurrentPassword)).not.toBeInTheDocument();
  });

  it('a retried change whose state cannot be read says the password may already be changed and how to check', async () => {
    jest
      .mocked(Auth.updatePassword)
      .mockImplementationOnce(
        retriedThenRejected('ChangePassword', 'NotAuthorizedException', 'Incorrect username or password.'),
      )
      .mockRejectedValueOnce(networkLost());
    await open();
    await fill('Passw0rd!old', 'Passw0rd!new');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.mayHaveSucceeded.password);
    expect(field(ja.changePassword.currentPassword).value).toBe('Passw0rd!old');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a retried change with a really wrong current password still says so (the new password is not in force)', async () => {
    jest
      .mocked(Auth.updatePassword)
      .mockImplementationOnce(
        retriedThenRejected('ChangePassword', 'NotAuthorizedException', 'Incorrect username or password.'),
      )
      .mockRejectedValueOnce(
        Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }),
      );
    await open();
    await fill('Passw0rd!bad', 'Passw0rd!new');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.changePassword.wrongCurrentPassword);
  });

  it('any other error: the communication-error message with its name and message', async () => {
    failWith('InternalErrorException', 'Something broke');
    await open();
    await fill('Passw0rd!old', 'Passw0rd!new');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      format(ja.errors.communicationWithDetail, { name: 'InternalErrorException', message: 'Something broke' }),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
