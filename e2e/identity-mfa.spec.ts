import type { Page } from '@playwright/test';
import { readLatestCode } from '../local-stack/identity/codes';
import { ja } from '../src/i18n/ja';
import { appUrl, expect, expectAccessible, latestCode, test } from './fixtures';
import { E2E_PASSWORD, signUpFresh } from './settings-helpers';

const dataDir = () => process.env.E2E_DATA_DIR ?? '';

const codeField = (page: Page) => page.getByRole('textbox', { name: ja.mfa.authenticationCode });

test.beforeEach(async ({ page }) => {
  // The mock API answers as for an eligibility-verified member, so AccountHome is the service list itself.
  await page.addInitScript(() => localStorage.setItem('portal.mockScenario', 'eligible-none-agreed'));
});

test('a phone set up through /account/mfa/sms-setup turns SMS two-step on; the next sign-in asks for the SMS code', async ({
  page,
}) => {
  const email = await signUpFresh(page, 'phone');

  // returnTo names a route (here the change-password screen, which has nothing to load beyond the member).
  await page.goto(appUrl('/account/mfa/sms-setup?returnTo=ChangePassword'));
  await expect(page.getByRole('heading', { level: 1, name: ja.mfa.setupHeading })).toBeVisible();
  await expectAccessible(page);
  const phone = page.getByRole('textbox', { name: ja.mfa.phoneLabel });
  await phone.fill('0901234567');
  await page.getByRole('button', { name: ja.mfa.sendCode }).click();
  await expect(page.getByText('無効な電話番号です。正しい形式で入力してください。')).toBeVisible();
  await expectAccessible(page);
  await phone.fill('０９０-５５５５-６６６６');
  await page.getByRole('button', { name: ja.mfa.sendCode }).click();

  await expect(page).toHaveURL(/\/account\/mfa\/sms-verification\?returnTo=ChangePassword$/);
  await expect(page.getByText('09055556666')).toBeVisible();
  await expectAccessible(page);
  const code = await latestCode(email, 'attribute');
  await codeField(page).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: ja.mfa.verify }).click();
  await expect(page.getByRole('alert').filter({ hasText: '電話番号の検証に失敗しました' })).toBeVisible();
  await expect(codeField(page)).toHaveValue('');
  await expectAccessible(page);
  await codeField(page).fill(code);
  await page.getByRole('button', { name: ja.mfa.verify }).click();
  await expect(page).toHaveURL(/\/account\/change-password$/);
  await expectAccessible(page);

  await page.goto(appUrl('/account/signout'));
  await page.getByRole('main').getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  const before = readLatestCode(dataDir(), email, 'mfa');
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
  await page.getByRole('textbox', { name: 'パスワード' }).fill(E2E_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(codeField(page)).toBeVisible();
  await expectAccessible(page);
  await codeField(page).fill(await latestCode(email, 'mfa', before));
  await page.getByRole('button', { name: ja.mfa.verify }).click();
  await expect(page).toHaveURL(/\/account$/);
});

test('returnTo with an unknown or off-site value falls back to AccountHome', async ({ page }) => {
  const email = await signUpFresh(page, 'returnto');

  // Set up through the setup screen with an off-site returnTo: it is carried on as AccountHome.
  await page.goto(appUrl(`/account/mfa/sms-setup?returnTo=${encodeURIComponent('//evil.example')}`));
  await page.getByRole('textbox', { name: ja.mfa.phoneLabel }).fill('08011112222');
  await page.getByRole('button', { name: ja.mfa.sendCode }).click();
  await expect(page).toHaveURL(/\/account\/mfa\/sms-verification\?returnTo=AccountHome$/);
  let previous = await latestCode(email, 'attribute');
  await codeField(page).fill(previous);
  await page.getByRole('button', { name: ja.mfa.verify }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: ja.home.heading })).toBeVisible();

  // The verification screen itself, opened with each hostile value: a new code is sent, and AccountHome follows.
  for (const returnTo of ['https://evil.example', 'javascript:alert(1)', 'NoSuchRoute']) {
    await page.goto(appUrl(`/account/mfa/sms-verification?returnTo=${encodeURIComponent(returnTo)}`));
    await expect(page.getByRole('heading', { level: 1, name: ja.titles.SmsVerification })).toBeVisible();
    await page.getByRole('button', { name: ja.mfa.resend }).click();
    await expect(page.getByText(ja.mfa.sentAgain)).toBeVisible();
    await expectAccessible(page);
    previous = await latestCode(email, 'attribute', previous);
    await codeField(page).fill(previous);
    await page.getByRole('button', { name: ja.mfa.verify }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: ja.home.heading })).toBeVisible();
    await expectAccessible(page);
  }
});
