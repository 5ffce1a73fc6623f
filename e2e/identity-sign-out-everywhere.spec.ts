import { ja } from '../src/i18n/ja';
import '../src/i18n/screens';
import { appUrl, expect, test } from './fixtures';
import {
  addVirtualAuthenticator,
  disablePasskeyAutofill,
  passkeySignIn,
  registerPasskeyInSettings,
} from './passkey-helpers';
import { authCookies } from './privacy-helpers';
import { E2E_PASSWORD, signIn, signUpFresh, useScenario } from './settings-helpers';

const AN_HOUR_AND_MORE = 65 * 60_000;

test('他の端末からもログアウト: the member signed in on another browser is signed out there at its next refresh', async ({
  page,
  browser,
}) => {
  await useScenario(page, 'eligible-none-agreed');
  const email = await signUpFresh(page, 'everywhere');
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await useScenario(other, 'eligible-none-agreed');
  await other.clock.install();
  await signIn(other, email, E2E_PASSWORD);
  await other.goto(appUrl('/account/settings'));
  await expect(other.getByRole('main').getByText(email)).toBeVisible();

  // A passkey of this browser, removed with the sign-out (the confirmation's box).
  await disablePasskeyAutofill(page);
  await addVirtualAuthenticator(page);
  await registerPasskeyInSettings(page);
  await page.getByRole('button', { name: ja.settings.signOutEverywhere }).click();
  const dialog = page.getByRole('alertdialog', { name: ja.settings.signOutEverywhereConfirm });
  await dialog.getByRole('checkbox', { name: ja.settings.signOutEverywhereRemovePasskeys }).check();
  await dialog.getByRole('button', { name: ja.settings.signOutEverywhereSubmit }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText(ja.signin.signedOutEverywhere.done)).toBeVisible();
  await expect(page.getByText(ja.signin.passkeysRemovedToo)).toBeVisible();
  expect(await authCookies(page.context())).toEqual([]);

  // The other browser still holds its tokens; the next refresh is refused and its session ends.
  await other.clock.setSystemTime(Date.now() + AN_HOUR_AND_MORE);
  await other.getByRole('link', { name: ja.shell.settings }).click();
  await expect(other).toHaveURL(/\/signin$/);
  await expect(other.getByText(ja.signin.sessionEnded)).toBeVisible();
  await expect(other.getByText(email)).toHaveCount(0);
  expect(await authCookies(elsewhere)).toEqual([]);
  await elsewhere.close();

  await passkeySignIn(page, email);
  await expect(page.getByRole('alert').filter({ hasText: ja.passkeys.signinNoPasskey })).toBeVisible();
});

test('他の端末からもログアウト is not made on a cancel: the other browser stays signed in', async ({
  page,
  browser,
}) => {
  await useScenario(page, 'eligible-none-agreed');
  const email = await signUpFresh(page, 'everywhere-cancel');
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await useScenario(other, 'eligible-none-agreed');
  await other.clock.install();
  await signIn(other, email, E2E_PASSWORD);

  await page.goto(appUrl('/account/settings'));
  await page.getByRole('button', { name: ja.settings.signOutEverywhere }).click();
  await page
    .getByRole('alertdialog', { name: ja.settings.signOutEverywhereConfirm })
    .getByRole('button', { name: ja.common.cancel })
    .click();
  await expect(page).toHaveURL(/\/account\/settings$/);

  await other.clock.setSystemTime(Date.now() + AN_HOUR_AND_MORE);
  await other.goto(appUrl('/account/settings'));
  await expect(other.getByRole('main').getByText(email)).toBeVisible();
  await elsewhere.close();
});
