import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Auth from 'aws-amplify/auth';
import { HttpResponse } from 'msw';
import { mockOperation } from '../../../mocks/mock-operation';
import { meAllAgreed } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { currentEnvironment } from '../../config/env';
import { format } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { connectionNoticeSet, selectAuthStatus } from '../../identity/auth-slice';
import { hasTokenCookie } from '../../identity/token-cookies';
import { memberAttributes, signInMember } from '../../../mocks/amplify-session';
import { renderRoute, renderWithProviders } from '../../../mocks/render';
import { Footer } from './Footer';
import '../../i18n/screens/signout';

const signedOut = () =>
  jest.mocked(Auth.fetchAuthSession).mockResolvedValue({ tokens: undefined } as unknown as Auth.AuthSession);
const header = () => screen.getByRole('banner');
/**
 * The layout's effect that moves focus on a navigation has run for the first page: the effect before it in the same
 * hook (AppLayout's useRouteTitleAndFocus) has set the page's title, and one commit runs them in order. The test
 * empties the title before it renders.
 */
const firstRenderSettled = () =>
  waitFor(() => expect(document.title).toBe(`${ja.titles.CertificateTermsPolicy} | ${ja.shell.brand}`));

beforeEach(() => {
  jest.clearAllMocks();
  delete window.dataLayer;
});

