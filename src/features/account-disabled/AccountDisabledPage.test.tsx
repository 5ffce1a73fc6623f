import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Auth from 'aws-amplify/auth';
import { HttpResponse } from 'msw';
import { mockOperation } from '../../../mocks/mock-operation';
import { server } from '../../../mocks/server';
import { MAX_RETRIES } from '../../api/base';
import { format } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { pendingEmailSet, selectAuthStatus, selectPendingEmail } from '../../identity/auth-slice';
import { memberGenerationOf } from '../../identity/member-session';
import { checkSession } from '../../identity/session-check';
import { hasTokenCookie } from '../../identity/token-cookies';
import { setupStore } from '../../../mocks/store';
import { renderRoute } from '../../../mocks/render';

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(Auth.fetchAuthSession).mockResolvedValue({ tokens: undefined } as Auth.AuthSession);
  jest.mocked(Auth.signOut).mockResolvedValue(undefined);
});

describe('invalid-membership screen', () => {
  it('shows the e-mail when known, the reasons, and a log-in screen button that goes to Signin', async () => {
    const store = setupStore();
    store.dispatch(pendingEmailSet('left@example.com'));
    const { router } = renderRoute('/account/disabled', { store });
    await screen.findByRole('heading', { level: 1, name: ja.disabled.heading });
    expect(screen.getByText(format(ja.disabled.emailLine, { email: 'left@example.com' }))).toBeInTheDocument();
    for (const reason of ja.disabled.reasons) expect(screen.getByText(reason)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ログイン画面へ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    // The address was kept for this screen only.
    expect(selectPendingEmail(store.getState())).toBeUndefined();
  });

  it('ends the session as it opens: the member’s data and every token cookie go at once, the address shown stays', async () => {
    const store = setupStore();
    store.dispatch(checkSession.fulfilled({ userId: 'sub-1' }, 'request-id'));
    store.dispatch(pendingEmailSet('left@example.com'));
    document.cookie = 'CognitoIdentityServiceProvider.client.member.idToken=eyJ.member; path=/';
    renderRoute('/account/disabled', { store });
    await screen.findByRole('heading', { level: 1, name: ja.disabled.heading });
    await waitFor(() => expect(hasTokenCookie(document.cookie)).toBe(false));
    expect(selectAuthStatus(store.getState())).toBe('signedOut');
    expect(memberGenerationOf(store.getState())).toBeGreaterThanOrEqual(1);
    expect(screen.getByText(format(ja.disabled.emailLine, { email: 'left@example.com' }))).toBeInTheDocument();
  });

  it('falls back to the address in the ID token still held (the member was never loaded since being disabled)', async () => {
    jest.mocked(Auth.fetchAuthSession).mockResolvedValue({
      tokens: {
        idToken: { payload: { sub: 'sub-1', email: 'token@example.com' }, toString: () => 'id' },
        accessToken: { payload: {} },
      },
    } as unknown as Auth.AuthSession);
    // With a token the header tries to load the member; here that fails (tried 1 + MAX_RETRIES times), so the page
    // has only the token to go by.
    let meCalls = 0;
    server.use(
      mockOperation('getMe', () => {
        meCalls += 1;
        return HttpResponse.error();
      }),
    );
    renderRoute('/account/disabled');
    expect(await screen.findByText(format(ja.disabled.emailLine, { email: 'token@example.com' }))).toBeInTheDocument();
    await waitFor(() => expect(meCalls).toBe(1 + MAX_RETRIES));
  });

  it('leaves the e-mail line out when the address is not known', async () => {
    renderRoute('/account/disabled');
    await screen.findByRole('heading', { level: 1, name: ja.disabled.heading });
    expect(screen.queryByText(/メールアドレス：/)).not.toBeInTheDocument();
  });

  it('still goes to Signin when signing out fails (the session is refused anyway)', async () => {
    jest
      .mocked(Auth.signOut)
      .mockRejectedValue(Object.assign(new Error('User is disabled.'), { name: 'NotAuthorizedException' }));
    const { router } = renderRoute('/account/disabled');
    await screen.findByRole('heading', { level: 1, name: ja.disabled.heading });
    await userEvent.click(screen.getByRole('button', { name: ja.disabled.toSignin }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });
});
