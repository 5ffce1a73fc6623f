import { ja } from '../src/i18n/ja';
import { appUrl, expect, expectAccessible, test } from './fixtures';
import { E2E_PASSWORD, signIn, signOut, signUpFresh, useScenario } from './settings-helpers';

const NEW_PASSWORD = 'N3w-passw0rd';

test('a fresh member changes the password; errors first, then success; the new password signs in', async ({ page }) => {
  await useScenario(page, 'eligible-none-agreed');
  const email = await signUpFresh(page, 'change-password');
  await page.goto(appUrl('/account/settings'));
  await page.getByRole('link', { name: ja.settings.changePassword }).click();
  await expect(page.getByRole('heading', { level: 1, name: ja.changePassword.heading })).toBeVisible();
  for (const hint of Object.values(ja.passwordHints)) await expect(page.getByText(hint)).toBeVisible();
  await expectAccessible(page);

  const current = page.getByLabel(ja.changePassword.currentPassword);
  await current.fill('Wrong-passw0rd');
  await page.getByLabel(new RegExp(`^${ja.changePassword.newPassword}\\s*\\*?$`)).fill(NEW_PASSWORD);
  await page.getByLabel(ja.changePassword.reentry).fill(NEW_PASSWORD);
  await expect(page.getByText(ja.changePassword.confirmationOk)).toBeVisible();
  await page.getByRole('button', { name: ja.changePassword.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: ja.changePassword.wrongCurrentPassword })).toBeVisible();
  await expect(current).toHaveValue('');
  await expectAccessible(page);

  await current.fill(E2E_PASSWORD);
  await page.getByRole('button', { name: ja.changePassword.submit }).click();
  const dialog = page.getByRole('alertdialog', { name: ja.changePassword.success });
  await expect(dialog).toBeVisible();
  await expect(current).toHaveValue('');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: ja.changePassword.backToSettings }).click();
  await expect(page).toHaveURL(/\/account\/settings$/);

  await signOut(page);
  await page.goto(appUrl('/signin'));
  await page.getByRole('textbox', { name: ja.common.email }).fill(email);
  await page.getByRole('textbox', { name: ja.common.password }).fill(E2E_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: ja.signin.submit, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: ja.signin.wrongCredentials })).toBeVisible();
  await signIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/account/);
});
