import { screen, waitFor, within } from '@testing-library/react';
import * as Auth from 'aws-amplify/auth';
import { mockOperation } from '../../../mocks/mock-operation';
import { meAllAgreed } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { signInMember } from '../../../mocks/amplify-session';
import { renderRoute } from '../../../mocks/render';
import { ja } from '../../i18n/ja';
import { selectMemberReadsSettled } from '../../identity/current-user-slice';
import { applyLanguage } from '../../i18n/language';
import '../../i18n/screens/site-map';

const section = (name: string) => screen.getByRole('region', { name });
const linksIn = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

beforeEach(() => jest.clearAllMocks());

describe('site map', () => {
  it('signed out, lists the public pages and says the member pages need a sign-in', async () => {
    jest.mocked(Auth.fetchAuthSession).mockResolvedValue({ tokens: undefined } as unknown as Auth.AuthSession);
    renderRoute('/sitemap');
    await screen.findByRole('heading', { level: 1, name: ja.titles.SiteMap });
    expect(linksIn(section(ja.siteMap.publicPages))).toEqual([
      '/signin',
      '/signup',
      '/forgot-password',
      '/inquiry',
      '/policies/eligibility-certificate/terms-of-service',
      '/policies/eligibility-certificate/privacy-policy',
      '/accessibility',
      '/accessibility/policy',
    ]);
    const members = section(ja.siteMap.memberPages);
    expect(within(members).queryAllByRole('link')).toEqual([]);
    expect(within(members).getByText(ja.siteMap.memberNote)).toBeInTheDocument();
  });

  it("signed in, lists the member's pages too", async () => {
    signInMember();
    server.use(mockOperation('getMe', meAllAgreed));
    const { store } = renderRoute('/sitemap');
    await screen.findByRole('heading', { level: 1, name: ja.titles.SiteMap });
    const members = section(ja.siteMap.memberPages);
    expect(await within(members).findByRole('link', { name: ja.titles.AccountHome })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(linksIn(members)).toEqual([
      '/account',
      '/account/settings',
      '/account/change-email',
      '/account/change-password',
      '/account/change-user-info',
      '/account/mfa/sms-setup',
      '/account/mfa/sms-reset',
      '/account/signout',
    ]);
    expect(screen.queryByText(ja.siteMap.memberNote)).not.toBeInTheDocument();
    // The member's reads answered here, not in the next test.
    await waitFor(() => expect(selectMemberReadsSettled(store.getState())).toBe(true));
  });

  it('is linked from the footer, in English too', async () => {
    jest.mocked(Auth.fetchAuthSession).mockResolvedValue({ tokens: undefined } as unknown as Auth.AuthSession);
    await applyLanguage('en');
    try {
      renderRoute('/accessibility/policy');
      const footer = await screen.findByRole('contentinfo');
      expect(within(footer).getByRole('link', { name: 'Site map' })).toHaveAttribute('href', '/sitemap');
    } finally {
      await applyLanguage('ja');
    }
  });
});
