/** Counts of one test run, read from the runner's own report file. */
export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

/** jest's `--json` report (the fields this reads). */
interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests?: number;
}

export const countsFromJest = (json: string): TestCounts => {
  const report = JSON.parse(json) as JestReport;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
  };
};

const attribute = (tag: string, name: string) => Number(new RegExp(`\\s${name}="(\\d+)"`).exec(tag)?.[1] ?? 0);

/** Playwright's JUnit report: the totals of its root `<testsuites>` element. */
export const countsFromJunit = (xml: string): TestCounts => {
  const root = /<testsuites\b[^>]*>/.exec(xml)?.[0];
  if (!root) throw new Error('no <testsuites> element in the JUnit report');
  const tests = attribute(root, 'tests');
  const failed = attribute(root, 'failures') + attribute(root, 'errors');
  const skipped = attribute(root, 'skipped');
  return { passed: tests - failed - skipped, failed, skipped };
};

/** The plain closing line: `label: N passed, N failed, N skipped`. */
export const formatCounts = (label: string, counts: TestCounts) =>
  `${label}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;

/**
 * The reports `.ci/run` writes, in its order, with the label of each closing line: the jest runs (the unit tests, the
 * same screens' tests again in English, the hosting tests) and Playwright's JUnit report.
 */
export const TEST_REPORTS: readonly [label: string, file: string, read: (text: string) => TestCounts][] = [
  ['unit', '.tmp/jest-results.json', countsFromJest],
  ['unit (English)', '.tmp/jest-en-results.json', countsFromJest],
  ['hosting', '.tmp/jest-hosting-results.json', countsFromJest],
  ['e2e', 'e2e/.artifacts/junit.xml', countsFromJunit],
];