describe('routes, titles and focus', () => {
  it('an unknown path shows the 404 page with its title, focus on its heading', async () => {
    signedOut();
    renderRoute('/no/such/page');
    const heading = await screen.findByRole('heading', { level: 1, name: ja.errors.notFoundTitle });
    await waitFor(() => expect(document.title).toBe(`${ja.titles.NotFound} | ${ja.shell.brand}`));
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it("the 404 page's way back goes to sign-in for a visitor", async () => {
    signedOut();
    const { router } = renderRoute('/no/such/page');
    await screen.findByRole('heading', { level: 1, name: ja.errors.notFoundTitle });
    await userEvent.click(await screen.findByRole('link', { name: ja.errors.backToSignin }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(screen.queryByRole('link', { name: ja.errors.backToServiceList })).not.toBeInTheDocument();
  });

  it("the 404 page's way back goes to the service list for a signed-in member", async () => {
    signInMember();
    server.use(mockOperation('getMe', meAllAgreed));
    const { router } = renderRoute('/account/no-such-page');
    await screen.findByRole('heading', { level: 1, name: ja.errors.notFoundTitle });
    await userEvent.click(await screen.findByRole('link', { name: ja.errors.backToServiceList }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(await screen.findByRole('heading', { level: 1, name: ja.home.heading })).toBeInTheDocument();
  });

  it('the first render leaves focus where the member already put it (a prerendered form in use as the app starts)', async () => {
    signedOut();
    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    document.title = '';
    const { router } = renderRoute('/policies/eligibility-certificate/terms-of-service');
    await screen.findByRole('heading', { level: 1, name: ja.titles.CertificateTermsPolicy });
    await firstRenderSettled();
    expect(field).toHaveFocus();
    // A navigation afterwards moves it as always.
    await act(() => router.navigate('/policies/eligibility-certificate/privacy-policy'));
    const heading = await screen.findByRole('heading', { level: 1, name: ja.titles.CertificatePrivacyPolicy });
    await waitFor(() => expect(heading).toHaveFocus());
    field.remove();
  });

  it('the first render of a prerendered page moves no focus (the member may be typing into it as the app starts)', async () => {
    signedOut();
    const root = document.body.appendChild(document.createElement('div'));
    root.id = 'root';
    root.setAttribute('data-prerendered', 'CertificateTermsPolicy');
    document.title = '';
    const { router } = renderRoute('/policies/eligibility-certificate/terms-of-service');
    await screen.findByRole('heading', { level: 1, name: ja.titles.CertificateTermsPolicy });
    await firstRenderSettled();
    expect(document.activeElement).toBe(document.body);
    await act(() => router.navigate('/policies/eligibility-certificate/privacy-policy'));
    const heading = await screen.findByRole('heading', { level: 1, name: ja.titles.CertificatePrivacyPolicy });
    await waitFor(() => expect(heading).toHaveFocus());
    root.remove();
  });

  it('/500.html shows the server-error page with its title', async () => {
    signedOut();
    renderRoute('/500.html');
    await screen.findByRole('heading', { level: 1, name: ja.errors.serverErrorTitle });
    await waitFor(() => expect(document.title).toBe(`${ja.titles.InternalServerError} | ${ja.shell.brand}`));
  });

  it('moves focus to the new page heading and changes the title on navigation', async () => {
    signedOut();
    const { router } = renderRoute('/policies/eligibility-certificate/terms-of-service');
    await screen.findByRole('heading', { level: 1, name: ja.titles.CertificateTermsPolicy });
    await act(() => router.navigate('/policies/eligibility-certificate/privacy-policy'));
    const heading = await screen.findByRole('heading', { level: 1, name: ja.titles.CertificatePrivacyPolicy });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe(`${ja.titles.CertificatePrivacyPolicy} | ${ja.shell.brand}`);
  });

  it('a protected path sends a visitor to sign-in', async () => {
    signedOut();
    const { router } = renderRoute('/account/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });
});

describe('header', () => {
  it('signed out: the brand and a ログイン button to /signin, no member links', async () => {
    signedOut();
    renderRoute('/policies/eligibility-certificate/terms-of-service');
    const login = await within(await screen.findByRole('banner')).findByRole('link', { name: ja.shell.login });
    expect(login).toHaveAttribute('href', '/signin');
    expect(within(header()).getByText(ja.shell.brand)).toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: ja.shell.serviceList })).not.toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: ja.shell.settings })).not.toBeInTheDocument();
  });

  it('signed in: shows only after the user has loaded, then the links and the user menu with the name', async () => {
    signInMember();
    let release: (value: Record<string, string>) => void = () => undefined;
    jest.mocked(Auth.fetchUserAttributes).mockReturnValue(new Promise((resolve) => (release = resolve)));
    server.use(mockOperation('getMe', meAllAgreed));
    renderRoute('/policies/eligibility-certificate/terms-of-service');
    await screen.findByRole('heading', { level: 1, name: ja.titles.CertificateTermsPolicy });
    await waitFor(() => expect(Auth.fetchUserAttributes).toHaveBeenCalled());
    expect(within(header()).queryByText(ja.shell.brand)).not.toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: ja.shell.login })).not.toBeInTheDocument();

    release(memberAttributes);
    expect(await within(header()).findByRole('link', { name: ja.shell.serviceList })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(within(header()).getByRole('link', { name: ja.shell.settings })).toHaveAttribute(
      'href',
      '/account/settings',
    );
    const menu = within(header()).getByRole('button', { name: memberAttributes.name });
    await userEvent.click(menu);
    expect(await screen.findByRole('menuitem', { name: ja.shell.settings })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: ja.shell.logout })).toBeInTheDocument();
  });

  it('shows the e-mail in the user menu when there is no name', async () => {
    signInMember({ sub: 'sub-9', email: 'noname@example.com', email_verified: 'true' }, false);
    server.use(mockOperation('getMe', meAllAgreed));
    renderRoute('/policies/eligibility-certificate/terms-of-service');
    expect(
      await within(await screen.findByRole('banner')).findByRole('button', { name: 'noname@example.com' }),
    ).toBeInTheDocument();
  });
});

