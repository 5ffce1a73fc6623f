import { en } from '../../i18n/en';
import { applyLanguage } from '../../i18n/language';
import { screen, within } from '@testing-library/react';
import { ja } from '../../i18n/ja';
import { privacyPolicy } from '../../i18n/privacy-policy';
import { renderRoute } from '../../../mocks/render';
import * as Auth from 'aws-amplify/auth';

beforeEach(() =>
  jest.mocked(Auth.fetchAuthSession).mockResolvedValue({ tokens: undefined } as unknown as Auth.AuthSession),
);

it('shows the full privacy policy: every section, last updated 2025-10-01 and the 1,000 yen fee', async () => {
  renderRoute('/policies/eligibility-certificate/privacy-policy');
  expect(await screen.findByRole('heading', { level: 1, name: privacyPolicy.title })).toBeInTheDocument();
  const main = within(screen.getByRole('main'));
  expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
    privacyPolicy.sections.map((section) => section.heading),
  );
  expect(main.getByText('最終更新日：2025年10月1日', { selector: 'time' })).toHaveAttribute('datetime', '2025-10-01');
  expect(main.getByText(/1,000円（税込）/)).toBeInTheDocument();
});

it('shows the certificate terms placeholder', async () => {
  renderRoute('/policies/eligibility-certificate/terms-of-service');
  expect(await screen.findByRole('heading', { level: 1, name: ja.titles.CertificateTermsPolicy })).toBeInTheDocument();
  expect(screen.getByText(ja.policies.termsPlaceholder)).toBeInTheDocument();
});

describe('in English', () => {
  afterEach(() => applyLanguage('ja'));

  it('the privacy policy says it is published in Japanese and marks its text as Japanese', async () => {
    await applyLanguage('en');
    renderRoute('/policies/eligibility-certificate/privacy-policy');
    expect(
      await screen.findByRole('heading', { level: 1, name: en.titles.CertificatePrivacyPolicy }),
    ).toBeInTheDocument();
    expect(screen.getByText(en.policies.japaneseOnly)).toBeInTheDocument();
    expect(screen.getByText('Last updated: 1 October 2025', { selector: 'time' })).toHaveAttribute(
      'datetime',
      '2025-10-01',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: privacyPolicy.sections[0]?.heading }).closest('[lang="ja"]'),
    ).not.toBeNull();
  });
});
