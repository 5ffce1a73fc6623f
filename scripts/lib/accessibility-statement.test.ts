import type { KeyboardFacts, PageFacts } from './a11y-criteria';
import type { Judgement } from './a11y-judgements';
import { LISTED_SCREENS } from './a11y-screens';
import {
  buildStatement,
  comparable,
  criterionOfTag,
  judgementFor,
  missingResults,
  screenResults,
  WCAG20_CRITERIA,
  type ScreenRecord,
} from './accessibility-statement';

const facts = (lang: string, overrides: Partial<PageFacts> = {}): PageFacts => ({
  url: 'http://127.0.0.1:5000/x',
  lang,
  title: 'ページ | 会員情報',
  media: 0,
  metaRefresh: 0,
  images: [],
  backgroundImages: 0,
  headings: [{ level: 1, text: 'ページ' }],
  fields: [],
  invalidWithoutMessage: [],
  errorMessages: [],
  duplicateIds: [],
  flashing: [],
  endless: [],
  timers: 0,
  sensory: [],
  unmarked: [],
  outOfOrder: [],
  mainLandmark: true,
  skipLink: true,
  navigation: ['会員情報'],
  links: [],
  dialog: false,
  ...overrides,
});
const walk: KeyboardFacts = {
  tabbable: ['a'],
  inDialog: false,
  stops: [{ stop: 0, name: 'a', indicator: true, contrast: 6, changedContext: false }],
};
const passes = { passes: ['button-name'], violations: [], incomplete: [], inapplicable: [] };

const recordOf = (id: string, lang: string, page: Partial<PageFacts> = {}): ScreenRecord => ({
  id,
  finishedAt: '2026-11-28T10:00:00.000Z',
  axeVersion: '4.13.0',
  axe: { '4.1.2': passes, '1.4.3': { ...passes, passes: ['color-contrast'] } },
  undecided: [],
  page: facts(lang, page),
  keyboard: walk,
  layout: { zoom: [], reflow: [] },
});
const everyScreen = (page: Partial<PageFacts> = {}) =>
  LISTED_SCREENS.map((screen) => recordOf(screen.id, screen.lang, page));

/** A judgement for every criterion no tool decides on a clean screen. */
const judged = (result: Judgement['result'] = 'pass'): Judgement[] =>
  ['2.2.1', '2.4.5', '2.4.6', '3.2.2', '3.3.4'].map((criterion) => ({
    criterion,
    screens: ['*'],
    checked: `reviewed ${criterion}`,
    result,
    date: '2026-11-28',
  }));

