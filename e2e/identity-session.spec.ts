import type { Page } from '@playwright/test';
import { LOCAL_USER_POOL_ID } from '../src/config/local-identity';
import { ja } from '../src/i18n/ja';
import { authCookies } from './privacy-helpers';
import { appUrl, expect, expectAccessible, test, identityCall } from './fixtures';
import { E2E_PASSWORD, signUpFresh } from './settings-helpers';

/** The next identity call of the portal: opening a screen that shows the member loads them from the identity service. */
const makeAnIdentityCall = (page: Page) => page.goto(appUrl('/account/settings'));

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('portal.mockScenario', 'eligible-none-agreed'));
});

test('a member disabled while signed in is sent to the invalid-membership screen at the next call', async ({
  page,
}) => {
  const email = await signUpFresh(page, 'disabled-later');
  await identityCall('AdminDisableUser', { UserPoolId: LOCAL_USER_POOL_ID, Username: email });
  await makeAnIdentityCall(page);
  await expect(page).toHaveURL(/\/account\/disabled$/);
  await expect(page.getByRole('heading', { level: 1, name: ja.disabled.heading })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  // The session ends as the screen opens; it keeps only the address it shows.
  await expect.poll(() => authCookies(page.context())).toEqual([]);
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: ja.disabled.toSignin }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
  await page.getByRole('textbox', { name: 'パスワード' }).fill(E2E_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'ログイン', exact: true }).click();
  // Signing in again while disabled shows the same invalid-membership screen.
  await expect(page).toHaveURL(/\/account\/disabled$/);
  await expect(page.getByText(ja.disabled.message)).toBeVisible();
});

test('a session revoked elsewhere (sign-out on every device) signs the member out at the next call', async ({
  page,
}) => {
  await signUpFresh(page, 'revoked');
  const accessToken = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('.accessToken'))?.value;
  expect(accessToken).toBeTruthy();
  await identityCall('GlobalSignOut', { AccessToken: accessToken });
  await makeAnIdentityCall(page);
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('main').getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
  await expectAccessible(page);
});

/** A token whose expiry has passed: the browser then asks for new tokens with its (revoked) refresh token. */
const expiredCopy = (token: string) => {
  const [header, payload] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
  const past = Math.floor(Date.now() / 1000) - 3600;
  return `${header}.${Buffer.from(JSON.stringify({ ...claims, exp: past, iat: past - 3600 })).toString('base64url')}.signature`;
};

test('a refresh that fails (refresh token revoked) lands the member on Signin with an explanation', async ({
  page,
}) => {
  await signUpFresh(page, 'refresh');
  const cookies = await page.context().cookies();
  const accessToken = cookies.find((cookie) => cookie.name.endsWith('.accessToken'));
  const idToken = cookies.find((cookie) => cookie.name.endsWith('.idToken'));
  expect(accessToken && idToken).toBeTruthy();
  if (!accessToken || !idToken) return;
  await identityCall('GlobalSignOut', { AccessToken: accessToken.value });
  await page.context().addCookies([
    { ...accessToken, value: expiredCopy(accessToken.value) },
    { ...idToken, value: expiredCopy(idToken.value) },
  ]);
  await page.goto(appUrl('/account'));
  await expect(page).toHaveURL(/\/signin/);
  await expect(page.getByText(ja.signin.sessionEnded)).toBeVisible();
  await expectAccessible(page);
});
