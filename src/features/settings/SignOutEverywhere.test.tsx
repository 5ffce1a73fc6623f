import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Auth from 'aws-amplify/auth';
import { meAllAgreed, otcAccount } from '../../../mocks/fixtures';
import { mockOperation } from '../../../mocks/mock-operation';
import { renderRoute } from '../../../mocks/render';
import { server } from '../../../mocks/server';
import { signInMember } from '../../../mocks/amplify-session';
import { withPasskeyBrowser } from '../../../mocks/passkey-browser';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/settings';
import { recordAnswer, recordAttempt } from '../../identity/attempts';
import { selectAuthStatus } from '../../identity/auth-slice';
import { SIGN_OUT_WAIT_MS, setSignOutWaitForTests } from '../../identity/end-session';
import { hasTokenCookie } from '../../identity/token-cookies';

/** Amplify's global sign-out as the service answers it: each attempt's status, or 'lost'. */
const globalSignOutAnswers = (...answers: (number | 'lost')[]) =>
  jest.mocked(Auth.signOut).mockImplementation(async (input) => {
    if (!input?.global) return;
    answers.forEach((answer, index) => {
      recordAttempt('GlobalSignOut', index + 1);
      recordAnswer('GlobalSignOut', answer);
    });
  });

const open = async () => {
  signInMember();
  server.use(mockOperation('getMe', meAllAgreed), mockOperation('getOtcAccount', otcAccount));
  const rendered = renderRoute('/account/settings');
  await screen.findByRole('heading', { level: 2, name: ja.settings.loginInfo });
  return rendered;
};

const signOutEverywhere = async () => {
  await userEvent.click(await screen.findByRole('button', { name: ja.settings.signOutEverywhere }));
  const dialog = await screen.findByRole('alertdialog', { name: ja.settings.signOutEverywhereConfirm });
  await userEvent.click(within(dialog).getByRole('button', { name: ja.settings.signOutEverywhereSubmit }));
};

beforeEach(() => jest.clearAllMocks());

describe('sign out everywhere (settings)', () => {
  it('after the confirmation, every session of the member ends (GlobalSignOut), this one too; Signin says so', async () => {
    globalSignOutAnswers(200);
    const { router, store } = await open();
    document.cookie = 'CognitoIdentityServiceProvider.client.member.idToken=eyJ.member; path=/';
    // A plain visit shows the control, not the offer.
    expect(screen.getByText(ja.settings.signOutEverywhereNote)).toBeVisible();
    expect(screen.queryByText(ja.settings.signOutEverywhereOffer)).toBeNull();
    await signOutEverywhere();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(Auth.signOut).toHaveBeenCalledWith({ global: true });
    expect(selectAuthStatus(store.getState())).toBe('signedOut');
    expect(hasTokenCookie(document.cookie)).toBe(false);
    expect(await screen.findByText(ja.signin.signedOutEverywhere.done)).toBeVisible();
  });

  it('removes every passkey first when asked, then signs out everywhere; Signin says both', async () => {
    globalSignOutAnswers(200);
    jest.mocked(Auth.listWebAuthnCredentials).mockResolvedValue({
      credentials: [{ credentialId: 'a' }, { credentialId: 'b' }],
    } as never);
    jest.mocked(Auth.deleteWebAuthnCredential).mockResolvedValue(undefined);
    const { router } = await open();
    await userEvent.click(await screen.findByRole('button', { name: ja.settings.signOutEverywhere }));
    const dialog = await screen.findByRole('alertdialog', { name: ja.settings.signOutEverywhereConfirm });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: ja.settings.signOutEverywhereRemovePasskeys }));
    await userEvent.click(within(dialog).getByRole('button', { name: ja.settings.signOutEverywhereSubmit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(jest.mocked(Auth.deleteWebAuthnCredential).mock.calls.map(([input]) => input.credentialId)).toEqual([
      'a',
      'b',
    ]);
    expect(jest.mocked(Auth.deleteWebAuthnCredential).mock.invocationCallOrder.at(-1)).toBeLessThan(
      jest.mocked(Auth.signOut).mock.invocationCallOrder[0] ?? 0,
    );
    const notice = await screen.findByText(new RegExp(ja.signin.passkeysRemovedToo));
    expect(notice).toHaveTextContent(ja.signin.signedOutEverywhere.done);
  });

  it('a removal that fails stops before signing out, says so, and the member can decide again', async () => {
    globalSignOutAnswers(200);
    jest.mocked(Auth.listWebAuthnCredentials).mockResolvedValue({ credentials: [{ credentialId: 'a' }] } as never);
    jest
      .mocked(Auth.deleteWebAuthnCredential)
      .mockRejectedValue(Object.assign(new Error('Network error'), { name: 'NetworkError' }));
    const { router, store } = await open();
    await userEvent.click(await screen.findByRole('button', { name: ja.settings.signOutEverywhere }));
    const dialog = await screen.findByRole('alertdialog', { name: ja.settings.signOutEverywhereConfirm });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: ja.settings.signOutEverywhereRemovePasskeys }));
    await userEvent.click(within(dialog).getByRole('button', { name: ja.settings.signOutEverywhereSubmit }));
    expect(await within(dialog).findByText(ja.settings.passkeys.removeAllFailed)).toBeVisible();
    expect(Auth.signOut).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/account/settings');
    expect(selectAuthStatus(store.getState())).toBe('signedIn');
    expect(within(dialog).getByRole('button', { name: ja.settings.signOutEverywhereSubmit })).toBeEnabled();
  });

  it('cancelled: nothing is called and the member stays', async () => {
    const { router } = await open();
    await userEvent.click(await screen.findByRole('button', { name: ja.settings.signOutEverywhere }));
    const dialog = await screen.findByRole('alertdialog', { name: ja.settings.signOutEverywhereConfirm });
    await userEvent.click(within(dialog).getByRole('button', { name: ja.common.cancel }));
    expect(Auth.signOut).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/account/settings');
  });

  it.each([
    ['refused (every attempt answered with a 4xx)', [429, 429, 429] as const, ja.signin.signedOutEverywhere.refused],
    ['without an answer (may have been made)', ['lost', 503, 'lost'] as const, ja.signin.signedOutEverywhere.unknown],
  ])('%s: signed out here, and Signin says the other devices may still be signed in', async (_label, answers, text) => {
    globalSignOutAnswers(...answers);
    const { router } = await open();
    await signOutEverywhere();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.queryByText(ja.signin.signedOutEverywhere.done)).toBeNull();
  });

  it('a service that never answers is waited for a few seconds at most; the outcome is not known', async () => {
    setSignOutWaitForTests(20);
    jest.mocked(Auth.signOut).mockImplementation(() => new Promise<void>(() => undefined));
    const { router } = await open();
    await signOutEverywhere();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(await screen.findByText(ja.signin.signedOutEverywhere.unknown)).toBeVisible();
    setSignOutWaitForTests(SIGN_OUT_WAIT_MS);
  });
});

