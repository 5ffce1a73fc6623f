import type { Locator, Page, Request } from '@playwright/test';
import { ja } from '../src/i18n/ja';
import { fillEligibilityMember, textbox } from './eligibility-helpers';
import {
  apiFaultText,
  apiPath,
  expectCleanConsole,
  expectScreen,
  FAULTS,
  faultSwitch,
  type FaultSwitch,
  signInVerified,
} from './fault-helpers';
import { appUrl, expect, expectAccessible, test } from './fixtures';
import { agreeToTerms, interceptExternalSites, signInDemoMember, termsSubmit, useScenario } from './services-helpers';

/**
 * Fault injection, the writes: eligibility registrations, terms registrations and the shop token. Each fault of FAULTS
 * is injected for every submit of the screen, one after another on the same screen: the screen explains in Japanese,
 * keeps what was typed, and sends exactly one request per submit (writes are never retried). No write is ever let
 * through, so the shared demo members stay as they were.
 */

const isPost = (request: Request) => request.method() === 'POST';

/**
 * Submits once under the fault, waits for its request, then for the submit to be over (the button back from its
 * busy label), so a retry, had there been one, would have been counted by then.
 */
const submitUnderFault = async (
  writes: FaultSwitch,
  fault: (typeof FAULTS)[number],
  submit: () => Promise<void>,
  settled?: Locator,
) => {
  writes.inject(fault);
  await submit();
  await writes.waitForCount(1);
  if (settled) {
    await expect(settled).toBeEnabled();
    await expect(settled).not.toHaveAttribute('aria-busy', 'true');
  }
};

const MEMBER = {
  kigou: 'AB12',
  bangou: '3456',
  edaban: '01',
  lastName: '山田',
  firstName: '太郎',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'タロウ',
  birthdate: '1985/04/01',
};

const fillMember = (page: Page) => fillEligibilityMember(page, MEMBER);

const expectMemberKept = async (page: Page) => {
  for (const [label, value] of [
    [ja.eligibility.kigou, MEMBER.kigou],
    [ja.eligibility.bangou, MEMBER.bangou],
    [ja.eligibility.edaban, MEMBER.edaban],
    [ja.eligibility.lastName, MEMBER.lastName],
    [ja.eligibility.firstName, MEMBER.firstName],
    [ja.eligibility.lastNameKana, MEMBER.lastNameKana],
    [ja.eligibility.firstNameKana, MEMBER.firstNameKana],
    [ja.eligibility.birthdate, MEMBER.birthdate],
  ] as const)
    await expect(textbox(page, label)).toHaveValue(value);
};

test('registrations (POST white_id_accounts, pseudonymized_white_id_accounts): every fault is explained, the form is kept, one request per submit', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  await signInVerified(page);
  const writes = await faultSwitch(page, apiPath('(pseudonymized_)?white_id_accounts'), { filter: isPost });
  const submitButton = page.getByRole('button', { name: ja.eligibility.submit });
  const submit = () => submitButton.click();

  // The file registration (insurer typed by number).
  await textbox(page, ja.eligibility.insurerNumber).fill('06139992');
  await expect(page.getByText('サンプル健康保険組合', { exact: true })).toBeVisible();
  await fillMember(page);
  for (const fault of FAULTS) {
    await test.step(`file registration, ${fault.label}`, async () => {
      await submitUnderFault(writes, fault, submit, submitButton);
      await expect(page.getByRole('alert').filter({ hasText: apiFaultText(fault) })).toHaveText(apiFaultText(fault));
      await expectScreen(page, ja.eligibility.heading);
      await expect(page).toHaveURL(/\/account\/eligibility-check$/);
      await expect(textbox(page, ja.eligibility.insurerNumber)).toHaveValue('06139992');
      await expectMemberKept(page);
      expect(writes.count, 'a write is never retried').toBe(1);
    });
  }
  await expectAccessible(page);

  // The pseudonymized registration (insurer from the query, gender asked).
  await page.evaluate(() => localStorage.setItem('portal.mockScenario', 'pseudonymized'));
  await page.goto(appUrl('/account/eligibility-check?insurer=mirai-kenpo'));
  await expect(page.getByText('みらい健康保険組合', { exact: true })).toBeVisible();
  await fillMember(page);
  await page.getByText(ja.gender.FEMALE, { exact: true }).click();
  for (const fault of FAULTS) {
    await test.step(`pseudonymized registration, ${fault.label}`, async () => {
      await submitUnderFault(writes, fault, submit, submitButton);
      await expect(page.getByRole('alert').filter({ hasText: apiFaultText(fault) })).toHaveText(apiFaultText(fault));
      await expectScreen(page, ja.eligibility.heading);
      await expectMemberKept(page);
      await expect(page.getByRole('radio', { name: ja.gender.FEMALE })).toBeChecked();
      expect(writes.count, 'a write is never retried').toBe(1);
    });
  }
  await expectAccessible(page);
  writes.clear();
  expectCleanConsole(consoleErrors);
});

