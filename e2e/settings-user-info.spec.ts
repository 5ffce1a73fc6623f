import { ja } from '../src/i18n/ja';
import { appUrl, expect, expectAccessible, test } from './fixtures';
import { DEMO, signIn, useScenario } from './settings-helpers';

// Prism runs with --errors: a request body that breaks the contract is answered 422 and the screen would show it.

test('the newer name from the insurer, changed characters in bold red, updated with no body', async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto(appUrl('/account/change-user-info'));
  await expect(page.getByRole('heading', { level: 1, name: ja.userInfo.heading })).toBeVisible();
  await expect(page.getByRole('main').getByText(DEMO.name)).toBeVisible();
  await expect(page.getByText('1985年4月1日')).toBeVisible();
  const latest = page.getByTestId('latest-name');
  await expect(latest).toHaveText('山田 太朗');
  await expect(latest.locator('mark')).toHaveText(['朗']);
  await expect(latest.locator('mark')).toHaveCSS('font-weight', '700');
  await expectAccessible(page);

  const put = page.waitForRequest(
    (request) => request.url().endsWith('/api/v1/user/user_profiles/update_name') && request.method() === 'PUT',
  );
  await page.getByRole('button', { name: ja.userInfo.updateToLatest }).click();
  const review = page.getByRole('alertdialog', { name: ja.userInfo.updateConfirm });
  await expect(review.getByText('山田 太朗')).toBeVisible();
  await review.getByRole('button', { name: ja.userInfo.update }).click();
  expect((await put).postData() ?? '').toBe('');
  const dialog = page.getByRole('alertdialog', { name: ja.userInfo.success });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: ja.userInfo.backToSettings }).click();
  await expect(page).toHaveURL(/\/account\/settings$/);
});

test('without an insurer record the member types a new name; the body passes the contract', async ({ page }) => {
  await useScenario(page, 'insurer-member-not-found');
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto(appUrl('/account/change-user-info'));
  await expect(page.getByRole('heading', { level: 2, name: ja.userInfo.newName })).toBeVisible();
  const submit = page.getByRole('button', { name: ja.userInfo.submit });
  await expect(submit).toBeDisabled();
  await expectAccessible(page);

  await page.getByLabel(new RegExp(`^${ja.userInfo.firstName}\\s*\\*?$`)).fill('太朗');
  await page.getByLabel(new RegExp(`^${ja.userInfo.firstNameKana}\\s*\\*?$`)).fill('たろう');
  await expect(submit).toBeEnabled();
  const put = page.waitForResponse((response) => response.url().endsWith('/api/v1/user/user_profiles/update_name'));
  await submit.click();
  const response = await put;
  expect(response.request().postDataJSON()).toEqual({
    last_name: '山田',
    first_name: '太朗',
    last_name_kana: 'ヤマダ',
    first_name_kana: 'タロウ',
  });
  expect(response.status()).toBeLessThan(300);
  await expect(page.getByRole('alertdialog', { name: ja.userInfo.success })).toBeVisible();
  await expectAccessible(page);
});
