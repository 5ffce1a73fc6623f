import { ja } from '../src/i18n/ja';
import { signIn } from './certificate-helpers';
import { appUrl, expect, expectAccessible, test } from './fixtures';
import { demoMember } from './members';

test('a member registered with the My Number card (certificate-refused) is shown not-allowed on every certificate screen', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('portal.mockScenario', 'certificate-refused'));
  await signIn(page, demoMember('eligible').email, { sms: false });
  for (const path of [
    '/eligibility-certificate/terms-of-service',
    '/eligibility-certificate/proceed',
    '/eligibility-certificate/apply',
    '/eligibility-certificate/certificate',
  ]) {
    await page.goto(appUrl(path));
    await expect(page).toHaveURL(/\/eligibility-certificate\/not-allowed$/);
  }
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.CertificateNotAllowed })).toBeVisible();
  await expect(page.getByText(ja.certificate.notAllowed)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: ja.certificate.home }).click();
  await expect(page).toHaveURL(/\/account$/);
});