describe('sign out everywhere, offered', () => {
  const offer = () => screen.queryByText(ja.settings.signOutEverywhereOffer);

  it('after a password change, settings offers it', async () => {
    jest.mocked(Auth.updatePassword).mockResolvedValue(undefined);
    signInMember();
    server.use(mockOperation('getMe', meAllAgreed), mockOperation('getOtcAccount', otcAccount));
    const { router } = renderRoute('/account/change-password');
    const input = (name: string) =>
      screen.getByLabelText(new RegExp(`^${name.replace(/[()（）]/g, '.')}\\s*\\*?$`), { selector: 'input' });
    await screen.findByRole('heading', { level: 1, name: ja.changePassword.heading });
    await userEvent.type(input(ja.changePassword.currentPassword), 'Passw0rd!old');
    await userEvent.type(input(ja.changePassword.newPassword), 'Passw0rd!new');
    await userEvent.type(input(ja.changePassword.reentry), 'Passw0rd!new');
    await userEvent.click(screen.getByRole('button', { name: ja.changePassword.submit }));
    const dialog = await screen.findByRole('alertdialog', { name: ja.changePassword.success });
    await userEvent.click(within(dialog).getByRole('button', { name: ja.changePassword.backToSettings }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/settings'));
    expect(await screen.findByText(ja.settings.signOutEverywhereOffer)).toBeVisible();
  });

  it('after a passkey is removed, not after a removal that failed', async () => {
    const browser = withPasskeyBrowser();
    jest.mocked(Auth.listWebAuthnCredentials).mockResolvedValue({
      credentials: [
        {
          credentialId: 'cred-1',
          friendlyCredentialName: 'Passkey',
          relyingPartyId: 'localhost',
          authenticatorAttachment: 'platform',
          authenticatorTransports: ['internal'],
          createdAt: new Date('2026-11-20T03:00:00Z'),
        },
      ],
    });
    jest
      .mocked(Auth.deleteWebAuthnCredential)
      .mockRejectedValueOnce(Object.assign(new Error('boom'), { name: 'InternalErrorException' }))
      .mockResolvedValue(undefined);
    await open();
    const heading = await screen.findByRole('heading', { level: 3, name: ja.settings.passkeys.heading });
    const section = heading.closest('section') as HTMLElement;
    const remove = async () => {
      await userEvent.click(await within(section).findByRole('button', { name: /^削除する|Passkey/ }));
      const dialog = await screen.findByRole('alertdialog', { name: ja.settings.passkeys.deleteConfirm });
      await userEvent.click(within(dialog).getByRole('button', { name: ja.settings.passkeys.delete }));
    };
    await remove();
    expect(await within(section).findByText(ja.settings.passkeys.deleteFailed)).toBeInTheDocument();
    expect(offer()).toBeNull();
    await remove();
    expect(await within(section).findByText(ja.settings.passkeys.deleted)).toBeInTheDocument();
    expect(within(section).getByText(ja.settings.signOutEverywhereOffer)).toBeVisible();
    browser.restore();
  });
});
