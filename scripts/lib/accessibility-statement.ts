import type {
  CheckKind,
  Claim,
  CriterionLevel,
  CriterionResult,
  CriterionRow,
  StatementResults,
} from '../../src/features/accessibility/statement-types';
import {
  decideAcrossScreens,
  decideScreen,
  type AxeByCriterion,
  type Finding,
  type KeyboardFacts,
  type LayoutFacts,
  type PageFacts,
  type Verdict,
} from './a11y-criteria';
import type { Judgement } from './a11y-judgements';
import { routes } from '../../src/routing/routes';
import { LISTED_SCREENS, type ListedScreen } from './a11y-screens';

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

/** How a tool decides each criterion (scripts/lib/a11y-criteria.ts), as the statement names it. */
export const TOOL_METHOD: Record<string, CheckKind> = {
  '1.1.1': 'axe',
  '1.2.1': 'page',
  '1.2.2': 'page',
  '1.2.3': 'page',
  '1.2.4': 'page',
  '1.2.5': 'page',
  '1.3.1': 'axe',
  '1.3.2': 'page',
  '1.3.3': 'page',
  '1.4.1': 'axe',
  '1.4.2': 'page',
  '1.4.3': 'axe',
  '1.4.4': 'zoom',
  '1.4.5': 'page',
  '2.1.1': 'keyboard',
  '2.1.2': 'keyboard',
  '2.2.1': 'page',
  '2.2.2': 'page',
  '2.3.1': 'page',
  '2.4.1': 'axe',
  '2.4.2': 'title',
  '2.4.3': 'keyboard',
  '2.4.4': 'axe',
  '2.4.5': 'page',
  '2.4.6': 'page',
  '2.4.7': 'focus',
  '3.1.1': 'language',
  '3.1.2': 'language',
  '3.2.1': 'keyboard',
  '3.2.2': 'page',
  '3.2.3': 'screens',
  '3.2.4': 'screens',
  '3.3.1': 'page',
  '3.3.2': 'axe',
  '3.3.3': 'page',
  '3.3.4': 'page',
  '4.1.1': 'page',
  '4.1.2': 'axe',
};

/** wcag143 -> 1.4.3; wcag1410 -> 1.4.10; wcag2a, wcag21aa and best-practice are no criterion. */
export const criterionOfTag = (tag: string): string | undefined => {
  const match = /^wcag(\d)(\d)(\d{1,2})$/.exec(tag);
  return match ? `${match[1]}.${match[2]}.${match[3]}` : undefined;
};

/** One visit of a listed screen, as e2e/accessibility-screens.spec.ts leaves it in .tmp/a11y-screens. */
export interface ScreenRecord {
  id: string;
  finishedAt: string;
  axeVersion: string;
  axe: AxeByCriterion;
  /** The elements axe could not decide (rule: selector "markup"), for the judgement that decides them. */
  undecided: string[];
  page: PageFacts;
  keyboard: KeyboardFacts;
  layout: LayoutFacts;
}

/** One screen's result for one criterion, and what gave it. */
export interface ScreenResult {
  verdict: Verdict;
  method: CheckKind;
  by: string;
}

const specificity = (judgement: Judgement, screen: ListedScreen) => {
  const scopes = judgement.screens;
  if (scopes.includes(screen.id)) return 3;
  if (scopes.includes(`${screen.uri} ${screen.state}`)) return 2;
  if (scopes.includes(screen.uri)) return 1;
  if (scopes.includes('*')) return 0;
  return -1;
};

/** The judgement for a screen and criterion: the most specific row (its id, URI and state, URI, then '*'). */
export const judgementFor = (judgements: readonly Judgement[], criterion: string, screen: ListedScreen) =>
  judgements
    .filter((judgement) => judgement.criterion === criterion && specificity(judgement, screen) >= 0)
    .sort((a, b) => specificity(b, screen) - specificity(a, screen))[0];

/**
 * Each listed screen's result for each criterion: a tool's verdict where it reached one, else the dated judgement
 * for it; a judgement that finds a criterion unmet fails it even where a tool passed it. A criterion with neither
 * has no result (the check fails).
 */
export const screenResults = (records: readonly ScreenRecord[], judgements: readonly Judgement[]) => {
  const byId = new Map(records.map((record) => [record.id, record]));
  const present = LISTED_SCREENS.filter((screen) => byId.has(screen.id));
  const across = decideAcrossScreens(
    present.map((screen) => ({ ...screen, page: (byId.get(screen.id) as ScreenRecord).page })),
  );
  const results = new Map<string, Record<string, ScreenResult | undefined>>();
  for (const screen of LISTED_SCREENS) {
    const record = byId.get(screen.id);
    const tool: Record<string, Finding> = record ? { ...decideScreen(record, screen.lang), ...across[screen.id] } : {};
    const row: Record<string, ScreenResult | undefined> = {};
    for (const [id] of WCAG20_CRITERIA) {
      if (!record) {
        row[id] = undefined;
        continue;
      }
      const judged = judgementFor(judgements, id, screen);
      const found = tool[id];
      if (judged && (judged.result === 'fail' || !found))
        row[id] = { verdict: judged.result, method: 'judgement', by: `${judged.checked} (${judged.date})` };
      else row[id] = found ? { verdict: found.verdict, method: TOOL_METHOD[id] ?? 'page', by: found.by } : undefined;
    }
    results.set(screen.id, row);
  }
  return results;
};

