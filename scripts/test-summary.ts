import fs from 'node:fs';
import { formatCounts, TEST_REPORTS } from './lib/test-summary';

/**
 * `.ci/run`'s last lines: the counts of the jest and Playwright runs, read from their report files
 * (TEST_REPORTS in ./lib/test-summary.ts: the unit tests in Japanese and in English, the hosting tests, e2e). Exits 1
 * when a report is missing or a run executed no test.
 */
let status = 0;
for (const [label, file, read] of TEST_REPORTS) {
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
