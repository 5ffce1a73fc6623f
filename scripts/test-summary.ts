import fs from 'node:fs';
import { countsFromJest, countsFromJunit, formatCounts, type TestCounts } from './lib/test-summary';

/**
 * `.ci/run`'s last lines: the counts of the jest and Playwright runs, read from their report files
 * (`.tmp/jest-results.json`, `.tmp/jest-hosting-results.json`, `e2e/.artifacts/junit.xml`). Exits 1 when a report is missing or a run executed no test.
 */
const reports: [label: string, file: string, read: (text: string) => TestCounts][] = [
  ['unit', '.tmp/jest-results.json', countsFromJest],
  ['hosting', '.tmp/jest-hosting-results.json', countsFromJest],
  ['e2e', 'e2e/.artifacts/junit.xml', countsFromJunit],
];

let status = 0;
for (const [label, file, read] of reports) {
  if (!fs.existsSync(file)) {
    console.error(`${label}: no report at ${file}`);
    status = 1;
    continue;
  }
  const counts = read(fs.readFileSync(file, 'utf8'));
  console.log(formatCounts(label, counts));
  if (counts.passed === 0 || counts.failed > 0) status = 1;
}
process.exitCode = status;
