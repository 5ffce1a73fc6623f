import { ja } from '../src/i18n/ja';
import { addressOf, agreeToCertificateTerms, applicant, reasonSelect, signIn } from './certificate-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { demoMember } from './members';

// The SMS demo member (two-step on): terms, re-apply, apply, the certificate and its expiry.
const EMAIL = demoMember('sms').email;

test('re-apply expires and returns to apply; applying shows the certificate, whose count-down runs and expires', async ({
  page,
}) => {
  // A fake clock that runs at normal speed until the test moves it.
  await page.clock.install();
  await signIn(page, EMAIL, { sms: true });
  await agreeToCertificateTerms(page);
  await expectAccessible(page);

  // Re-apply: POST .../latest/expire, then apply.
  const expired = page.waitForResponse(
    (response) =>
      response.url().endsWith('/eligibility_certificate_applications/latest/expire') &&
      response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: ja.certificate.reapply }).click();
  const confirm = page.getByRole('alertdialog', { name: ja.certificate.reapplyConfirm });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: ja.certificate.reapply }).click();
  expect((await expired).ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.CertificateApply })).toBeVisible();
  await expect(page).toHaveURL(/\/eligibility-certificate\/apply$/);

  // Applicants with kana, gender and relationship; the insured person's last address prefilled.
  await expect(applicant(page, '佐藤 花子').getByText(ja.relationship.insured)).toBeVisible();
  await expect(applicant(page, '佐藤 蓮').getByText('家族（子）')).toBeVisible();
  await expect(addressOf(page, '佐藤 花子')).toHaveValue('大阪府大阪市北区梅田2-2-2 グランハイツ303');
  await expectAccessible(page);

  // Submitting with nothing chosen: the reason and the child's address are asked for.
  await page.getByRole('button', { name: ja.certificate.apply }).click();
  await expect(page.getByText(ja.certificate.reasonRequired, { exact: true })).toBeVisible();
  await expect(applicant(page, '佐藤 蓮').getByText(ja.certificate.addressRequired, { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Copy to family with the keyboard.
  await reasonSelect(page).selectOption({ label: 'その他' });
  await addressOf(page, '佐藤 花子').fill('東京都港区芝公園4-2-8');
  const copy = applicant(page, '佐藤 花子').getByRole('button', { name: ja.certificate.copyToFamily });
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(addressOf(page, '佐藤 蓮')).toHaveValue('東京都港区芝公園4-2-8');

  await page.getByRole('button', { name: ja.certificate.apply }).click();
  const dialog = page.getByRole('alertdialog', { name: ja.certificate.applyConfirm });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  // Prism (run with --errors) answers 201 only for a body that satisfies the contract.
  const posted = page.waitForResponse(
    (response) =>
      response.url().endsWith('/eligibility_certificate_applications') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: ja.certificate.apply }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({
    reason_id: 4,
    addresses: [
      { insurer_member_id: 2001, address: '東京都港区芝公園4-2-8' },
      { insurer_member_id: 2002, address: '東京都港区芝公園4-2-8' },
    ],
  });

  // The certificate: fields, expiry date and a running count-down.
  await expect(page).toHaveURL(/\/eligibility-certificate\/certificate$/);
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.Certificate })).toBeVisible();
  await expect(applicant(page, '佐藤 花子').getByText('なにわ健康保険組合')).toBeVisible();
  await expect(page.getByText('2099年12月31日')).toBeVisible();
  const countdown = page.getByTestId('certificate-countdown');
  const first = await countdown.textContent();
  expect(first).toMatch(/^\d{2,}:\d{2}:\d{2}$/);
  await expect(countdown).not.toHaveText(first ?? '');
  await expectAccessible(page);

  // A reload shows the same certificate.
  await page.reload();
  await expect(page.getByText('2099年12月31日')).toBeVisible();
  await expect(applicant(page, '佐藤 蓮')).toBeVisible();

  // The wall clock jumps past the expiry: the next tick shows the modal, which Escape cannot close.
  await page.clock.setSystemTime(new Date('2100-01-01T00:00:00+09:00'));
  const expiredModal = page.getByRole('alertdialog', { name: ja.certificate.expired });
  await expect(expiredModal).toBeVisible();
  await expect(countdown).toHaveText('00:00:00');
  await page.keyboard.press('Escape');
  await expect(expiredModal).toBeVisible();
  await expect(expiredModal.getByRole('button')).toHaveText([ja.certificate.home]);
  await expectAccessible(page);
});
