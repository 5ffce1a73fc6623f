import type {
  CheckKind,
  Claim,
  CriterionLevel,
  CriterionResult,
  CriterionRow,
  StatementResults,
} from '../../src/features/accessibility/statement-types';

/** Every WCAG 2.0 success criterion of levels A and AA (JIS X 8341-3:2016 is identical to WCAG 2.0). */
export const WCAG20_CRITERIA: ReadonlyArray<readonly [id: string, level: CriterionLevel]> = [
  ['1.1.1', 'A'],
  ['1.2.1', 'A'],
  ['1.2.2', 'A'],
  ['1.2.3', 'A'],
  ['1.2.4', 'AA'],
  ['1.2.5', 'AA'],
  ['1.3.1', 'A'],
  ['1.3.2', 'A'],
  ['1.3.3', 'A'],
  ['1.4.1', 'A'],
  ['1.4.2', 'A'],
  ['1.4.3', 'AA'],
  ['1.4.4', 'AA'],
  ['1.4.5', 'AA'],
  ['2.1.1', 'A'],
  ['2.1.2', 'A'],
  ['2.2.1', 'A'],
  ['2.2.2', 'A'],
  ['2.3.1', 'A'],
  ['2.4.1', 'A'],
  ['2.4.2', 'A'],
  ['2.4.3', 'A'],
  ['2.4.4', 'A'],
  ['2.4.5', 'AA'],
  ['2.4.6', 'AA'],
  ['2.4.7', 'AA'],
  ['3.1.1', 'A'],
  ['3.1.2', 'AA'],
  ['3.2.1', 'A'],
  ['3.2.2', 'A'],
  ['3.2.3', 'AA'],
  ['3.2.4', 'AA'],
  ['3.3.1', 'A'],
  ['3.3.2', 'A'],
  ['3.3.3', 'AA'],
  ['3.3.4', 'AA'],
  ['4.1.1', 'A'],
  ['4.1.2', 'A'],
];

/**
 * The criteria about a kind of content (prerecorded or live audio and video) that a page either has or has not: when
 * axe's rules for them found no such content on any page tested, the criterion does not apply. For every other
 * criterion, axe finding nothing to test (e.g. no meta refresh for 2.2.1, while a count-down is a time limit) says
 * nothing about whether it applies, so it stays "not checked".
 */
export const CONTENT_KIND_CRITERIA: ReadonlySet<string> = new Set([
  '1.2.1',
  '1.2.2',
  '1.2.3',
  '1.2.4',
  '1.2.5',
  '1.4.2',
]);

/** One axe rule as a record keeps it: its id and its tags (e.g. wcag2aa, wcag143). */
export interface AxeRuleRecord {
  id: string;
  tags: string[];
}

/** What one `expectAccessible` call saw (e2e/a11y-record.ts). */
export interface AxeRecord {
  url: string;
  lang: string;
  axeVersion: string;
  passes: AxeRuleRecord[];
  violations: AxeRuleRecord[];
  incomplete: AxeRuleRecord[];
  inapplicable: AxeRuleRecord[];
}

/** A check made by a spec rather than by axe: which criteria it shows (or, `passed: false`, found unmet), on which page. */
export interface CheckRecord {
  kind: CheckKind;
  criteria: string[];
  url: string;
  lang: string;
  /** false: the check found the criteria not met on this page (the test goes on: the statement reports it). */
  passed?: boolean;
}

/** One passed e2e test's file in .tmp/a11y (a failed test leaves none). */
export interface TestRecord {
  spec: string;
  test: string;
  finishedAt: string;
  axe: AxeRecord[];
  checks: CheckRecord[];
}

/** wcag143 -> 1.4.3; wcag1410 -> 1.4.10; wcag2a, wcag21aa and best-practice are no criterion. */
export const criterionOfTag = (tag: string): string | undefined => {
  const match = /^wcag(\d)(\d)(\d{1,2})$/.exec(tag);
  return match ? `${match[1]}.${match[2]}.${match[3]}` : undefined;
};

