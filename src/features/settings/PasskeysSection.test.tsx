import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Auth from 'aws-amplify/auth';
import { mockOperation } from '../../../mocks/mock-operation';
import { meAllAgreed, otcAccount } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { ja } from '../../i18n/ja';
import { formatCalendarDate } from '../../i18n/dates';
import { format } from '../../i18n/format';
import { signInMember } from '../../../mocks/amplify-session';
import { withPasskeyBrowser } from '../../../mocks/passkey-browser';
import { renderRoute } from '../../../mocks/render';

/** The passkeys of ログイン情報 (issue 25): register, list, delete, each with its failure. */

const rejection = (name: string, message: string) => Object.assign(new Error(message), { name });
const passkey = {
  credentialId: 'cred-1',
  friendlyCredentialName: 'Passkey',
  relyingPartyId: 'localhost',
  authenticatorAttachment: 'platform',
  authenticatorTransports: ['internal'],
  createdAt: new Date('2026-11-20T03:00:00Z'),
};

const open = async () => {
  signInMember();
  server.use(mockOperation('getMe', meAllAgreed), mockOperation('getOtcAccount', otcAccount));
  renderRoute('/account/settings');
  const heading = await screen.findByRole('heading', { level: 3, name: ja.settings.passkeys.heading });
  return heading.closest('section') as HTMLElement;
};

let browser: ReturnType<typeof withPasskeyBrowser> | undefined;
beforeEach(() => {
  jest.clearAllMocks();
  browser = withPasskeyBrowser();
});
afterEach(() => browser?.restore());

describe('passkeys in settings', () => {
  it('are not offered where the browser cannot use them', async () => {
    browser?.restore();
    browser = undefined;
    signInMember();
    server.use(mockOperation('getMe', meAllAgreed), mockOperation('getOtcAccount', otcAccount));
    renderRoute('/account/settings');
    expect(await screen.findByRole('heading', { level: 2, name: ja.settings.loginInfo })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: ja.settings.passkeys.heading })).not.toBeInTheDocument();
    expect(Auth.listWebAuthnCredentials).not.toHaveBeenCalled();
  });

  it('lists the member’s passkeys with name, kind and date, and registers this device’s', async () => {
    jest
      .mocked(Auth.listWebAuthnCredentials)
      .mockResolvedValueOnce({ credentials: [] })
      .mockResolvedValue({ credentials: [passkey] });
    jest.mocked(Auth.associateWebAuthnCredential).mockResolvedValue(undefined);
    const section = await open();
    expect(await within(section).findByText(ja.settings.passkeys.none)).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: ja.settings.passkeys.register }));
    expect(await within(section).findByText(ja.settings.passkeys.registered)).toBeInTheDocument();
    const list = await within(section).findByRole('list', { name: ja.settings.passkeys.listLabel });
    expect(within(list).getByText('Passkey')).toBeInTheDocument();
    expect(within(list).getByText(ja.settings.passkeys.typePlatform)).toBeInTheDocument();
    expect(
      within(list).getByText(
        format(ja.settings.passkeys.createdAt, { date: formatCalendarDate(new Date(2026, 10, 20), 'long') }),
      ),
    ).toBeInTheDocument();
    expect(Auth.associateWebAuthnCredential).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['cancelled', rejection('PasskeyRegistrationCanceled', 'cancelled'), ja.settings.passkeys.registerCanceled],
    [
      'already registered on this device',
      rejection('PasskeyAlreadyExists', 'exists'),
      ja.settings.passkeys.alreadyRegistered,
    ],
    [
      'refused by the identity service',
      rejection('WebAuthnOriginNotAllowedException', 'origin'),
      ja.settings.passkeys.registerFailed,
    ],
  ])('says so when the registration is %s', async (_, error, message) => {
    jest.mocked(Auth.listWebAuthnCredentials).mockResolvedValue({ credentials: [] });
    jest.mocked(Auth.associateWebAuthnCredential).mockRejectedValue(error);
    const section = await open();
    await userEvent.click(await within(section).findByRole('button', { name: ja.settings.passkeys.register }));
    expect(await within(section).findByText(message)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: ja.settings.passkeys.register })).toBeInTheDocument();
  });

  it('deletes a passkey after the confirmation, and says when it could not', async () => {
    jest.mocked(Auth.listWebAuthnCredentials).mockResolvedValue({ credentials: [passkey] });
    jest
      .mocked(Auth.deleteWebAuthnCredential)
      .mockRejectedValueOnce(rejection('InternalErrorException', 'boom'))
      .mockResolvedValue(undefined);
    const section = await open();
    const deleteButton = await within(section).findByRole('button', {
      name: format(ja.settings.passkeys.deleteLabel, {
        name: 'Passkey',
        date: formatCalendarDate(new Date(2026, 10, 20), 'long'),
      }),
    });

    await userEvent.click(deleteButton);
    let dialog = await screen.findByRole('alertdialog', { name: ja.settings.passkeys.deleteConfirm });
    await userEvent.click(within(dialog).getByRole('button', { name: ja.settings.passkeys.delete }));
    expect(await within(section).findByText(ja.settings.passkeys.deleteFailed)).toBeInTheDocument();

    jest.mocked(Auth.listWebAuthnCredentials).mockResolvedValue({ credentials: [] });
    await userEvent.click(
      await within(section).findByRole('button', {
        name: format(ja.settings.passkeys.deleteLabel, {
          name: 'Passkey',
          date: formatCalendarDate(new Date(2026, 10, 20), 'long'),
        }),
      }),
    );
    dialog = await screen.findByRole('alertdialog', { name: ja.settings.passkeys.deleteConfirm });
    await userEvent.click(within(dialog).getByRole('button', { name: ja.settings.passkeys.delete }));
    expect(await within(section).findByText(ja.settings.passkeys.deleted)).toBeInTheDocument();
    expect(await within(section).findByText(ja.settings.passkeys.none)).toBeInTheDocument();
    expect(Auth.deleteWebAuthnCredential).toHaveBeenLastCalledWith({ credentialId: 'cred-1' });
  });

  it('cancelling the confirmation deletes nothing', async () => {
    jest.mocked(Auth.listWebAuthnCredentials).mockResolvedValue({ credentials: [passkey] });
    const section = await open();
    await userEvent.click(
      await within(section).findByRole('button', {
        name: format(ja.settings.passkeys.deleteLabel, {
          name: 'Passkey',
          date: formatCalendarDate(new Date(2026, 10, 20), 'long'),
        }),
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: ja.settings.passkeys.deleteConfirm });
    await userEvent.click(within(dialog).getByRole('button', { name: ja.common.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(Auth.deleteWebAuthnCredential).not.toHaveBeenCalled();
  });

  it('says when the list cannot be loaded, and loads it again on request', async () => {
    jest
      .mocked(Auth.listWebAuthnCredentials)
      .mockRejectedValueOnce(rejection('InternalErrorException', 'boom'))
      .mockResolvedValue({ credentials: [passkey] });
    const section = await open();
    expect(await within(section).findByText(ja.settings.passkeys.listFailed)).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: ja.settings.passkeys.retry }));
    expect(await within(section).findByRole('list', { name: ja.settings.passkeys.listLabel })).toBeInTheDocument();
  });
});