/** Listed screens without a record, and screen × criterion pairs without a result: what `--check` refuses. */
export const missingResults = (results: ReturnType<typeof screenResults>, records: readonly ScreenRecord[]) => {
  const recorded = new Set(records.map((record) => record.id));
  const missing: string[] = [];
  for (const screen of LISTED_SCREENS) {
    if (!recorded.has(screen.id)) {
      missing.push(`${screen.id}: no record (run e2e/accessibility-screens.spec.ts)`);
      continue;
    }
    const row = results.get(screen.id) ?? {};
    const lacking = WCAG20_CRITERIA.map(([id]) => id).filter((id) => !row[id]);
    if (lacking.length) missing.push(`${screen.id}: no result for ${lacking.join(', ')}`);
  }
  return missing;
};

/** The route table's paths no listed screen stands for (the not-found page stands for '*'; '/' only forwards). */
export const untestedRoutes = () => {
  const listed = new Set(LISTED_SCREENS.map((screen) => screen.uri));
  return Object.values(routes)
    .map((route) => route.path)
    .filter((path) => path !== '*' && path !== '/' && !listed.has(path))
    .sort();
};

const claimOf = (rows: CriterionRow[]): Claim => {
  if (rows.some((row) => row.result === 'notChecked')) return 'considered';
  if (rows.some((row) => row.result === 'fail')) return 'partial';
  return 'conformant';
};

/** A screen as the script's summary names it. */
export const screenLabel = (screen: ListedScreen | undefined) =>
  screen ? `${screen.lang} ${screen.uri} (${screen.state})` : '?';

/**
 * The published table: per criterion, its result over every listed screen (fail when any screen fails it, pass when
 * it passes somewhere and applies nowhere else unmet, not applicable when it applies on no screen, not checked when
 * any screen lacks a result), the screens that fail it, and how it was checked. The claim follows WAIC's wording:
 * 準拠 only when every criterion passed or does not apply, 一部準拠 when all were tested and some failed, else 配慮.
 */
export const buildStatement = (
  records: readonly ScreenRecord[],
  judgements: readonly Judgement[],
  generatedOn: string,
): StatementResults => {
  const results = screenResults(records, judgements);
  const criteria = WCAG20_CRITERIA.map(([id, level]): CriterionRow => {
    const cells = LISTED_SCREENS.map((screen) => ({ screen, cell: results.get(screen.id)?.[id] }));
    const count = (verdict: Verdict) => cells.filter(({ cell }) => cell?.verdict === verdict).length;
    const lacking = cells.some(({ cell }) => !cell);
    const result: CriterionResult = lacking
      ? 'notChecked'
      : count('fail')
        ? 'fail'
        : count('pass')
          ? 'pass'
          : 'notApplicable';
    return {
      id,
      level,
      applies: result === 'notApplicable' ? 'no' : result === 'notChecked' ? 'unknown' : 'yes',
      result,
      screens: { pass: count('pass'), fail: count('fail'), notApplicable: count('notApplicable') },
      failing: cells.flatMap(({ cell }, index) => (cell?.verdict === 'fail' ? [index] : [])),
      checks: [...new Set(cells.flatMap(({ cell }) => (cell ? [cell.method] : [])))].sort(),
    };
  });
  const days = records.map((record) => record.finishedAt.slice(0, 10)).sort();
  const judged = judgements.map((judgement) => judgement.date).sort();
  return {
    generatedOn,
    testedFrom: [days[0], judged[0]].filter(Boolean).sort()[0] ?? '',
    testedTo: [days[days.length - 1], judged[judged.length - 1]].filter(Boolean).sort().reverse()[0] ?? '',
    axeVersion: [...new Set(records.map((record) => record.axeVersion))].sort().join(', '),
    screens: LISTED_SCREENS.map(({ uri, state, lang }) => ({ uri, state, lang })),
    untested: untestedRoutes(),
    claim: claimOf(criteria),
    criteria,
  };
};

/** The published table without its dates, for comparing a fresh run with what is committed. */
export const comparable = (results: StatementResults) => ({
  ...results,
  generatedOn: '',
  testedFrom: '',
  testedTo: '',
});

/** The generated module the statement page imports. */
export const statementModule = (results: StatementResults) =>
  [
    '// Generated by `npm run a11y:statement` (scripts/accessibility-statement.ts) from the records of',
    '// e2e/accessibility-screens.spec.ts in .tmp/a11y-screens and scripts/lib/a11y-judgements.ts. Do not edit.',
    "import type { StatementResults } from './statement-types';",
    '',
    `export const statementResults: StatementResults = ${JSON.stringify(results, null, 2)};`,
    '',
  ].join('\n');