describe('footer and environment switcher', () => {
  it('has the help link, the copyright from 2020 to this year, and every environment with the current one marked', () => {
    renderWithProviders(<Footer now={new Date('2031-05-01T00:00:00+09:00')} />);
    expect(screen.getByRole('link', { name: ja.shell.help })).toHaveAttribute(
      'href',
      currentEnvironment.external.helpUrl,
    );
    expect(screen.getByText(format(ja.shell.copyright, { year: '2031' }))).toBeInTheDocument();
    expect(screen.getByText(/2020-2031/)).toBeInTheDocument();
    const switcher = within(screen.getByRole('navigation', { name: ja.shell.environments }));
    const links = switcher.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      currentEnvironment.accountSites.develop,
      currentEnvironment.accountSites.staging,
      currentEnvironment.accountSites.production,
    ]);
    // Tests build as the local environment: it is the current one.
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual(['page', null, null]);
    expect(links[0]).toHaveTextContent(ja.shell.currentEnvironment);
  });
});

describe('analytics', () => {
  it('the authentication guard pushes the member id, and nothing personal', async () => {
    signInMember();
    server.use(
      mockOperation('getMe', meAllAgreed),
      mockOperation('getOtcAccount', () => HttpResponse.json({ error: 'x' }, { status: 404 })),
    );
    renderRoute('/account/settings');
    await screen.findByRole('heading', { level: 1, name: ja.titles.AccountSettings });
    expect(window.dataLayer).toContainEqual({ user_id: 'sub-0001' });
    const pushed = JSON.stringify(window.dataLayer);
    for (const personal of [
      memberAttributes.email,
      memberAttributes.name,
      memberAttributes.family_name,
      memberAttributes.phone_number,
      '09012345678',
      memberAttributes.birthdate,
      meAllAgreed.insurer_number ?? '06139992',
    ]) {
      expect(pushed).not.toContain(personal);
    }
  });
});

describe('analytics at the end of a session', () => {
  it('signing out unsets the data layer’s user_id: the next visitor’s page views are not the member’s', async () => {
    signInMember();
    jest.mocked(Auth.signOut).mockResolvedValue(undefined);
    server.use(
      mockOperation('getMe', meAllAgreed),
      mockOperation('getOtcAccount', () => HttpResponse.json({ error: 'x' }, { status: 404 })),
    );
    const { router } = renderRoute('/account/settings');
    await screen.findByRole('heading', { level: 1, name: ja.titles.AccountSettings });
    expect(window.dataLayer).toContainEqual({ user_id: 'sub-0001' });
    await act(() => router.navigate('/account/signout'));
    await screen.findByRole('heading', { level: 1, name: ja.signout.question });
    await userEvent.click(within(await screen.findByRole('main')).getByRole('button', { name: ja.signout.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    const userIds = (window.dataLayer ?? []).filter((entry) => 'user_id' in entry);
    expect(userIds.at(-1)).toEqual({ user_id: undefined });
  });
});

describe('a blip that persists', () => {
  it('says so plainly and offers the way to sign in again, which ends the session here and goes to Signin', async () => {
    signInMember();
    jest.mocked(Auth.signOut).mockRejectedValue(Object.assign(new Error('Network error'), { name: 'NetworkError' }));
    server.use(
      mockOperation('getMe', meAllAgreed),
      mockOperation('getOtcAccount', () => HttpResponse.json({ error: 'x' }, { status: 404 })),
    );
    const { router, store } = renderRoute('/account/settings');
    await screen.findByRole('heading', { level: 1, name: ja.titles.AccountSettings });
    act(() => {
      store.dispatch(connectionNoticeSet('blip'));
    });
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent(ja.errors.communication);
    expect(screen.queryByRole('button', { name: ja.errors.toSignin })).not.toBeInTheDocument();
    act(() => {
      store.dispatch(connectionNoticeSet('persistent'));
    });
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent(ja.errors.connectionPersists);
    await userEvent.click(screen.getByRole('button', { name: ja.errors.toSignin }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(selectAuthStatus(store.getState())).toBe('signedOut');
    expect(hasTokenCookie(document.cookie)).toBe(false);
  });
});
