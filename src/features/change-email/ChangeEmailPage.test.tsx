import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Auth from 'aws-amplify/auth';
import { HttpResponse } from 'msw';
import { mockOperation } from '../../../mocks/mock-operation';
import { meAllAgreed, serverError } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { format } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { networkLost, retriedThenRejected } from '../../../mocks/amplify-retries';
import { memberAttributes, signInMember } from '../../../mocks/amplify-session';
import { renderRoute } from '../../../mocks/render';
import { pasteInto } from '../../../mocks/paste-into';

const NEW_EMAIL = 'new.address@example.com';
const field = (name: string) =>
  screen.getByLabelText(new RegExp(`^${name}\\s*\\*?$`), { selector: 'input' }) as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: ja.changeEmail.send });
const confirmButton = () => screen.getByRole('button', { name: ja.changeEmail.confirmChange });
const rejectWith = (name: string, message: string) => Object.assign(new Error(message), { name });

let patched: unknown[];
const open = async (path = '/account/change-email', patchStatus = 204) => {
  signInMember();
  patched = [];
  server.use(
    mockOperation('getMe', meAllAgreed),
    mockOperation('updateEmail', async ({ request }) => {
      patched.push(await request.json());
      return patchStatus === 204
        ? new HttpResponse(null, { status: 204 })
        : HttpResponse.json(serverError, { status: patchStatus });
    }),
  );
  const rendered = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: ja.changeEmail.heading });
  return rendered;
};

const toStep2 = async () => {
  jest.mocked(Auth.updatePassword).mockResolvedValue(undefined);
  jest.mocked(Auth.updateUserAttributes).mockResolvedValue({} as Awaited<ReturnType<typeof Auth.updateUserAttributes>>);
  await pasteInto(field(ja.changeEmail.currentPassword), 'Passw0rd!demo');
  await pasteInto(field(ja.changeEmail.newEmail), NEW_EMAIL);
  await userEvent.click(sendButton());
  await screen.findByText(format(ja.changeEmail.step2Lead, { email: NEW_EMAIL }));
};

beforeEach(() => jest.clearAllMocks());

