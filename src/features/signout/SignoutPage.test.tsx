import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Auth from 'aws-amplify/auth';
import { HttpResponse } from 'msw';
import { mockOperation } from '../../../mocks/mock-operation';
import { meAllAgreed } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { ja } from '../../i18n/ja';
import { selectAuthStatus } from '../../identity/auth-slice';
import { selectCurrentUser } from '../../identity/current-user-slice';
import { SIGN_OUT_WAIT_MS, setSignOutWaitForTests } from '../../identity/end-session';
import { hasTokenCookie } from '../../identity/token-cookies';
import { clearCookies } from '../../../mocks/token-cookie';
import { signInMember } from '../../../mocks/amplify-session';
import { renderRoute } from '../../../mocks/render';
import '../../i18n/screens/signout';

const open = async (entries = '/account/signout') => {
  signInMember();
  server.use(mockOperation('getMe', meAllAgreed));
  const rendered = renderRoute(entries);
  await screen.findByRole('heading', { level: 1, name: ja.signout.question });
  return rendered;
};
const confirmButton = () => screen.getByRole('main').querySelector('button') as HTMLButtonElement;

beforeEach(() => jest.clearAllMocks());

describe('sign-out confirmation', () => {
  it('signs out, forgets the member and goes to Signin', async () => {
    jest.mocked(Auth.signOut).mockResolvedValue(undefined);
    const { router, store } = await open();
    await waitFor(() => expect(selectCurrentUser(store.getState())).toBeDefined());
    await userEvent.click(confirmButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(Auth.signOut).toHaveBeenCalledTimes(1);
    expect(selectAuthStatus(store.getState())).toBe('signedOut');
    expect(selectCurrentUser(store.getState())).toBeUndefined();
  });

  it('the identity service cannot be reached: still signs out here, every token cookie gone, and goes to Signin', async () => {
    jest.mocked(Auth.signOut).mockRejectedValue(Object.assign(new Error('Network error'), { name: 'NetworkError' }));
    const { router, store } = await open();
    document.cookie = 'CognitoIdentityServiceProvider.client.member.idToken=eyJ.member; path=/';
    await userEvent.click(confirmButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(selectAuthStatus(store.getState())).toBe('signedOut');
    expect(selectCurrentUser(store.getState())).toBeUndefined();
    expect(hasTokenCookie(document.cookie)).toBe(false);
  });

  it('a sign-out that never answers is not waited for beyond a few seconds', async () => {
    setSignOutWaitForTests(20);
    jest.mocked(Auth.signOut).mockImplementation(() => new Promise<void>(() => undefined));
    const { router } = await open();
    await userEvent.click(confirmButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(hasTokenCookie(document.cookie)).toBe(false);
    setSignOutWaitForTests(SIGN_OUT_WAIT_MS);
  });

  it('opens while the identity service cannot be reached (never the server-error page)', async () => {
    jest
      .mocked(Auth.fetchAuthSession)
      .mockRejectedValue(Object.assign(new Error('Network error'), { name: 'NetworkError' }));
    server.use(mockOperation('getMe', () => HttpResponse.error()));
    const { router } = renderRoute('/account/signout');
    await screen.findByRole('heading', { level: 1, name: ja.signout.question });
    expect(router.state.location.pathname).toBe('/account/signout');
    jest.mocked(Auth.signOut).mockRejectedValue(Object.assign(new Error('Network error'), { name: 'NetworkError' }));
    await userEvent.click(confirmButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(hasTokenCookie(document.cookie)).toBe(false);
  });

  it('without a session held in the browser goes to Signin', async () => {
    clearCookies();
    const { router } = renderRoute('/account/signout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it('the back button returns to the previous screen without signing out', async () => {
    signInMember();
    server.use(mockOperation('getMe', meAllAgreed));
    const { router } = renderRoute('/account');
    await screen.findByRole('heading', { level: 1, name: ja.home.heading });
    await act(() => router.navigate('/account/signout'));
    await screen.findByRole('heading', { level: 1, name: ja.signout.question });
    await userEvent.click(screen.getByRole('button', { name: ja.common.back }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(Auth.signOut).not.toHaveBeenCalled();
  });
});
