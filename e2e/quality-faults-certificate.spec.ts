import type { Request } from '@playwright/test';
import { ja } from '../src/i18n/ja';
import { addressOf, agreeToCertificateTerms, reasonSelect, signIn } from './certificate-helpers';
import { apiFaultText, apiPath, expectCleanConsole, expectScreen, FAULTS, faultSwitch } from './fault-helpers';
import { appUrl, expect, expectAccessible, test } from './fixtures';
import { demoMember } from './members';

/**
 * Fault injection, the certificate writes, with the SMS demo member (two-step on, allowed, an active application): the
 * re-apply expiry and the application POST (the GETs are in quality-faults-certificate-reads); and a contract-breaking
 * 200 that makes the certificate screen throw while rendering, which the route error page must catch.
 */

const EMAIL = demoMember('sms').email;
const isPost = (request: Request) => request.method() === 'POST';

test('certificate POSTs (latest/expire, apply): every fault is explained, the typed application is kept, one request per submit', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  await signIn(page, EMAIL, { sms: true });
  await agreeToCertificateTerms(page);
  const expire = await faultSwitch(page, apiPath('eligibility_certificate_applications/latest/expire'), {
    filter: isPost,
  });
  const apply = await faultSwitch(page, apiPath('eligibility_certificate_applications'), { filter: isPost });

  for (const fault of FAULTS) {
    await test.step(`re-apply, ${fault.label}`, async () => {
      expire.inject(fault);
      const reapply = page.getByRole('button', { name: ja.certificate.reapply });
      await reapply.click();
      const confirm = page.getByRole('alertdialog', { name: ja.certificate.reapplyConfirm });
      await confirm.getByRole('button', { name: ja.certificate.reapply }).click();
      await expire.waitForCount(1);
      await expect(confirm).toBeHidden();
      // The press is over (no busy label) before the requests are counted: a retry would have been sent by now.
      await expect(reapply).toBeEnabled();
      await expect(page.getByRole('alert')).toHaveText(apiFaultText(fault));
      await expect(page).toHaveURL(/\/eligibility-certificate\/proceed$/);
      await expectScreen(page, ja.titles.CertificateProceed);
      expect(expire.count, 'a write is never retried').toBe(1);
    });
  }
  await expectAccessible(page);
  expire.clear();

  await page.goto(appUrl('/eligibility-certificate/apply'));
  await reasonSelect(page).selectOption({ label: 'その他' });
  await addressOf(page, '佐藤 花子').fill('東京都港区芝公園4-2-8');
  await addressOf(page, '佐藤 蓮').fill('大阪府大阪市北区梅田1-1-1');
  for (const fault of FAULTS) {
    await test.step(`apply, ${fault.label}`, async () => {
      apply.inject(fault);
      await page.getByRole('button', { name: ja.certificate.apply }).click();
      const dialog = page.getByRole('alertdialog', { name: ja.certificate.applyConfirm });
      await dialog.getByRole('button', { name: ja.certificate.apply }).click();
      await apply.waitForCount(1);
      // The dialog closes once the post has failed: a retry would have been sent by now.
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('alert')).toHaveText(apiFaultText(fault));
      await expect(page).toHaveURL(/\/eligibility-certificate\/apply$/);
      await expectScreen(page, ja.titles.CertificateApply);
      await expect(reasonSelect(page)).toHaveValue(/.+/);
      await expect(reasonSelect(page).locator('option:checked')).toHaveText('その他');
      await expect(addressOf(page, '佐藤 花子')).toHaveValue('東京都港区芝公園4-2-8');
      await expect(addressOf(page, '佐藤 蓮')).toHaveValue('大阪府大阪市北区梅田1-1-1');
      expect(apply.count, 'a write is never retried').toBe(1);
    });
  }
  await expectAccessible(page);
  apply.clear();
  expectCleanConsole(consoleErrors);
});

test('a 200 whose body breaks the contract (members: null) makes the certificate throw while rendering: the route error page catches it', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page, EMAIL, { sms: true });
  await agreeToCertificateTerms(page);
  await page.route(apiPath('eligibility_certificate_applications/latest'), (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            is_active: true,
            expired_at: '2099-12-31T23:59:59+09:00',
            created_at: '2026-01-01T00:00:00+09:00',
            members: null,
          }),
        })
      : route.fallback(),
  );
  await page.getByRole('button', { name: ja.certificate.show }).click();
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { level: 1, name: ja.errors.serverErrorTitle })).toBeVisible();
  await expect(alert.getByText(ja.errors.serverErrorBody, { exact: true })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('button', { name: ja.errors.backToTop })).toBeVisible();
  await expectAccessible(page);
  // The error page logs what it caught (and React reports the caught error); nothing else may appear.
  expect(
    consoleErrors.some((error) => /reading 'map'/.test(error)),
    'the render error was logged',
  ).toBe(true);
  expectCleanConsole(consoleErrors, [/reading 'map'/, /The above error occurred/]);
});
