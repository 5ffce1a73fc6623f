import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import type { AxeRecord, AxeRuleRecord, CheckRecord, TestRecord } from '../scripts/lib/accessibility-statement';
import type { CheckKind } from '../src/features/accessibility/statement-types';

/**
 * What the accessibility statement is made of (`npm run a11y:statement`): every passed test leaves one file in
 * .tmp/a11y with the axe results of each `expectAccessible` it made and the checks it declared (keyboard, focus,
 * zoom, reflow, language). A test's file is removed when it starts and written only when it passed, so a test that
 * fails now cannot leave the record of an earlier pass behind.
 */
export const RECORD_DIR = path.join(__dirname, '..', '.tmp', 'a11y');

const open = new Map<string, TestRecord>();

const fileOf = (info: TestInfo) => {
  const title = info.titlePath.join(' › ');
  const slug = title.replace(/[^a-zA-Z0-9]+/g, '-').slice(0, 80);
  return path.join(RECORD_DIR, `${slug}-${crypto.createHash('sha1').update(title).digest('hex').slice(0, 10)}.json`);
};

export const startRecord = (info: TestInfo) => {
  fs.rmSync(fileOf(info), { force: true });
  open.set(info.testId, { spec: path.basename(info.file), test: info.title, finishedAt: '', axe: [], checks: [] });
};

export const finishRecord = (info: TestInfo) => {
  const record = open.get(info.testId);
  open.delete(info.testId);
  if (!record || info.status !== info.expectedStatus || info.status !== 'passed') return;
  if (!record.axe.length && !record.checks.length) return;
  fs.mkdirSync(RECORD_DIR, { recursive: true });
  fs.writeFileSync(fileOf(info), JSON.stringify({ ...record, finishedAt: new Date().toISOString() }));
};

const rules = (list: Array<{ id: string; tags: string[] }>): AxeRuleRecord[] =>
  list.map(({ id, tags }) => ({ id, tags }));

const langOf = (page: Page) => page.evaluate(() => document.documentElement.lang).catch(() => '');

export const recordAxe = async (
  info: TestInfo,
  page: Page,
  results: {
    testEngine: { version: string };
    passes: Array<{ id: string; tags: string[] }>;
    violations: Array<{ id: string; tags: string[] }>;
    incomplete: Array<{ id: string; tags: string[] }>;
    inapplicable: Array<{ id: string; tags: string[] }>;
  },
) => {
  const record = open.get(info.testId);
  if (!record) return;
  const entry: AxeRecord = {
    url: page.url(),
    lang: await langOf(page),
    axeVersion: results.testEngine.version,
    passes: rules(results.passes),
    violations: rules(results.violations),
    incomplete: rules(results.incomplete),
    inapplicable: rules(results.inapplicable),
  };
  record.axe.push(entry);
};

/**
 * Declares what the calling test has just shown (call it after the assertions that show it); `passed: false` declares
 * that the check found the criteria unmet on this page, which the statement then reports as failed.
 */
export const recordCheck = async (
  info: TestInfo,
  page: Page,
  kind: CheckKind,
  criteria: string[],
  { passed = true }: { passed?: boolean } = {},
) => {
  const record = open.get(info.testId);
  if (!record) return;
  const check: CheckRecord = {
    kind,
    criteria,
    url: page.url(),
    lang: await langOf(page),
    ...(passed ? {} : { passed }),
  };
  record.checks.push(check);
};