describe('change e-mail, step 1', () => {
  it('shows the current address, the no-reply hint, the checklist and the inquiry link', async () => {
    await open();
    expect(screen.getByText(memberAttributes.email)).toBeInTheDocument();
    expect(screen.getByText(ja.changeEmail.noReplyHint)).toBeInTheDocument();
    for (const item of ja.changeEmail.undeliveredChecklist) expect(screen.getByText(item)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ja.changeEmail.inquiryLink })).toHaveAttribute('href', '/inquiry');
  });

  it('keeps submit disabled while a field is empty or the new address is the current one', async () => {
    await open();
    expect(sendButton()).toBeDisabled();
    await pasteInto(field(ja.changeEmail.currentPassword), 'Passw0rd!demo');
    expect(sendButton()).toBeDisabled();
    await pasteInto(field(ja.changeEmail.newEmail), memberAttributes.email.toUpperCase());
    await userEvent.tab();
    expect(sendButton()).toBeDisabled();
    expect(screen.getByText(ja.changeEmail.sameAsCurrent)).toBeInTheDocument();
    await userEvent.clear(field(ja.changeEmail.newEmail));
    await pasteInto(field(ja.changeEmail.newEmail), NEW_EMAIL);
    expect(sendButton()).toBeEnabled();
  });

  it('checks the password, asks for the new address and moves to step 2', async () => {
    await open();
    await toStep2();
    expect(Auth.updatePassword).toHaveBeenCalledWith({ oldPassword: 'Passw0rd!demo', newPassword: 'Passw0rd!demo' });
    expect(Auth.updateUserAttributes).toHaveBeenCalledWith({ userAttributes: { email: NEW_EMAIL } });
  });

  it('normalises a full-width new address with capitals and spaces; one that is still not an address is cleared with the half-width message', async () => {
    jest.mocked(Auth.updatePassword).mockResolvedValue(undefined);
    jest
      .mocked(Auth.updateUserAttributes)
      .mockResolvedValue({} as Awaited<ReturnType<typeof Auth.updateUserAttributes>>);
    await open();
    await pasteInto(field(ja.changeEmail.currentPassword), 'Passw0rd!demo');
    await pasteInto(field(ja.changeEmail.newEmail), 'new.address@');
    await userEvent.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.validation.emailRefused);
    expect(field(ja.changeEmail.newEmail).value).toBe('');
    expect(Auth.updatePassword).not.toHaveBeenCalled();
    await pasteInto(field(ja.changeEmail.newEmail), ' ＮＥＷ．ａｄｄｒｅｓｓ＠Ｅｘａｍｐｌｅ．ｃｏｍ');
    await userEvent.click(sendButton());
    await screen.findByText(format(ja.changeEmail.step2Lead, { email: NEW_EMAIL }));
    expect(Auth.updateUserAttributes).toHaveBeenCalledWith({ userAttributes: { email: NEW_EMAIL } });
  });

  it('moves focus to the heading on step 2 (the send button that had focus is gone)', async () => {
    await open();
    await toStep2();
    expect(screen.getByRole('heading', { level: 1, name: ja.changeEmail.heading })).toHaveFocus();
  });

  it("a wrong password says 'the password is wrong' and keeps what was typed", async () => {
    jest
      .mocked(Auth.updatePassword)
      .mockRejectedValue(rejectWith('NotAuthorizedException', 'Incorrect username or password.'));
    await open();
    await pasteInto(field(ja.changeEmail.currentPassword), 'wrong-pass1');
    await pasteInto(field(ja.changeEmail.newEmail), NEW_EMAIL);
    await userEvent.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.changeEmail.wrongPassword);
    expect(Auth.updateUserAttributes).not.toHaveBeenCalled();
    expect(field(ja.changeEmail.newEmail).value).toBe(NEW_EMAIL);
  });

  it('other errors show their own message', async () => {
    jest.mocked(Auth.updatePassword).mockResolvedValue(undefined);
    jest
      .mocked(Auth.updateUserAttributes)
      .mockRejectedValue(rejectWith('AliasExistsException', 'An account with the given email already exists.'));
    await open();
    await pasteInto(field(ja.changeEmail.currentPassword), 'Passw0rd!demo');
    await pasteInto(field(ja.changeEmail.newEmail), NEW_EMAIL);
    await userEvent.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      format(ja.changeEmail.requestFailed, { message: 'An account with the given email already exists.' }),
    );
  });

  it('a change whose answer was lost and whose state cannot be read says it may be done and how to check', async () => {
    jest.mocked(Auth.updatePassword).mockResolvedValue(undefined);
    jest.mocked(Auth.updateUserAttributes).mockRejectedValue(networkLost());
    await open();
    jest.mocked(Auth.fetchUserAttributes).mockRejectedValueOnce(networkLost());
    await pasteInto(field(ja.changeEmail.currentPassword), 'Passw0rd!demo');
    await pasteInto(field(ja.changeEmail.newEmail), NEW_EMAIL);
    await userEvent.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.mayHaveSucceeded.setting);
  });
});

