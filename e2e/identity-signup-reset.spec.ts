import type { Page } from '@playwright/test';
import { ja } from '../src/i18n/ja';
import '../src/i18n/screens/account-notices';
import { appUrl, expect, expectAccessible, latestCode, test, uniqueEmail } from './fixtures';
import { addVirtualAuthenticator, disablePasskeyAutofill, registerPasskeyInSettings } from './passkey-helpers';

const PASSWORD = 'Passw0rd!e2e';
const NEW_PASSWORD = 'Passw0rd!reset';

const fillSignup = async (page: Page, email: string) => {
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
  await page.getByRole('textbox', { name: 'パスワード', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'パスワード（確認用）' }).fill(PASSWORD);
  await page.getByRole('button', { name: ja.signup.submit }).click();
};

test('sign-up with an address already registered: the exact message and a way to sign in', async ({ page }) => {
  await page.goto(appUrl('/signup'));
  await fillSignup(page, 'eligible@example.com');
  const alert = page.getByRole('alert').filter({ hasText: 'すでにこのアドレスで会員登録されています。' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: ja.signup.toSignin })).toHaveAttribute('href', '/signin');
  await expectAccessible(page);
});

test('sign-up confirmation: a wrong code is refused and cleared, resend says 送信しました, the right code signs in', async ({
  page,
}) => {
  const email = uniqueEmail('badcode');
  await page.goto(appUrl('/signup'));
  await fillSignup(page, email);
  const codeField = page.getByRole('textbox', { name: '確認コード' });
  await expect(codeField).toBeVisible();
  const first = await latestCode(email, 'signup');
  await codeField.fill(first === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: ja.signup.confirm }).click();
  await expect(page.getByRole('alert').filter({ hasText: ja.signup.codeMismatch })).toBeVisible();
  await expect(codeField).toHaveValue('');
  await expectAccessible(page);

  await page.getByRole('button', { name: ja.signup.resendCode }).click();
  await expect(page.getByText('送信しました', { exact: true })).toBeVisible();
  await expectAccessible(page);
  const second = await latestCode(email, 'signup', first);
  await codeField.fill(second);
  await page.getByRole('button', { name: ja.signup.confirm }).click();
  await expect(page).toHaveURL(/\/account\/eligibility-check$/);
});

test('forgot password: an unknown address is refused and cleared; a member resets and is signed in', async ({
  page,
}) => {
  const email = uniqueEmail('reset');
  await page.goto(appUrl('/signup'));
  await fillSignup(page, email);
  const signupCode = await latestCode(email, 'signup');
  await page.getByRole('textbox', { name: '確認コード' }).fill(signupCode);
  await page.getByRole('button', { name: ja.signup.confirm }).click();
  await expect(page).toHaveURL(/\/account\/eligibility-check$/);
  // A passkey added before the reset: the reset's own sign-in offers to remove it.
  await disablePasskeyAutofill(page);
  await addVirtualAuthenticator(page);
  await registerPasskeyInSettings(page, { password: PASSWORD });
  await page.goto(appUrl('/account/signout'));
  await page.getByRole('main').getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  await page.getByRole('link', { name: ja.signin.forgotPassword }).click();
  await expect(page.getByRole('heading', { level: 1, name: ja.passwordReset.heading })).toBeVisible();
  await expectAccessible(page);
  const emailField = page.getByRole('textbox', { name: 'メールアドレス' });
  await emailField.fill('nobody-at-all@example.com');
  await page.getByRole('button', { name: ja.passwordReset.send }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'パスワードのリセットが出来ませんでした。' })).toBeVisible();
  await expect(emailField).toHaveValue('');
  await expectAccessible(page);

  await emailField.fill(email);
  await page.getByRole('button', { name: ja.passwordReset.send }).click();
  await expect(page).toHaveURL(/\/forgot-password-submit$/);
  await expect(page.getByRole('textbox', { name: 'メールアドレス' })).toHaveValue(email);
  await expectAccessible(page);
  const resetCode = await latestCode(email, 'reset', signupCode);

  // A wrong code is refused and cleared, the rest kept.
  const code = page.getByRole('textbox', { name: '確認コード' });
  await code.fill(resetCode === '000000' ? '111111' : '000000');
  await page.getByRole('textbox', { name: '新しいパスワード', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'パスワード（確認用）' }).fill(NEW_PASSWORD);
  await expect(page.getByText(ja.common.passwordMatch)).toBeVisible();
  await page.getByRole('button', { name: ja.passwordReset.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: ja.passwordReset.codeMismatch })).toBeVisible();
  await expect(code).toHaveValue('');
  await expectAccessible(page);

  await code.fill(resetCode);
  await page.getByRole('button', { name: ja.passwordReset.submit }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText(ja.passwordReset.completed)).toBeVisible();
  await expect(page.getByText(ja.signin.chooseAccount)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: ja.signin.continueWithAccount }).click();
  await expect(page).toHaveURL(/\/account\/eligibility-check$/);
  await expect(page.getByText(ja.accountNotices.afterPasswordReset)).toBeVisible();

  // The new password is the one that works from now on.
  await page.goto(appUrl('/account/signout'));
  await page.getByRole('main').getByRole('button', { name: 'ログアウト' }).click();
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
  await page.getByRole('textbox', { name: 'パスワード' }).fill(NEW_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/eligibility-check$/);
});