/** A tested URL as the statement lists it: the path only, ids and digits of dynamic segments left as they are. */
export const pageOf = (url: string): string => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

const claimOf = (rows: CriterionRow[]): Claim => {
  if (rows.some((row) => row.result === 'notChecked')) return 'considered';
  if (rows.some((row) => row.result === 'fail')) return 'partial';
  return 'conformant';
};

/**
 * The result table from the records of the e2e suite, one row per WCAG 2.0 A/AA criterion:
 * - fail: an axe rule of the criterion found a violation on some page (a failed test leaves no record, but a test
 *   that declares an expected violation would), or a spec's check found it unmet (`passed: false`);
 * - pass: no violation, and an axe rule of the criterion passed on some page, or a spec's check shows it;
 * - not applicable: a criterion about audio or video (CONTENT_KIND_CRITERIA) whose axe rules found no such content
 *   on any page, and no spec checked it;
 * - not checked: nothing tested it (axe's "incomplete", needs review, is not a pass).
 * The claim follows the WAIC wording: 準拠 only when every criterion passed or does not apply, 一部準拠 when every
 * criterion was tested and some failed, 配慮 otherwise.
 */
export const buildStatement = (records: TestRecord[], generatedOn: string): StatementResults => {
  const axe = records.flatMap((record) => record.axe);
  const checks = records.flatMap((record) => record.checks);
  const rules = (list: (record: AxeRecord) => AxeRuleRecord[], id: string) =>
    new Set(
      axe.flatMap((record) =>
        list(record)
          .filter((rule) => rule.tags.some((tag) => criterionOfTag(tag) === id))
          .map((rule) => rule.id),
      ),
    );
  const criteria = WCAG20_CRITERIA.map(([id, level]): CriterionRow => {
    const failed = rules((record) => record.violations, id);
    const passed = rules((record) => record.passes, id);
    const inapplicable = rules((record) => record.inapplicable, id);
    const incomplete = rules((record) => record.incomplete, id);
    const own = checks.filter((check) => check.criteria.includes(id));
    const kinds = [...new Set(own.map((check) => check.kind))].sort();
    const unmet = own.some((check) => check.passed === false);
    const absent = CONTENT_KIND_CRITERIA.has(id) && inapplicable.size > 0 && !incomplete.size;
    const result: CriterionResult =
      failed.size || unmet ? 'fail' : passed.size || kinds.length ? 'pass' : absent ? 'notApplicable' : 'notChecked';
    return {
      id,
      level,
      applies: result === 'notApplicable' ? 'no' : result === 'notChecked' ? 'unknown' : 'yes',
      result,
      axeRules: [...new Set([...failed, ...passed, ...inapplicable])].sort(),
      checks: kinds,
    };
  });
  const days = records.map((record) => record.finishedAt.slice(0, 10)).sort();
  return {
    generatedOn,
    testedFrom: days[0] ?? '',
    testedTo: days[days.length - 1] ?? '',
    axeVersion: [...new Set(axe.map((record) => record.axeVersion))].sort().join(', '),
    languages: [...new Set([...axe, ...checks].map((record) => record.lang))].sort(),
    pages: [...new Set([...axe, ...checks].map((record) => pageOf(record.url)))].sort(),
    claim: claimOf(criteria),
    criteria,
  };
};

/** The generated module the statement page imports. */
export const statementModule = (results: StatementResults) =>
  [
    "// Generated by `npm run a11y:statement` (scripts/accessibility-statement.ts) from the e2e suite's records in",
    '// .tmp/a11y. Do not edit: run the e2e suite, then the script.',
    "import type { StatementResults } from './statement-types';",
    '',
    `export const statementResults: StatementResults = ${JSON.stringify(results, null, 2)};`,
    '',
  ].join('\n');
