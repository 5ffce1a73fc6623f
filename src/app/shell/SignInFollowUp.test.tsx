import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Auth from 'aws-amplify/auth';
import { heldOperation, mockOperation } from '../../../mocks/mock-operation';
import { meAllAgreed, otcAccount } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { signInMember } from '../../../mocks/amplify-session';
import { renderRoute } from '../../../mocks/render';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/account-notices';
import { format } from '../../i18n/format';
import { formatCalendarDate } from '../../i18n/dates';
import { userLoggedOut } from '../../identity/actions';
import { signInFollowUpSet } from '../../identity/auth-slice';
import { setupStore } from '../store';

beforeEach(() => jest.clearAllMocks());

/** The service list (the notice has a list of its own). */
const serviceList = async () => {
  await screen.findByRole('heading', { level: 1, name: ja.home.heading });
  return (await screen.findAllByRole('list')).at(-1) as HTMLElement;
};

describe('what a sign-in tells the member about passkeys', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  const passkey = (id: string, name: string, createdAt: Date) => ({
    credentialId: id,
    friendlyCredentialName: name,
    createdAt,
    authenticatorAttachment: 'platform',
  });
  const signedInHere = (afterPasswordReset = false) => {
    const store = setupStore();
    store.dispatch(signInFollowUpSet({ afterPasswordReset }));
    return store;
  };

  it('tells the member of a passkey added in the last 7 days, once, and not of an older one', async () => {
    signInMember();
    server.use(mockOperation('getMe', meAllAgreed), mockOperation('getOtcAccount', otcAccount));
    const added = daysAgo(2);
    jest.mocked(Auth.listWebAuthnCredentials).mockResolvedValue({
      credentials: [passkey('new', 'Pixel 9', added), passkey('old', 'MacBook', daysAgo(30))],
    } as never);
    const store = signedInHere();
    const { router } = renderRoute('/account', { store });
    await serviceList();
    const notice = await screen.findByText(ja.accountNotices.passkeysAdded);
    const alert = notice.closest('[role="status"]') as HTMLElement;
    const items = within(alert).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(
      format(ja.accountNotices.passkeyAddedOn, { date: formatCalendarDate(added, 'long'), name: 'Pixel 9' }),
      { normalizeWhitespace: false },
    );
    expect(alert).not.toHaveTextContent(/MacBook/);
    expect(within(alert).getByRole('link', { name: ja.accountNotices.toPasskeySettings })).toHaveAttribute(
      'href',
      '/account/settings',
    );
    // Asked once per sign-in: the notice stays on the next pages, and nothing is asked again.
    await act(() => router.navigate('/account/settings'));
    await screen.findByRole('heading', { level: 1, name: ja.titles.AccountSettings });
    expect(screen.getByText(ja.accountNotices.passkeysAdded)).toBeInTheDocument();
    await act(() => router.navigate('/account'));
    await serviceList();
    expect(screen.getByText(ja.accountNotices.passkeysAdded)).toBeInTheDocument();
    expect(Auth.listWebAuthnCredentials).toHaveBeenCalledTimes(1);
  });

  it('asks for the passkeys only once the service list shows the member’s data (its answer never lands mid-render)', async () => {
    signInMember();
    const me = heldOperation('getMe', meAllAgreed);
    server.use(me.handler);
    jest.mocked(Auth.listWebAuthnCredentials).mockResolvedValue({ credentials: [] } as never);
    // The layout is up while the list's reads are on their way (a sign-in's navigation from /signin to /account).
    const { router } = renderRoute('/signin', { store: signedInHere(true) });
    await screen.findByRole('heading', { level: 1, name: ja.titles.Signin });
    act(() => void router.navigate('/account'));
    await waitFor(() => expect(me.asked).toBe(true));
    // A few tasks: time for the follow-up's chunk and an effect that would ask at once.
    for (let task = 0; task < 3; task += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(Auth.listWebAuthnCredentials).not.toHaveBeenCalled();
    me.release();
    await serviceList();
    await waitFor(() => expect(Auth.listWebAuthnCredentials).toHaveBeenCalledTimes(1));
  });

  it('after a password reset offers to remove the passkeys when there are any', async () => {
    signInMember();
    server.use(mockOperation('getMe', meAllAgreed));
    jest.mocked(Auth.listWebAuthnCredentials).mockResolvedValue({
      credentials: [passkey('old', 'MacBook', daysAgo(30))],
    } as never);
    renderRoute('/account', { store: signedInHere(true) });
    expect(await screen.findByText(ja.accountNotices.afterPasswordReset)).toBeInTheDocument();
    expect(screen.queryByText(ja.accountNotices.passkeysAdded)).not.toBeInTheDocument();
  });

  it('says nothing when the member has no passkey', async () => {
    signInMember();
    server.use(mockOperation('getMe', meAllAgreed));
    jest.mocked(Auth.listWebAuthnCredentials).mockResolvedValue({ credentials: [] } as never);
    renderRoute('/account', { store: signedInHere(true) });
    await serviceList();
    await waitFor(() => expect(Auth.listWebAuthnCredentials).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a page start without a sign-in asks nothing', async () => {
    signInMember();
    server.use(mockOperation('getMe', meAllAgreed));
    renderRoute('/account');
    await serviceList();
    await act(async () => undefined);
    expect(Auth.listWebAuthnCredentials).not.toHaveBeenCalled();
  });

  it('a list that cannot be read (connection lost) leaves the service list as it is', async () => {
    signInMember();
    server.use(mockOperation('getMe', meAllAgreed));
    jest
      .mocked(Auth.listWebAuthnCredentials)
      .mockRejectedValue(Object.assign(new Error('Network error'), { name: 'NetworkError' }));
    renderRoute('/account', { store: signedInHere(true) });
    const list = await serviceList();
    await waitFor(() => expect(Auth.listWebAuthnCredentials).toHaveBeenCalled());
    await act(async () => undefined);
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText(ja.accountNotices.afterPasswordReset)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes on 閉じる, and goes with the session', async () => {
    signInMember();
    server.use(mockOperation('getMe', meAllAgreed));
    jest.mocked(Auth.listWebAuthnCredentials).mockResolvedValue({
      credentials: [passkey('new', 'Pixel 9', daysAgo(1))],
    } as never);
    const store = signedInHere();
    renderRoute('/account', { store });
    await screen.findByText(ja.accountNotices.passkeysAdded);
    await userEvent.click(screen.getByRole('button', { name: ja.common.close }));
    expect(screen.queryByText(ja.accountNotices.passkeysAdded)).not.toBeInTheDocument();

    act(() => {
      store.dispatch(signInFollowUpSet({ afterPasswordReset: false }));
    });
    expect(await screen.findByText(ja.accountNotices.passkeysAdded)).toBeInTheDocument();
    act(() => {
      store.dispatch(userLoggedOut());
    });
    expect(screen.queryByText(ja.accountNotices.passkeysAdded)).not.toBeInTheDocument();
    expect(store.getState().auth.signInFollowUp).toBeUndefined();
  });
});