describe('the accessibility statement table', () => {
  it('lists the 38 WCAG 2.0 A and AA criteria (25 A, 13 AA), once each', () => {
    expect(WCAG20_CRITERIA).toHaveLength(38);
    expect(new Set(WCAG20_CRITERIA.map(([id]) => id)).size).toBe(38);
    expect(WCAG20_CRITERIA.filter(([, level]) => level === 'A')).toHaveLength(25);
  });

  it('reads criteria from axe tags, and nothing from the level tags', () => {
    expect(criterionOfTag('wcag143')).toBe('1.4.3');
    expect(criterionOfTag('wcag1410')).toBe('1.4.10');
    expect(criterionOfTag('wcag2aa')).toBeUndefined();
    expect(criterionOfTag('best-practice')).toBeUndefined();
  });

  it('lists every listed screen without a record as missing, and claims only 配慮', () => {
    const results = buildStatement([], [], '2026-11-28');
    expect(results.criteria.every((row) => row.result === 'notChecked')).toBe(true);
    expect(results.claim).toBe('considered');
    expect(missingResults(screenResults([], []), [])).toHaveLength(LISTED_SCREENS.length);
  });

  it('names the criteria a screen lacks a result for: what no tool decides and no judgement covers', () => {
    const records = everyScreen();
    const missing = missingResults(screenResults(records, []), records);
    expect(missing[0]).toBe(`${LISTED_SCREENS[0]?.id}: no result for 2.2.1, 2.4.5, 2.4.6, 3.2.2, 3.3.4`);
    expect(missingResults(screenResults(records, judged()), records)).toEqual([]);
  });

  it('claims 準拠 when every criterion passes or does not apply on every screen', () => {
    const results = buildStatement(everyScreen(), judged(), '2026-11-28');
    expect(results.claim).toBe('conformant');
    expect(results.criteria.find((row) => row.id === '1.2.2')?.result).toBe('notApplicable');
    expect(results.criteria.find((row) => row.id === '2.4.5')?.checks).toEqual(['judgement']);
    expect(results.screens).toHaveLength(LISTED_SCREENS.length);
    // Every route has a listed screen (JB.1.2 a): '/' only forwards, the not-found page stands for '*'.
    expect(results.untested).toEqual([]);
    expect(results.testedFrom).toBe('2026-11-28');
  });

  it('claims 一部準拠 when a tool fails a criterion on one screen, and names that screen', () => {
    const records = everyScreen();
    const first = LISTED_SCREENS[0];
    records[0] = recordOf(first?.id ?? '', first?.lang ?? 'ja', { duplicateIds: ['email'] });
    const results = buildStatement(records, judged(), '2026-11-28');
    expect(results.claim).toBe('partial');
    const row = results.criteria.find((criterion) => criterion.id === '4.1.1');
    expect(row?.result).toBe('fail');
    expect(row?.failing).toEqual([0]);
    expect(row?.screens.fail).toBe(1);
  });

  it('counts a judged failure even where a tool passed, and a judged pass only where no tool decided', () => {
    const records = everyScreen();
    const failing: Judgement = {
      criterion: '1.3.2',
      screens: ['/signin'],
      checked: 'read',
      result: 'fail',
      date: '2026-11-28',
    };
    const passing: Judgement = {
      criterion: '4.1.1',
      screens: ['*'],
      checked: 'read',
      result: 'pass',
      date: '2026-11-28',
    };
    const results = screenResults(records, [...judged(), failing, passing]);
    const signin = LISTED_SCREENS.find((screen) => screen.uri === '/signin');
    expect(results.get(signin?.id ?? '')?.['1.3.2']?.verdict).toBe('fail');
    expect(results.get(signin?.id ?? '')?.['4.1.1']?.method).toBe('page');
  });

  it('takes the most specific judgement: the screen, its URI and state, its URI, then every screen', () => {
    const screen = LISTED_SCREENS.find(
      (item) => item.uri === '/signin' && item.state === 'error' && item.lang === 'en',
    );
    if (!screen) throw new Error('no en /signin error');
    const row = (screens: string[], checked: string): Judgement => ({
      criterion: '3.3.3',
      screens,
      checked,
      result: 'pass',
      date: '2026-11-28',
    });
    const rows = [row(['*'], 'all'), row(['/signin'], 'uri'), row(['/signin error'], 'state')];
    expect(judgementFor(rows, '3.3.3', screen)?.checked).toBe('state');
    expect(judgementFor([...rows, row([screen.id], 'id')], '3.3.3', screen)?.checked).toBe('id');
    expect(judgementFor(rows.slice(0, 2), '3.3.3', screen)?.checked).toBe('uri');
    expect(judgementFor(rows.slice(0, 1), '3.3.3', screen)?.checked).toBe('all');
  });

  it('compares a fresh run with the published table without its dates', () => {
    const one = buildStatement(everyScreen(), judged(), '2026-11-28');
    const later = { ...one, generatedOn: '2026-12-01', testedFrom: '2026-12-01', testedTo: '2026-12-01' };
    expect(comparable(later)).toEqual(comparable(one));
    expect(comparable({ ...one, claim: 'partial' })).not.toEqual(comparable(one));
  });
});