const TERMS_SCREENS = [
  { path: '/account/otc/terms-of-service', heading: ja.titles.OtcTerms, marketing: true },
  { path: '/account/my-kenshin/terms-of-service', heading: ja.titles.MyKenshinTerms, marketing: false },
  { path: '/eligibility-certificate/terms-of-service', heading: ja.titles.CertificateTerms, marketing: false },
];

test('terms registration (POST service_registrations) on the shop, checkup and certificate terms: explained, ticks kept, one request per submit', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  await useScenario(page, 'eligible-none-agreed');
  await signInDemoMember(page);
  const writes = await faultSwitch(page, apiPath('(pseudonymized_)?service_registrations'), { filter: isPost });
  for (const screen of TERMS_SCREENS) {
    await page.goto(appUrl(screen.path));
    await expectScreen(page, screen.heading);
    await agreeToTerms(page);
    if (screen.marketing) await page.getByText(ja.terms.marketingEmail, { exact: true }).click();
    for (const fault of FAULTS) {
      await test.step(`${screen.path}, ${fault.label}`, async () => {
        await submitUnderFault(writes, fault, () => termsSubmit(page).click(), termsSubmit(page));
        const alert = page.getByRole('alert');
        await expect(alert).toContainText(ja.terms.failed);
        await expect(alert).toContainText(apiFaultText(fault));
        await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
        await expectScreen(page, screen.heading);
        await expect(page.getByRole('checkbox', { name: ja.terms.agreeToTerms })).toBeChecked();
        await expect(page.getByRole('checkbox', { name: ja.terms.agreeToPrivacyPolicy })).toBeChecked();
        if (screen.marketing) await expect(page.getByRole('checkbox', { name: ja.terms.marketingEmail })).toBeChecked();
        await expect(termsSubmit(page)).toBeEnabled();
        expect(writes.count, 'a write is never retried').toBe(1);
      });
    }
    await expectAccessible(page);
  }
  writes.clear();
  expectCleanConsole(consoleErrors);
});

test('otc token (POST otc_tokens): every fault returns the member to the service list with the explanation, one request each', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await useScenario(page, 'eligible-all-agreed');
  await interceptExternalSites(page);
  await signInDemoMember(page);
  const tokens = await faultSwitch(page, apiPath('otc_tokens'), { filter: isPost });
  for (const fault of FAULTS) {
    await test.step(fault.label, async () => {
      await submitUnderFault(tokens, fault, () =>
        page.getByRole('main').getByRole('link', { name: ja.services.otc.name }).click(),
      );
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole('alert')).toHaveText(ja.services.connectFailed);
      await expectScreen(page, ja.home.heading);
      expect(tokens.count, 'a write is never retried').toBe(1);
      await expectAccessible(page);
    });
  }
  tokens.clear();
  expectCleanConsole(consoleErrors);
});
