import { ja } from '../src/i18n/ja';
import { addressOf, agreeToCertificateTerms, previousCode, reasonSelect, signIn } from './certificate-helpers';
import { appUrl, expect, expectAccessible, latestCode, test } from './fixtures';
import { demoMember } from './members';

// The SMS demo member: SMS two-step is turned off mid-application, set up again, and nothing typed is lost.
// The member ends as it started (SMS two-step on, same number), so other specs can rely on it.
const EMAIL = demoMember('sms').email;
const PHONE = '09012345678';

test('without SMS two-step the member is sent to mfa-notice, sets SMS up and returns to apply with the typed address intact', async ({
  page,
}) => {
  await signIn(page, EMAIL, { sms: true });
  await agreeToCertificateTerms(page);
  await page.goto(appUrl('/eligibility-certificate/apply'));
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.CertificateApply })).toBeVisible();
  await reasonSelect(page).selectOption({ label: 'マイナンバーカードを紛失・更新中のため' });
  await addressOf(page, '佐藤 蓮').fill('北海道札幌市中央区北1条西2丁目');

  // Turn SMS two-step off in settings (in-app navigation: the page and its memory stay).
  await page
    .getByRole('navigation', { name: ja.shell.mainNavigation })
    .getByRole('link', { name: ja.shell.settings })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.AccountSettings })).toBeVisible();
  await page.getByRole('button', { name: ja.settings.disable }).click();
  await page
    .getByRole('alertdialog', { name: ja.settings.disableConfirm })
    .getByRole('button', { name: ja.settings.disable })
    .click();
  await expect(page.getByText(ja.mfa.disabled)).toBeVisible();

  // Back to apply: SMS two-step is required, so the mfa-notice.
  await page.goBack();
  await expect(page).toHaveURL(/\/eligibility-certificate\/mfa-notice$/);
  await expect(page.getByText(ja.certificate.mfaNotice)).toBeVisible();
  await expectAccessible(page);

  // SMS setup, then the code, then back to apply.
  await page.getByRole('link', { name: ja.certificate.toSmsSetup }).click();
  await expect(page).toHaveURL(/\/account\/mfa\/sms-setup\?returnTo=CertificateApply$/);
  const before = previousCode(EMAIL, 'attribute');
  await page.getByRole('textbox', { name: ja.mfa.phoneLabel }).fill(PHONE);
  await page.getByRole('button', { name: ja.mfa.sendCode }).click();
  await expect(page).toHaveURL(/\/account\/mfa\/sms-verification\?returnTo=CertificateApply$/);
  await page
    .getByRole('textbox', { name: ja.mfa.authenticationCode })
    .fill(await latestCode(EMAIL, 'attribute', before));
  await page.getByRole('button', { name: ja.mfa.verify }).click();

  await expect(page).toHaveURL(/\/eligibility-certificate\/apply$/);
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.CertificateApply })).toBeVisible();
  await expect(addressOf(page, '佐藤 蓮')).toHaveValue('北海道札幌市中央区北1条西2丁目');
  await expect(reasonSelect(page)).toHaveValue('2');
  await expectAccessible(page);
});

test('the mfa-notice of a member without SMS two-step links to SMS setup returning to apply', async ({ page }) => {
  await signIn(page, demoMember('eligible').email, { sms: false });
  await agreeToCertificateTerms(page);
  await page.goto(appUrl('/eligibility-certificate/certificate'));
  await expect(page).toHaveURL(/\/eligibility-certificate\/mfa-notice$/);
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.CertificateMfaNotice })).toBeVisible();
  await expect(page.getByRole('link', { name: ja.certificate.toSmsSetup })).toHaveAttribute(
    'href',
    '/account/mfa/sms-setup?returnTo=CertificateApply',
  );
  await expectAccessible(page);
});
