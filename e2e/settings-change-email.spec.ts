import { ja } from '../src/i18n/ja';
import { appUrl, expect, expectAccessible, latestCode, test, uniqueEmail } from './fixtures';
import { E2E_PASSWORD, signIn, signOut, signUpFresh, useScenario } from './settings-helpers';

test('a fresh member changes the e-mail in two steps against the local identity; the new address signs in', async ({
  page,
}) => {
  await useScenario(page, 'eligible-none-agreed');
  const oldEmail = await signUpFresh(page, 'change-email');
  const newEmail = uniqueEmail('changed');

  await page.goto(appUrl('/account/settings'));
  await page.getByRole('link', { name: ja.settings.changeEmail }).click();
  await expect(page.getByRole('heading', { level: 1, name: ja.changeEmail.heading })).toBeVisible();
  await expect(page.getByRole('main').getByText(oldEmail)).toBeVisible();
  const send = page.getByRole('button', { name: ja.changeEmail.send });
  await expect(send).toBeDisabled();
  await expectAccessible(page);

  // The same address is refused in the field; a wrong password by the identity service.
  await page.getByLabel(ja.changeEmail.currentPassword).fill('Wrong-passw0rd');
  await page.getByLabel(ja.changeEmail.newEmail).fill(oldEmail);
  await page.getByLabel(ja.changeEmail.currentPassword).focus();
  await expect(page.getByText(ja.changeEmail.sameAsCurrent)).toBeVisible();
  await expect(send).toBeDisabled();
  await page.getByLabel(ja.changeEmail.newEmail).fill(newEmail);
  await send.click();
  await expect(page.getByRole('alert').filter({ hasText: ja.changeEmail.wrongPassword })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel(ja.changeEmail.currentPassword).fill(E2E_PASSWORD);
  await send.click();
  const codeField = page.getByRole('textbox', { name: ja.common.confirmationCode });
  await expect(codeField).toBeVisible();
  await expect(page.getByRole('main').getByText(newEmail)).toBeVisible();
  await expectAccessible(page);

  const patch = page.waitForRequest(
    (request) => request.url().endsWith('/api/v1/user/email') && request.method() === 'PATCH',
  );
  await codeField.fill(await latestCode(newEmail, 'attribute'));
  await page.getByRole('button', { name: ja.changeEmail.confirmChange }).click();
  const dialog = page.getByRole('alertdialog', { name: ja.changeEmail.successTitle });
  await expect(dialog).toBeVisible();
  const body = (await patch).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ old_email: oldEmail, new_email: newEmail });
  expect(body.code).toMatch(/^\d{6}$/);
  expect(typeof body.access_token).toBe('string');
  await expectAccessible(page);

  await dialog.getByRole('button', { name: ja.changeEmail.backToSettings }).click();
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(page.getByRole('main').getByText(newEmail)).toBeVisible();

  await signOut(page);
  await signIn(page, newEmail, E2E_PASSWORD);
  await page.goto(appUrl('/account/settings'));
  await expect(page.getByRole('main').getByText(newEmail)).toBeVisible();
});
