import type { Page } from '@playwright/test';
import { ja } from '../src/i18n/ja';
import { appUrl, expect, expectAccessible, latestCode, test } from './fixtures';
import { DEMO, signIn, useScenario } from './settings-helpers';
import { demoMember } from './members';

const card = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

test('eligible-all-agreed: login and user info, the shop marketing switch saved through the API, no checkup card', async ({
  page,
}) => {
  await useScenario(page, 'eligible-all-agreed');
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto(appUrl('/account/settings'));
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.AccountSettings })).toBeVisible();

  const login = card(page, ja.settings.loginInfo);
  await expect(login.getByText(DEMO.email)).toBeVisible();
  await expect(login.getByText(ja.common.maskedPassword)).toBeVisible();
  await expect(login.getByText(ja.settings.disabled, { exact: true })).toBeVisible();
  await expect(login.getByText(ja.settings.notSet)).toBeVisible();
  await expect(login.getByRole('link', { name: ja.settings.enableSms })).toBeVisible();

  const info = card(page, ja.settings.userInfo);
  await expect(info.getByText(DEMO.name)).toBeVisible();
  await expect(info.getByText('1985年4月1日')).toBeVisible();
  await expect(info.getByRole('link', { name: ja.settings.changeUserInfo })).toBeVisible();

  const shop = card(page, ja.settings.shopHeading);
  const toggle = shop.getByRole('checkbox');
  await expect(toggle).toBeVisible();
  // The switch shows this member's own choice: the example's (on) until a spec on this worker registered the shop
  // without the marketing tick, or flipped it. The label follows the state either way.
  const started = await toggle.isChecked();
  await expect(shop.getByText(started ? ja.settings.send : ja.settings.doNotSend, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: ja.settings.checkupHeading })).toHaveCount(0);
  await expectAccessible(page);

  // The mock API remembers the choice (per member): the switch stays where it was put, also after a reload, and is
  // put back at the end so the demo member ends as it started.
  for (const consent of [!started, started]) {
    const saved = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/v1/user/otc_accounts/email_marketing_consent') && request.method() === 'PUT',
    );
    // The label reads 配信する or 配信しない by the state, so the switch itself is pressed.
    await toggle.click();
    expect((await saved).postDataJSON()).toEqual({ email_marketing_consent: consent });
    await expect(shop.getByText(ja.settings.marketingSaved)).toBeVisible();
    await expect(toggle).toBeChecked({ checked: consent });
    await expect(shop.getByText(consent ? ja.settings.send : ja.settings.doNotSend, { exact: true })).toBeVisible();
    if (consent !== started) {
      await page.reload();
      await expect(toggle).toBeChecked({ checked: consent });
    }
  }
  await expectAccessible(page);
});

test('otc-account-not-found: the first-registration notices for the shop and the checkup plan', async ({ page }) => {
  await useScenario(page, 'otc-account-not-found');
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto(appUrl('/account/settings'));
  const shop = card(page, ja.settings.shopHeading);
  await expect(shop.getByText(ja.settings.firstRegistrationIncomplete)).toBeVisible();
  await expect(shop.getByRole('link', { name: ja.settings.toFirstRegistration })).toHaveAttribute(
    'href',
    '/account/otc',
  );
  await expect(shop.getByRole('checkbox')).toHaveCount(0);
  const checkup = card(page, ja.settings.checkupHeading);
  await expect(checkup.getByRole('link', { name: ja.settings.toCheckupRegistration })).toHaveAttribute(
    'href',
    '/account/my-kenshin',
  );
  await expectAccessible(page);
});

test('SMS on: enabled badge, the number in domestic form, and the disable confirm modal (cancelled)', async ({
  page,
}) => {
  await page.goto(appUrl('/signin'));
  await page.getByRole('textbox', { name: ja.common.email }).fill(demoMember('sms').email);
  await page.getByRole('textbox', { name: ja.common.password }).fill(DEMO.password);
  await page.getByRole('main').getByRole('button', { name: ja.signin.submit, exact: true }).click();
  const code = page.getByRole('textbox', { name: new RegExp(ja.mfa.authenticationCode) });
  await expect(code).toBeVisible();
  await code.fill(await latestCode(demoMember('sms').email, 'mfa'));
  await page.getByRole('button', { name: ja.mfa.verify }).click();
  await expect(page).toHaveURL(/\/account/);
  await page.goto(appUrl('/account/settings'));

  const login = card(page, ja.settings.loginInfo);
  await expect(login.getByText(ja.settings.enabled, { exact: true })).toBeVisible();
  await expect(login.getByText('09012345678')).toBeVisible();
  await expect(login.getByRole('link', { name: ja.settings.changePhone })).toBeVisible();
  await login.getByRole('button', { name: ja.settings.disable }).click();
  const dialog = page.getByRole('alertdialog', { name: ja.settings.disableConfirm });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('animation-duration', '0.15s');
  await expectAccessible(page);
  // Cancelled: the demo member keeps SMS two-step for the other suites of the run.
  await dialog.getByRole('button', { name: ja.common.cancel }).click();
  await expect(dialog).toHaveCount(0);
  await expect(login.getByText(ja.settings.enabled, { exact: true })).toBeVisible();
});
