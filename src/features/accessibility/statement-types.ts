/** The result table of the accessibility statement, as scripts/accessibility-statement.ts generates it. */
export type CriterionLevel = 'A' | 'AA';
export type Applies = 'yes' | 'no' | 'unknown';
export type CriterionResult = 'pass' | 'fail' | 'notApplicable' | 'notChecked';
/** How a criterion was checked on a screen: a tool (e2e/accessibility-screens.spec.ts) or a dated judgement. */
export type CheckKind = 'axe' | 'page' | 'keyboard' | 'focus' | 'zoom' | 'title' | 'language' | 'screens' | 'judgement';
export type Claim = 'conformant' | 'partial' | 'considered';
export type ScreenStateName = 'default' | 'error' | 'modal' | 'code' | 'busy' | 'success' | 'empty' | 'expired';

export interface TestedScreen {
  uri: string;
  state: ScreenStateName;
  lang: 'ja' | 'en';
}

export interface CriterionRow {
  id: string;
  level: CriterionLevel;
  applies: Applies;
  result: CriterionResult;
  /** How many listed screens pass it, fail it, or have nothing it applies to. */
  screens: { pass: number; fail: number; notApplicable: number };
  /** The screens that fail it, by their place in `screens`. */
  failing: number[];
  checks: CheckKind[];
}

export interface StatementResults {
  generatedOn: string;
  /** ISO dates of the first and last test or judgement the table is made from ('' when none). */
  testedFrom: string;
  testedTo: string;
  axeVersion: string;
  /** Every listed screen, by URI, state and language (the sample: all screens, JB.1.2 a). */
  screens: TestedScreen[];
  /** Routes of the site no listed screen stands for yet: the sample does not cover them. */
  untested: string[];
  claim: Claim;
  criteria: CriterionRow[];
}
