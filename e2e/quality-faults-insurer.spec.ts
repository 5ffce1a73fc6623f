import type { Page } from '@playwright/test';
import { ja } from '../src/i18n/ja';
import { isValidInsurerNumber } from '../src/lib/insurer-number';
import {
  apiFaultText,
  apiPath,
  expectCleanConsole,
  expectScreen,
  FAULTS,
  faultSwitch,
  GET_ATTEMPTS,
  navigateInApp,
  SHORT_FAULT,
  signInVerified,
} from './fault-helpers';
import { expect, expectAccessible, test } from './fixtures';

/**
 * Fault injection, the insurer lookup on the eligibility check ('verified without eligibility' demo member): by the
 * typed number and by the link's alias. Every fault of FAULTS in turn: one that outlasts the retries ends on the
 * screen's Japanese text with the typed number kept, one shorter than the retries ends with the insurer shown without
 * the member doing anything.
 */

const isGet = (request: { method: () => string }) => request.method() === 'GET';

const insurerNumberField = (page: Page) =>
  page.getByRole('textbox', { name: new RegExp(`^${ja.eligibility.insurerNumber}`) });
const INSURER_NAME = 'サンプル健康保険組合';

/** Distinct valid insurer numbers (the mock answers every one with the same insurer): each lookup is a fresh query. */
const validInsurerNumbers = (count: number) => {
  const numbers: string[] = [];
  for (let body = 0; numbers.length < count && body < 1000; body += 1)
    for (let check = 0; check < 10; check += 1) {
      const candidate = `0613${String(body).padStart(3, '0')}${check}`;
      if (isValidInsurerNumber(candidate)) {
        numbers.push(candidate);
        break;
      }
    }
  return numbers;
};

test('insurer lookup by number (GET insurers/{n}): lasting faults are explained and keep the typed number, short ones recover', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  await signInVerified(page);
  const byNumber = await faultSwitch(page, apiPath('insurers/\\d+'), { filter: isGet });
  const numbers = validInsurerNumbers(2 * FAULTS.length);
  expect(numbers).toHaveLength(2 * FAULTS.length);
  const numberAt = (position: number) => numbers[position] ?? '';
  const kigou = () => page.getByRole('textbox', { name: new RegExp(`^${ja.eligibility.kigou}`) });

  for (const [index, fault] of FAULTS.entries()) {
    await test.step(`insurers/{n}, ${fault.label} outlasting the retries`, async () => {
      byNumber.inject(fault);
      await insurerNumberField(page).fill(numberAt(2 * index));
      await expect(page.getByText(apiFaultText(fault), { exact: true })).toBeVisible();
      await expect(insurerNumberField(page)).toHaveValue(numberAt(2 * index));
      await expect(kigou()).toBeDisabled();
      await expectScreen(page, ja.eligibility.heading);
      expect(byNumber.count).toBe(GET_ATTEMPTS);
      await expectAccessible(page);
    });
    await test.step(`insurers/{n}, ${fault.label} for ${SHORT_FAULT} requests`, async () => {
      byNumber.inject(fault, SHORT_FAULT);
      await insurerNumberField(page).fill(numberAt(2 * index + 1));
      await expect(page.getByText(INSURER_NAME, { exact: true })).toBeVisible();
      await expect(kigou()).toBeEnabled();
      await expect(page.getByText(apiFaultText(fault), { exact: true })).toHaveCount(0);
      expect(byNumber.count).toBe(SHORT_FAULT + 1);
    });
  }

  byNumber.clear();
  expectCleanConsole(consoleErrors);
});

test('insurer lookup by the link alias (GET insurer_configs/find): lasting faults are explained and the number can be typed, short ones recover', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  await signInVerified(page);
  const byAlias = await faultSwitch(page, apiPath('insurer_configs/find'), { filter: isGet });
  for (const [index, fault] of FAULTS.entries()) {
    await test.step(`insurer_configs/find, ${fault.label} outlasting the retries`, async () => {
      byAlias.inject(fault);
      await navigateInApp(page, `/account/eligibility-check?insurer=faults-long-${index}`);
      // The link's insurer could not be resolved: the member is told so and may type the number instead.
      await expect(page.getByText(ja.eligibility.aliasNotFound, { exact: true })).toBeVisible();
      await expect(insurerNumberField(page)).toBeVisible();
      await expectScreen(page, ja.eligibility.heading);
      expect(byAlias.count).toBe(GET_ATTEMPTS);
      await expectAccessible(page);
    });
    await test.step(`insurer_configs/find, ${fault.label} for ${SHORT_FAULT} requests`, async () => {
      byAlias.inject(fault, SHORT_FAULT);
      await navigateInApp(page, `/account/eligibility-check?insurer=faults-short-${index}`);
      await expect(page.getByText(INSURER_NAME, { exact: true })).toBeVisible();
      await expect(insurerNumberField(page)).toHaveCount(0);
      expect(byAlias.count).toBe(SHORT_FAULT + 1);
    });
  }
  byAlias.clear();
  expectCleanConsole(consoleErrors);
});
