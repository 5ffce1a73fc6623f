import {
  buildStatement,
  criterionOfTag,
  pageOf,
  statementModule,
  WCAG20_CRITERIA,
  type AxeRecord,
  type TestRecord,
} from './accessibility-statement';

const rule = (id: string, ...tags: string[]) => ({ id, tags });
const axe = (overrides: Partial<AxeRecord> = {}): AxeRecord => ({
  url: 'http://127.0.0.1:5000/signin?service=otc',
  lang: 'ja',
  axeVersion: '4.11.0',
  passes: [],
  violations: [],
  incomplete: [],
  inapplicable: [],
  ...overrides,
});
const record = (overrides: Partial<TestRecord> = {}): TestRecord => ({
  spec: 'a.spec.ts',
  test: 't',
  finishedAt: '2026-11-26T10:00:00.000Z',
  axe: [],
  checks: [],
  ...overrides,
});
const row = (records: TestRecord[], id: string) =>
  buildStatement(records, '2026-11-26').criteria.find((criterion) => criterion.id === id);

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
    expect(criterionOfTag('wcag21aa')).toBeUndefined();
    expect(criterionOfTag('best-practice')).toBeUndefined();
  });

  it('marks every criterion not checked when there is no record, and claims only 配慮', () => {
    const results = buildStatement([], '2026-11-26');
    expect(
      results.criteria.every((criterion) => criterion.result === 'notChecked' && criterion.applies === 'unknown'),
    ).toBe(true);
    expect(results.claim).toBe('considered');
    expect(results.pages).toEqual([]);
  });

  it('passes a criterion an axe rule passed, fails one it found violated anywhere', () => {
    const records = [
      record({
        axe: [axe({ passes: [rule('color-contrast', 'wcag2aa', 'wcag143'), rule('image-alt', 'wcag2a', 'wcag111')] })],
      }),
      record({
        axe: [
          axe({
            url: 'http://h/account',
            passes: [rule('color-contrast', 'wcag2aa', 'wcag143')],
            violations: [rule('image-alt', 'wcag2a', 'wcag111')],
          }),
        ],
      }),
    ];
    expect(row(records, '1.4.3')).toMatchObject({ result: 'pass', applies: 'yes', axeRules: ['color-contrast'] });
    expect(row(records, '1.1.1')).toMatchObject({ result: 'fail', applies: 'yes' });
  });

  it('says a criterion does not apply only when its axe rules found nothing to test, and needs-review is no pass', () => {
    const records = [
      record({
        axe: [
          axe({
            inapplicable: [rule('video-caption', 'wcag2a', 'wcag122')],
            incomplete: [rule('color-contrast', 'wcag2aa', 'wcag143')],
          }),
        ],
      }),
    ];
    expect(row(records, '1.2.2')).toMatchObject({ result: 'notApplicable', applies: 'no' });
    expect(row(records, '1.4.3')).toMatchObject({ result: 'notChecked', applies: 'unknown' });
  });

  it('does not call a criterion not applicable because axe found nothing to test, unless it is about audio or video', () => {
    const records = [
      record({
        axe: [
          axe({
            inapplicable: [rule('meta-refresh', 'wcag2a', 'wcag221'), rule('link-in-text-block', 'wcag2a', 'wcag141')],
          }),
        ],
      }),
    ];
    expect(row(records, '2.2.1')).toMatchObject({ result: 'notChecked', applies: 'unknown' });
    expect(row(records, '1.4.1')).toMatchObject({ result: 'notChecked', applies: 'unknown' });
  });

  it('passes the criteria a spec checked (keyboard, zoom) and names the check', () => {
    const records = [
      record({
        checks: [
          { kind: 'zoom', criteria: ['1.4.4'], url: 'http://h/signin', lang: 'en' },
          { kind: 'keyboard', criteria: ['2.1.1', '2.1.2'], url: 'http://h/signup', lang: 'ja' },
        ],
      }),
    ];
    expect(row(records, '1.4.4')).toMatchObject({ result: 'pass', checks: ['zoom'] });
    expect(row(records, '2.1.2')).toMatchObject({ result: 'pass', checks: ['keyboard'] });
    expect(buildStatement(records, '2026-11-26').languages).toEqual(['en', 'ja']);
  });

  it('fails a criterion a spec found unmet on some page, even where it passed on others', () => {
    const records = [
      record({
        checks: [
          { kind: 'language', criteria: ['3.1.2'], url: 'http://h/signin', lang: 'en' },
          { kind: 'language', criteria: ['3.1.2'], url: 'http://h/account', lang: 'en', passed: false },
          { kind: 'title', criteria: ['2.4.2'], url: 'http://h/account', lang: 'en' },
        ],
      }),
    ];
    expect(row(records, '3.1.2')).toMatchObject({ result: 'fail', applies: 'yes', checks: ['language'] });
    expect(row(records, '2.4.2')).toMatchObject({ result: 'pass', checks: ['title'] });
  });

  it('lists the pages tested by path, the period and the axe version', () => {
    const results = buildStatement(
      [
        record({ finishedAt: '2026-11-27T01:00:00Z', axe: [axe()] }),
        record({ finishedAt: '2026-11-25T01:00:00Z', axe: [axe({ url: 'http://h/account' })] }),
      ],
      '2026-11-28',
    );
    expect(results.pages).toEqual(['/account', '/signin']);
    expect([results.testedFrom, results.testedTo]).toEqual(['2026-11-25', '2026-11-27']);
    expect(results.axeVersion).toBe('4.11.0');
    expect(pageOf('not a url')).toBe('not a url');
  });

  it('claims 準拠 only when every criterion passed or does not apply, 一部準拠 when all were tested and one failed', () => {
    const everything = (list: 'passes' | 'violations') =>
      record({ axe: [axe({ [list]: WCAG20_CRITERIA.map(([id]) => rule(`r${id}`, `wcag${id.replace(/\./g, '')}`)) })] });
    expect(buildStatement([everything('passes')], 'd').claim).toBe('conformant');
    expect(
      buildStatement([everything('passes'), record({ axe: [axe({ violations: [rule('x', 'wcag111')] })] })], 'd').claim,
    ).toBe('partial');
  });

  it('writes a module the page imports', () => {
    const text = statementModule(buildStatement([], '2026-11-26'));
    expect(text).toContain('export const statementResults: StatementResults = {');
    expect(text).toContain('"claim": "considered"');
  });
});
