import type { Request } from '@playwright/test';
import { ja } from '../src/i18n/ja';
import { addressOf, agreeToCertificateTerms, reasonSelect, signIn } from './certificate-helpers';
import {
  apiFaultText,
  apiPath,
  expectCleanConsole,
  expectScreen,
  expectServerErrorPage,
  FAULTS,
  faultSwitch,
  GET_ATTEMPTS,
  navigateInApp,
  SHORT_FAULT,
} from './fault-helpers';
import { appUrl, expect, expectAccessible, test } from './fixtures';
import { demoMember } from './members';

/**
 * Fault injection, the certificate GETs, with the SMS demo member (two-step on, allowed, an active application): the
 * guards' allowed status and latest application, and the apply screen's reasons and applicants. A fault that outlasts
 * the retries ends on the server-error page (guards) or the screen's Japanese explanation; one shorter than the
 * retries ends with the data shown, without the member doing anything.
 */

const EMAIL = demoMember('sms').email;
const isGet = (request: Request) => request.method() === 'GET';

test('certificate guards (GET allowed_status, applications/latest): lasting faults end on the server-error page, short ones recover by themselves', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  await signIn(page, EMAIL, { sms: true });
  await agreeToCertificateTerms(page);
  const allowed = await faultSwitch(page, apiPath('eligibility_certificate_allowed_status'), { filter: isGet });
  const latest = await faultSwitch(page, apiPath('eligibility_certificate_applications/latest'), { filter: isGet });
  for (const fault of FAULTS) {
    await test.step(`guards, ${fault.label} outlasting the retries`, async () => {
      allowed.inject(fault);
      latest.resetCount();
      await navigateInApp(page, '/eligibility-certificate/certificate');
      await expectServerErrorPage(page);
      expect(allowed.count).toBe(GET_ATTEMPTS);
      allowed.clear();
      // The latest application this navigation asked for is answered before the next one's fault: a navigation joins
      // a read still on its way (step-reads.ts), which would answer the next one instead of the fault.
      await latest.waitForCount(1);
      await latest.settled();
      latest.inject(fault);
      await navigateInApp(page, '/eligibility-certificate/certificate');
      await expectServerErrorPage(page);
      expect(latest.count).toBe(GET_ATTEMPTS);
    });
    await test.step(`guards, ${fault.label} for ${SHORT_FAULT} requests`, async () => {
      allowed.inject(fault, SHORT_FAULT);
      latest.inject(fault, SHORT_FAULT);
      await navigateInApp(page, '/eligibility-certificate/certificate');
      await expectScreen(page, ja.titles.Certificate);
      await expect(page.getByText('2099年12月31日')).toBeVisible();
      expect(allowed.count).toBe(SHORT_FAULT + 1);
      expect(latest.faulted).toBe(SHORT_FAULT);
    });
  }
  allowed.clear();
  latest.clear();
  expectCleanConsole(consoleErrors);
});

test('apply screen (GET eligibility_certificate_reasons, applications/new): lasting faults are explained on the screen, short ones recover by themselves', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  await signIn(page, EMAIL, { sms: true });
  await agreeToCertificateTerms(page);
  const reasons = await faultSwitch(page, apiPath('eligibility_certificate_reasons'), { filter: isGet });
  const applicants = await faultSwitch(page, apiPath('eligibility_certificate_applications/new'), { filter: isGet });
  for (const fault of FAULTS) {
    await test.step(`apply screen, ${fault.label} outlasting the retries`, async () => {
      reasons.inject(fault);
      applicants.inject(fault);
      // A page load: the lists fetched by the previous step are still cached in this one.
      await page.goto(appUrl('/eligibility-certificate/apply'));
      await expect(page.getByRole('alert')).toHaveText(apiFaultText(fault));
      await expectScreen(page, ja.titles.CertificateApply);
      // The explanation comes with the first list that gives up; the other may still be on its last attempt.
      for (const list of [reasons, applicants]) {
        await list.waitForCount(GET_ATTEMPTS);
        await list.settled();
      }
      expect(reasons.count).toBe(GET_ATTEMPTS);
      expect(applicants.count).toBe(GET_ATTEMPTS);
      await expect(page.getByRole('alert')).toHaveText(apiFaultText(fault));
      await expectAccessible(page);
    });
    await test.step(`apply screen, ${fault.label} for ${SHORT_FAULT} requests`, async () => {
      // Away and back: the failed lists are asked for again by the screen's new subscription.
      await navigateInApp(page, '/eligibility-certificate/proceed');
      await expectScreen(page, ja.titles.CertificateProceed);
      reasons.inject(fault, SHORT_FAULT);
      applicants.inject(fault, SHORT_FAULT);
      await navigateInApp(page, '/eligibility-certificate/apply');
      await expect(reasonSelect(page)).toBeVisible();
      await expect(addressOf(page, '佐藤 花子')).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(reasons.count).toBe(SHORT_FAULT + 1);
      expect(applicants.count).toBe(SHORT_FAULT + 1);
    });
  }
  reasons.clear();
  applicants.clear();
  expectCleanConsole(consoleErrors);
});
