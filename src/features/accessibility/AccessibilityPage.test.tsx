import { screen, within } from '@testing-library/react';
import * as Auth from 'aws-amplify/auth';
import { accessibilityEn as en, accessibilityJa as texts } from '../../i18n/accessibility-statement';
import { accessibilityPolicyJa as policy } from '../../i18n/accessibility-policy';
import { ja } from '../../i18n/ja';
import { applyLanguage } from '../../i18n/language';
import { renderRoute, renderWithProviders } from '../../../mocks/render';
import { wholeText } from '../../../mocks/language-parts';
import { StatementView } from './AccessibilityPage';
import type { CriterionRow, StatementResults } from './statement-types';

const row = (overrides: Partial<CriterionRow> & Pick<CriterionRow, 'id'>): CriterionRow => ({
  level: 'A',
  applies: 'yes',
  result: 'pass',
  screens: { pass: 2, fail: 0, notApplicable: 0 },
  failing: [],
  checks: ['axe'],
  ...overrides,
});

const results = (overrides: Partial<StatementResults> = {}): StatementResults => ({
  generatedOn: '2026-04-01',
  testedFrom: '2026-03-30',
  testedTo: '2026-04-01',
  axeVersion: '4.13.0',
  screens: [
    { uri: '/signin', state: 'default', lang: 'ja' },
    { uri: '/signin', state: 'error', lang: 'en' },
  ],
  untested: ['/eligibility-certificate/apply'],
  claim: 'conformant',
  criteria: [
    row({ id: '1.4.3', level: 'AA', checks: ['axe', 'judgement'] }),
    row({
      id: '1.2.2',
      applies: 'no',
      result: 'notApplicable',
      screens: { pass: 0, fail: 0, notApplicable: 2 },
      checks: ['page'],
    }),
    row({ id: '2.4.5', level: 'AA', checks: ['judgement'] }),
  ],
  ...overrides,
});

const show = (value: StatementResults) => renderWithProviders(<StatementView results={value} />);
const rowOf = (id: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${id.replace(/\./g, '\\.')} `) }).closest('tr') as HTMLElement;

afterEach(() => applyLanguage('ja'));

describe('the accessibility statement', () => {
  it('is a public page at /accessibility, with its heading, the 38 criteria and a link to the policy', async () => {
    jest.mocked(Auth.fetchAuthSession).mockResolvedValue({ tokens: undefined } as unknown as Auth.AuthSession);
    renderRoute('/accessibility');
    expect(await screen.findByRole('heading', { level: 1, name: ja.titles.Accessibility })).toBeInTheDocument();
    const checklist = screen.getByRole('table', { name: texts.tableCaption });
    expect(within(checklist).getAllByRole('rowheader')).toHaveLength(38);
    expect(screen.getByRole('link', { name: texts.policyLink })).toHaveAttribute('href', '/accessibility/policy');
  });

  it('says the date, standard, level, claim in the WAIC wording, scope, technologies, sample, screens, method and period', () => {
    show(results());
    expect(screen.getByText('2026年4月1日')).toBeInTheDocument();
    expect(screen.getByText('JIS X 8341-3:2016')).toBeInTheDocument();
    expect(screen.getByText(texts.facts.level).nextElementSibling).toHaveTextContent(/^AA$/);
    expect(screen.getAllByText(texts.claims.conformant)).toHaveLength(2);
    expect(screen.getByText(texts.notation)).toBeInTheDocument();
    expect(screen.getByText(texts.scope)).toBeInTheDocument();
    expect(screen.getByText(texts.technologies)).toBeInTheDocument();
    expect(screen.getByText(texts.selection)).toBeInTheDocument();
    expect(screen.getByText('まだ試験の対象にしていない画面：/eligibility-certificate/apply')).toBeInTheDocument();
    expect(screen.getByText('2画面（URIと状態）')).toBeInTheDocument();
    expect(screen.getByText(/Playwright と axe-core 4\.13\.0/)).toBeInTheDocument();
    expect(screen.getByText('2026年3月30日～2026年4月1日')).toBeInTheDocument();
  });

  it('lists the tested screens by URI, state and language', () => {
    show(results());
    const list = screen.getByRole('table', { name: texts.screensCaption });
    expect(
      within(list)
        .getAllByRole('row')
        .slice(1)
        .map((line) => line.textContent),
    ).toEqual(['/signin通常日本語', '/signin入力エラー英語']);
  });

  it('shows each criterion with whether it applies, its result, the per-screen counts and how it was checked', () => {
    show(results());
    expect(
      within(rowOf('1.4.3'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['AA', 'あり', '適合', '適合 2・不適合 0・適用なし 0', '自動試験（axe） / 担当者の確認']);
    expect(within(rowOf('1.2.2')).getByText('適用なし', { exact: true })).toBeInTheDocument();
  });

  it('under 一部準拠, names each unmet criterion, where it fails, and the plan', () => {
    show(
      results({
        claim: 'partial',
        criteria: [row({ id: '2.4.5', level: 'AA', result: 'fail', failing: [1] })],
      }),
    );
    expect(screen.getAllByText(texts.claims.partial)).toHaveLength(2);
    const unmet = screen.getByRole('heading', { level: 2, name: texts.unmetHeading });
    expect(unmet).toBeInTheDocument();
    expect(screen.getByText('該当する画面：/signin (入力エラー, 英語)')).toBeInTheDocument();
    expect(screen.queryByText(texts.claims.conformant)).not.toBeInTheDocument();
  });

  it('says there are no results yet when no test has run, rather than an empty list', () => {
    show(results({ screens: [], testedFrom: '', testedTo: '', axeVersion: '' }));
    expect(screen.getAllByText(texts.noResults)).toHaveLength(2);
  });

  it('reads in English, with the Japanese claim word beside it', async () => {
    await applyLanguage('en');
    show(results());
    expect(screen.getByText('1 April 2026')).toBeInTheDocument();
    const claims = screen.getAllByText(wholeText(en.claims.conformant));
    expect(claims).toHaveLength(2);
    // WCAG 3.1.2: the Japanese claim word is marked as Japanese.
    for (const claim of claims) expect(within(claim).getByText('準拠')).toHaveAttribute('lang', 'ja');
    expect(rowOf('1.4.3')).toHaveTextContent('Contrast (Minimum)');
    expect(rowOf('2.4.5')).toHaveTextContent('Checked by our staff');
  });
});

describe('the web accessibility policy', () => {
  it('is a public page at /accessibility/policy with scope, target, deadline, testing and contact', async () => {
    jest.mocked(Auth.fetchAuthSession).mockResolvedValue({ tokens: undefined } as unknown as Auth.AuthSession);
    renderRoute('/accessibility/policy');
    expect(await screen.findByRole('heading', { level: 1, name: ja.titles.AccessibilityPolicy })).toBeInTheDocument();
    for (const heading of [
      policy.scopeHeading,
      policy.targetHeading,
      policy.deadlineHeading,
      policy.testHeading,
      policy.contactHeading,
    ])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: policy.results })).toHaveAttribute('href', '/accessibility');
  });
});
