import fs from 'node:fs';
import path from 'node:path';
import { evaluateAudit, validateAllowlist, type AuditReport } from './audit';

const advisory = (name: string, severity: string, ghsa: string, source: number) => ({
  source,
  name,
  dependency: name,
  title: `${name} is vulnerable`,
  url: `https://github.com/advisories/${ghsa}`,
  severity,
  range: '<1.0.0',
});

const report: AuditReport = {
  auditReportVersion: 2,
  vulnerabilities: {
    lodash: {
      name: 'lodash',
      severity: 'critical',
      via: [advisory('lodash', 'critical', 'GHSA-aaaa-bbbb-cccc', 1001)],
    },
    'uses-lodash': { name: 'uses-lodash', severity: 'critical', via: ['lodash'] },
    minimist: { name: 'minimist', severity: 'high', via: [advisory('minimist', 'high', 'GHSA-dddd-eeee-ffff', 1002)] },
    debug: { name: 'debug', severity: 'moderate', via: [advisory('debug', 'moderate', 'GHSA-gggg-hhhh-jjjj', 1003)] },
  },
  metadata: { vulnerabilities: { critical: 2, high: 1, moderate: 1, low: 0, info: 0 } },
};

describe('production dependency audit', () => {
  it('blocks high and critical findings, not moderate ones, and names each advisory once', () => {
    const outcome = evaluateAudit(report, [], '2026-11-22');
    expect(outcome.unreachable).toBeUndefined();
    expect(outcome.findings.map((finding) => finding.id)).toEqual([
      'GHSA-aaaa-bbbb-cccc',
      'GHSA-dddd-eeee-ffff',
      'GHSA-gggg-hhhh-jjjj',
    ]);
    expect(outcome.blocking.map((finding) => finding.packageName)).toEqual(['lodash', 'minimist']);
  });

  it('accepts an unexpired exception (by GHSA id or numeric source id) and reports unused ones', () => {
    const outcome = evaluateAudit(
      report,
      [
        { id: 'GHSA-aaaa-bbbb-cccc', reason: 'only reachable from a build tool', expires: '2026-12-31' },
        { id: '1002', reason: 'the vulnerable option is never used', expires: '2026-11-22' },
        { id: 'GHSA-zzzz-zzzz-zzzz', reason: 'fixed upstream long ago', expires: '2027-01-01' },
      ],
      '2026-11-22',
    );
    expect(outcome.blocking).toEqual([]);
    expect(outcome.allowed.map((item) => item.finding.packageName)).toEqual(['lodash', 'minimist']);
    expect(outcome.unusedEntries.map((entry) => entry.id)).toEqual(['GHSA-zzzz-zzzz-zzzz']);
  });

  it('fails again once an exception has expired', () => {
    const outcome = evaluateAudit(
      report,
      [{ id: 'GHSA-aaaa-bbbb-cccc', reason: 'only reachable from a build tool', expires: '2026-11-21' }],
      '2026-11-22',
    );
    expect(outcome.blocking.map((finding) => finding.packageName)).toEqual(['lodash', 'minimist']);
    expect(outcome.problems).toEqual([expect.stringContaining('expired on 2026-11-21')]);
  });

  it('gives no verdict when the audit endpoint does not answer', () => {
    const outcome = evaluateAudit(
      {
        message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
        statusCode: 405,
      },
      [],
      '2026-11-22',
    );
    expect(outcome.unreachable).toContain('405');
  });

  it('checks the allowlist: id, a reason and an expiry date on every entry', () => {
    expect(
      validateAllowlist([
        { id: 'GHSA-aaaa-bbbb-cccc', reason: 'only reachable from a build tool', expires: '2026-12-31' },
      ]),
    ).toEqual([]);
    expect(validateAllowlist([{ id: '', reason: 'x', expires: 'soon' }])).toHaveLength(3);
    expect(validateAllowlist({})).toHaveLength(1);
    expect(
      validateAllowlist(JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'audit-allowlist.json'), 'utf8'))),
    ).toEqual([]);
  });
});
