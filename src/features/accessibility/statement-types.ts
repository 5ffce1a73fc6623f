/** The result table of the accessibility statement, as scripts/accessibility-statement.ts generates it. */
export type CriterionLevel = 'A' | 'AA';
export type Applies = 'yes' | 'no' | 'unknown';
export type CriterionResult = 'pass' | 'fail' | 'notApplicable' | 'notChecked';
/** Checks other than axe, recorded by the e2e specs that make them (e2e/a11y-record.ts). */
export type CheckKind = 'keyboard' | 'focus' | 'zoom' | 'reflow' | 'language' | 'title';
export type Claim = 'conformant' | 'partial' | 'considered';

export interface CriterionRow {
  id: string;
  level: CriterionLevel;
  applies: Applies;
  result: CriterionResult;
  /** axe rules that tested the criterion on some page (passed, failed or found nothing to test). */
  axeRules: string[];
  checks: CheckKind[];
}

export interface StatementResults {
  generatedOn: string;
  /** ISO dates of the first and last test run the table is made from ('' when none). */
  testedFrom: string;
  testedTo: string;
  axeVersion: string;
  languages: string[];
  pages: string[];
  claim: Claim;
  criteria: CriterionRow[];
}