describe('change e-mail, step 2', () => {
  it('accepts only six digits', async () => {
    await open();
    await toStep2();
    expect(confirmButton()).toBeDisabled();
    await userEvent.type(field(ja.common.confirmationCode), '12345');
    await userEvent.tab();
    expect(confirmButton()).toBeDisabled();
    expect(screen.getByText(ja.validation.sixDigits)).toBeInTheDocument();
    await userEvent.type(field(ja.common.confirmationCode), '6');
    expect(confirmButton()).toBeEnabled();
  });

  it('confirms the code, records the change with old and new address, access token and code, refreshes and shows the modal', async () => {
    jest.mocked(Auth.confirmUserAttribute).mockResolvedValue(undefined);
    const { router } = await open();
    await toStep2();
    const refreshesBefore = jest
      .mocked(Auth.fetchAuthSession)
      .mock.calls.filter(([options]) => options?.forceRefresh).length;
    await userEvent.type(field(ja.common.confirmationCode), '１２３４５６');
    await userEvent.click(confirmButton());
    const dialog = await screen.findByRole('alertdialog', { name: ja.changeEmail.successTitle });
    expect(within(dialog).getByText(ja.changeEmail.success)).toBeInTheDocument();
    expect(Auth.confirmUserAttribute).toHaveBeenCalledWith({ userAttributeKey: 'email', confirmationCode: '123456' });
    expect(patched).toEqual([
      { old_email: memberAttributes.email, new_email: NEW_EMAIL, access_token: 'access-token', code: '123456' },
    ]);
    expect(
      jest.mocked(Auth.fetchAuthSession).mock.calls.filter(([options]) => options?.forceRefresh).length,
    ).toBeGreaterThan(refreshesBefore);
    await userEvent.click(within(dialog).getByRole('button', { name: ja.changeEmail.backToSettings }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/settings'));
  });

  it('a wrong code is said at the code field; nothing is recorded', async () => {
    jest
      .mocked(Auth.confirmUserAttribute)
      .mockRejectedValue(rejectWith('CodeMismatchException', 'Invalid verification code provided, please try again.'));
    await open();
    await toStep2();
    await pasteInto(field(ja.common.confirmationCode), '000000');
    await userEvent.click(confirmButton());
    expect(await screen.findByText(ja.changeEmail.codeMismatch)).toBeInTheDocument();
    expect(patched).toEqual([]);
  });

  it('a retried confirmation that finds its code used while the address is verified goes on and records the change', async () => {
    await open();
    await toStep2();
    jest.mocked(Auth.confirmUserAttribute).mockImplementation(async () => {
      jest
        .mocked(Auth.fetchUserAttributes)
        .mockResolvedValue({ ...memberAttributes, email: NEW_EMAIL, email_verified: 'true' });
      return retriedThenRejected(
        'VerifyUserAttribute',
        'CodeMismatchException',
        'Invalid verification code provided, please try again.',
      )();
    });
    await pasteInto(field(ja.common.confirmationCode), '123456');
    await userEvent.click(confirmButton());
    await screen.findByRole('alertdialog', { name: ja.changeEmail.successTitle });
    expect(patched).toEqual([
      { old_email: memberAttributes.email, new_email: NEW_EMAIL, access_token: 'access-token', code: '123456' },
    ]);
  });

  it('other identity errors: the communication-error text with name and message', async () => {
    jest.mocked(Auth.confirmUserAttribute).mockRejectedValue(rejectWith('InternalErrorException', 'down'));
    await open();
    await toStep2();
    await pasteInto(field(ja.common.confirmationCode), '123456');
    await userEvent.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      format(ja.errors.communicationWithDetail, { name: 'InternalErrorException', message: 'down' }),
    );
  });

  it('an API failure is shown; the retry sends only the API call again', async () => {
    jest.mocked(Auth.confirmUserAttribute).mockResolvedValue(undefined);
    await open('/account/change-email', 500);
    await toStep2();
    await pasteInto(field(ja.common.confirmationCode), '123456');
    await userEvent.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(String(serverError.errors?.[0]));
    await userEvent.click(confirmButton());
    await waitFor(() => expect(patched).toHaveLength(2));
    expect(Auth.confirmUserAttribute).toHaveBeenCalledTimes(1);
  });

  it('from the checkup plan, the modal leads to its my page', async () => {
    jest.mocked(Auth.confirmUserAttribute).mockResolvedValue(undefined);
    await open('/account/change-email?service=my-kenshin');
    await toStep2();
    await pasteInto(field(ja.common.confirmationCode), '123456');
    await userEvent.click(confirmButton());
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: ja.changeEmail.toMyKenshin })).toBeInTheDocument();
  });
});
