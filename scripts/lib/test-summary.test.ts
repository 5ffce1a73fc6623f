import fs from 'node:fs';
import path from 'node:path';
import { countsFromJest, countsFromJunit, formatCounts, TEST_REPORTS } from './test-summary';

describe('test summary', () => {
  it('reads passed, failed and skipped (pending + todo) from a jest --json report', () => {
    const json = JSON.stringify({
      numPassedTests: 310,
      numFailedTests: 2,
      numPendingTests: 1,
      numTodoTests: 3,
      numTotalTests: 316,
    });
    expect(countsFromJest(json)).toEqual({ passed: 310, failed: 2, skipped: 4 });
  });

  it('reads the root totals of a Playwright JUnit report, counting errors as failures', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<testsuites id="" name="" tests="57" failures="2" skipped="3" errors="1" time="612.3">
<testsuite name="a.spec.ts" tests="40" failures="2" skipped="0" errors="0"></testsuite>
</testsuites>`;
    expect(countsFromJunit(xml)).toEqual({ passed: 51, failed: 3, skipped: 3 });
  });

  it('refuses a report without a <testsuites> element', () => {
    expect(() => countsFromJunit('<testsuite tests="1"></testsuite>')).toThrow('no <testsuites> element');
  });

  it('formats the plain closing line', () => {
    expect(formatCounts('e2e', { passed: 57, failed: 0, skipped: 1 })).toBe('e2e: 57 passed, 0 failed, 1 skipped');
  });

  it('reports every jest run .ci/run writes a report for, the English unit tests included, and no other', () => {
    const ci = fs.readFileSync(path.join(__dirname, '..', '..', '.ci', 'run'), 'utf8');
    const written = [...ci.matchAll(/--outputFile=([^\s"]+)/g)].map((match) => match[1]);
    expect(written).toContain('.tmp/jest-en-results.json');
    expect(ci).toMatch(/npm run test:en -- --ci --json --outputFile=\.tmp\/jest-en-results\.json/);
    const jestReports = TEST_REPORTS.filter(([, , read]) => read === countsFromJest).map(([, file]) => file);
    expect(jestReports.sort()).toEqual(written.sort());
    expect(TEST_REPORTS.map(([label]) => label)).toEqual(['unit', 'unit (English)', 'hosting', 'e2e']);
  });
});
