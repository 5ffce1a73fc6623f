import { accessibilityEn, accessibilityJa } from '../src/i18n/accessibility-statement';
import { ja } from '../src/i18n/ja';
import { appUrl, expect, expectAccessible, test } from './fixtures';
import { en, expectEnglishOnly, useEnglish } from './english-helpers';

// The statement page, reached from the footer, in both languages; its table has one row per WCAG 2.0 A/AA success
// criterion, each with whether it applies and its result (generated: npm run a11y:statement); it links to the policy.

test('the statement in Japanese, from the footer: standard, level, claim and the 38 criteria', async ({ page }) => {
  await page.goto(appUrl('/signin'));
  await page.getByRole('contentinfo').getByRole('link', { name: ja.shell.accessibility }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.Accessibility })).toBeVisible();
  await expect(page).toHaveTitle(`${ja.titles.Accessibility} | ${ja.shell.brand}`);
  await expect(page.getByText('JIS X 8341-3:2016', { exact: true })).toBeVisible();
  await expect(
    page
      .getByText(
        new RegExp(
          `${accessibilityJa.claims.conformant}|${accessibilityJa.claims.partial}|${accessibilityJa.claims.considered}`,
        ),
      )
      .first(),
  ).toBeVisible();
  const table = page.getByRole('table', { name: accessibilityJa.tableCaption });
  await expect(table.getByRole('rowheader')).toHaveCount(38);
  await expect(table.getByRole('rowheader', { name: `1.4.3 ${accessibilityJa.criteria['1.4.3']}` })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: accessibilityJa.columns.applies })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: accessibilityJa.columns.result, exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: accessibilityJa.policyLink }).click();
  await expect(page).toHaveURL(/\/accessibility\/policy$/);
  await expect(page).toHaveTitle(`${ja.titles.AccessibilityPolicy} | ${ja.shell.brand}`);
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.AccessibilityPolicy })).toBeVisible();
});

test('the statement in English, signed out, with the Japanese claim word beside the English', async ({ page }) => {
  await useEnglish(page);
  await page.goto(appUrl('/signup'));
  await page.getByRole('contentinfo').getByRole('link', { name: en.shell.accessibility }).click();
  await expect(page.getByRole('heading', { level: 1, name: en.titles.Accessibility })).toBeVisible();
  await expect(page.getByText(/\((準拠|一部準拠|配慮)\)\.$/).first()).toBeVisible();
  const table = page.getByRole('table', { name: accessibilityEn.tableCaption });
  await expect(table.getByRole('rowheader')).toHaveCount(38);
  await expect(table.getByRole('rowheader', { name: `4.1.2 ${accessibilityEn.criteria['4.1.2']}` })).toBeVisible();
  await expectEnglishOnly(page);
});
