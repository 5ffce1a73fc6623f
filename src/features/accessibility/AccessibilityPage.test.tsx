import { screen, within } from '@testing-library/react';
import * as Auth from 'aws-amplify/auth';
import { accessibilityEn as en, accessibilityJa as ja } from '../../i18n/accessibility-statement';
import { applyLanguage } from '../../i18n/language';
import { renderRoute, renderWithProviders } from '../../../mocks/render';
import { wholeText } from '../../../mocks/language-parts';
import { StatementView } from './AccessibilityPage';
import type { StatementResults } from './statement-types';

const results = (overrides: Partial<StatementResults> = {}): StatementResults => ({
  generatedOn: '2026-04-01',
  testedFrom: '2026-03-30',
  testedTo: '2026-04-01',
  axeVersion: '4.11.0',
  languages: ['en', 'ja'],
  pages: ['/account', '/signin'],
  claim: 'considered',
  criteria: [
    { id: '1.4.3', level: 'AA', applies: 'yes', result: 'pass', axeRules: ['color-contrast'], checks: [] },
    { id: '1.4.4', level: 'AA', applies: 'yes', result: 'pass', axeRules: [], checks: ['zoom'] },
    { id: '1.2.2', level: 'A', applies: 'no', result: 'notApplicable', axeRules: ['video-caption'], checks: [] },
    { id: '3.3.4', level: 'AA', applies: 'unknown', result: 'notChecked', axeRules: [], checks: [] },
  ],
  ...overrides,
});

const show = (value: StatementResults) => renderWithProviders(<StatementView results={value} />);
const rowOf = (id: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${id.replace(/\./g, '\\.')} `) }).closest('tr') as HTMLElement;

afterEach(() => applyLanguage('ja'));

describe('the accessibility statement', () => {
  it('is a public page at /accessibility, with its heading and the generated table', async () => {
    jest.mocked(Auth.fetchAuthSession).mockResolvedValue({ tokens: undefined } as unknown as Auth.AuthSession);
    renderRoute('/accessibility');
    expect(await screen.findByRole('heading', { level: 1, name: ja.heading })).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(38);
  });

  it('says the date, standard, level, claim in the WAIC wording, technologies, pages, selection, tester and period', () => {
    show(results());
    expect(screen.getByText('2026年4月1日')).toBeInTheDocument();
    expect(screen.getByText('JIS X 8341-3:2016')).toBeInTheDocument();
    expect(screen.getByText(ja.facts.level).nextElementSibling).toHaveTextContent(/^AA$/);
    expect(screen.getAllByText(ja.claims.considered)).toHaveLength(2);
    expect(screen.getByText(ja.technologies)).toBeInTheDocument();
    expect(screen.getByText('/signin')).toBeInTheDocument();
    expect(screen.getByText('2ページ')).toBeInTheDocument();
    expect(screen.getByText(ja.selection)).toBeInTheDocument();
    expect(
      screen.getByText('メンバーポータル運営事務局（自動試験：Playwright と axe-core 4.11.0）'),
    ).toBeInTheDocument();
    expect(screen.getByText('2026年3月30日～2026年4月1日')).toBeInTheDocument();
  });

  it('shows each criterion with whether it applies, its result and what checked it', () => {
    show(results());
    expect(
      within(rowOf('1.4.3'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['AA', 'あり', '適合', '自動試験（axe：color-contrast）']);
    expect(within(rowOf('1.4.4')).getByText(ja.checks.zoom)).toBeInTheDocument();
    expect(within(rowOf('1.2.2')).getByText('適用なし')).toBeInTheDocument();
    expect(
      within(rowOf('3.3.4'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['AA', '未確認', '未確認', 'なし']);
    expect(rowOf('3.3.4')).toHaveTextContent('エラー回避（法的、金融及びデータ）');
  });

  it('claims 準拠 only when the table says so', () => {
    show(results({ claim: 'conformant' }));
    expect(screen.getAllByText(ja.claims.conformant)).toHaveLength(2);
    expect(screen.queryByText(ja.claims.considered)).not.toBeInTheDocument();
  });

  it('says there are no results yet when no test has run, rather than an empty list', () => {
    show(results({ pages: [], testedFrom: '', testedTo: '', axeVersion: '' }));
    expect(screen.getAllByText(ja.noResults)).toHaveLength(2);
  });

  it('reads in English, with the Japanese claim word beside it', async () => {
    await applyLanguage('en');
    show(results());
    expect(screen.getByRole('heading', { level: 1, name: en.heading })).toBeInTheDocument();
    expect(screen.getByText('1 April 2026')).toBeInTheDocument();
    const claims = screen.getAllByText(wholeText(en.claims.considered));
    expect(claims).toHaveLength(2);
    // WCAG 3.1.2: the Japanese claim word is marked as Japanese.
    for (const claim of claims) expect(within(claim).getByText('配慮')).toHaveAttribute('lang', 'ja');
    expect(rowOf('1.4.3')).toHaveTextContent('Contrast (Minimum)');
    expect(within(rowOf('3.3.4')).getAllByText('Not checked')).toHaveLength(2);
  });
});
