import type { Page } from '@playwright/test';
import { ja } from '../src/i18n/ja';
import { agreeToCertificateTerms, signIn } from './certificate-helpers';
import { appUrl, expect, test } from './fixtures';
import { demoMember } from './members';

// The SMS demo member (two-step on, allowed, an active application), who may open the certificate.
const EMAIL = demoMember('sms').email;

/** The certificate guards' reads this page sends from now on, by name. */
const countGuardReads = (page: Page) => {
  const counts = { permission: 0, latest: 0 };
  page.on('request', (request) => {
    if (request.method() !== 'GET') return;
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('/eligibility_certificate_allowed_status')) counts.permission += 1;
    if (pathname.endsWith('/eligibility_certificate_applications/latest')) counts.latest += 1;
  });
  return counts;
};

test('each step to the certificate, pressed with the pointer (a pointer down, then a focus), reads the permission and the latest application once', async ({
  page,
}) => {
  await signIn(page, EMAIL, { sms: true });
  await agreeToCertificateTerms(page);
  // The service list reads the latest application for the card's days-left line: answered before the steps count.
  const daysLeftRead = page.waitForResponse((response) =>
    response.url().endsWith('/eligibility_certificate_applications/latest'),
  );
  await page.goto(appUrl('/account'));
  await daysLeftRead;
  const card = page.getByRole('link', { name: ja.certificate.name });
  await expect(card).toBeVisible();

  const toProceed = countGuardReads(page);
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.CertificateProceed })).toBeVisible();
  expect(toProceed).toEqual({ permission: 1, latest: 1 });

  const toCertificate = countGuardReads(page);
  await page.getByRole('button', { name: ja.certificate.show }).click();
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.Certificate })).toBeVisible();
  expect(toCertificate).toEqual({ permission: 1, latest: 1 });
});
