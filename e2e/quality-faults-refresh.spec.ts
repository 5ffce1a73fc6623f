import type { Page, Request } from '@playwright/test';
import { LOCAL_USER_POOL_ID } from '../src/config/local-identity';
import { ja } from '../src/i18n/ja';
import {
  expectCleanConsole,
  expectScreen,
  faultSwitch,
  identityEndpointPattern,
  identityTarget,
  type Fault,
} from './fault-helpers';
import { appUrl, expect, expectAccessible, test, identityCall } from './fixtures';
import { demoMember } from './members';
import { signUpFresh, useScenario } from './settings-helpers';
import { authCookies } from './privacy-helpers';

/**
 * A network blip while Amplify refreshes its tokens does not end the session; an answer that the session is over does.
 * Amplify refreshes when a call needs a token and the access or ID token has expired (its TokenOrchestrator, tokens
 * counted as expired 5 s early); it asks with GetTokensFromRefreshToken (the InitiateAuth REFRESH_TOKEN_AUTH flow of
 * older versions is faulted too). The page's fake clock moves past the tokens' expiry (an hour), so the next action
 * refreshes with the real refresh token.
 */

const AN_HOUR_AND_MORE = 65 * 60_000;

const isRefresh = (request: Request) =>
  identityTarget('GetTokensFromRefreshToken')(request) ||
  (identityTarget('InitiateAuth')(request) &&
    (request.postDataJSON() as { AuthFlow?: string } | null)?.AuthFlow === 'REFRESH_TOKEN_AUTH');

const refreshFault = (page: Page) =>
  faultSwitch(page, identityEndpointPattern(), { filter: isRefresh, wire: 'cognito' });

/** The page's clock jumps past the tokens' expiry (each call a further hour on: Amplify corrects for its own drift). */
const expireTokens = async (page: Page, hours: number) => {
  await page.clock.setSystemTime(Date.now() + hours * AN_HOUR_AND_MORE);
};

const card = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

const BLIPS: readonly Fault[] = [
  { label: 'dropped connection', abort: 'connectionreset' },
  { label: '500', status: 500 },
  { label: '503', status: 503 },
];

test('a dropped connection or a 5xx while refreshing: the member stays, is told, and the next action works without signing in again', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const member = demoMember('eligible');
  await useScenario(page, 'eligible-all-agreed');
  await page.clock.install();
  const refresh = await refreshFault(page);
  let consentWrites = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/api/v1/user/otc_accounts/email_marketing_consent'))
      consentWrites += 1;
  });
  await page.goto(appUrl('/signin'));
  await page.getByRole('textbox', { name: ja.common.email }).fill(member.email);
  await page.getByRole('textbox', { name: ja.common.password }).fill(member.password);
  await page.getByRole('main').getByRole('button', { name: ja.signin.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole('link', { name: ja.shell.settings }).click();
  await expectScreen(page, ja.titles.AccountSettings);
  const shop = card(page, ja.settings.shopHeading);
  const toggle = shop.getByRole('checkbox');
  await expect(toggle).toBeVisible();
  const started = await toggle.isChecked();

  for (const [index, fault] of BLIPS.entries()) {
    await test.step(fault.label, async () => {
      const before = await toggle.isChecked();
      await expireTokens(page, index + 1);
      refresh.inject(fault);
      const writesBefore = consentWrites;
      await toggle.click();
      await refresh.waitForCount(1);
      // Where they were, still signed in, told about the connection; the write was not sent without its bearer.
      await expect(
        page
          .getByRole('main')
          .getByRole('alert')
          .filter({ hasText: new RegExp(`^${ja.errors.communication}$`) }),
      ).toBeVisible();
      await expect(shop.getByText(ja.settings.marketingFailed)).toBeVisible();
      await expect(page).toHaveURL(/\/account\/settings$/);
      await expectScreen(page, ja.titles.AccountSettings);
      expect(consentWrites).toBe(writesBefore);
      expect(await authCookies(page.context())).not.toEqual([]);
      await expectAccessible(page);

      // The blip is over. The card's reload after the failed save may have met the blip too (its error then stands
      // instead of the switch, also when the screen is opened again within the cache's 300 s), so the member reloads
      // the page: no sign-in, the tokens are refreshed, and the save works.
      refresh.clear();
      refresh.resetCount();
      await page.reload();
      await expectScreen(page, ja.titles.AccountSettings);
      await expect(toggle).toBeChecked({ checked: before });
      await toggle.click();
      await expect(shop.getByText(ja.settings.marketingSaved)).toBeVisible();
      await expect(toggle).toBeChecked({ checked: !before });
      expect(refresh.count).toBeGreaterThanOrEqual(1);
      expect(consentWrites).toBe(writesBefore + 1);
      await expect(
        page
          .getByRole('main')
          .getByRole('alert')
          .filter({ hasText: new RegExp(`^${ja.errors.communication}$`) }),
      ).toHaveCount(0);
      await expect(page).toHaveURL(/\/account\/settings$/);
    });
  }
  // Each blip flipped the switch once it was over: the member's choice is put back as it was.
  if ((await toggle.isChecked()) !== started) {
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        response.url().endsWith('/api/v1/user/otc_accounts/email_marketing_consent'),
    );
    await toggle.click();
    expect((await saved).ok()).toBe(true);
    await expect(toggle).toBeChecked({ checked: started });
  }
  expectCleanConsole(consoleErrors);
});

test('a refresh token revoked on another device: the next action ends the session and Signin says why', async ({
  page,
}) => {
  await useScenario(page, 'eligible-none-agreed');
  await page.clock.install();
  await signUpFresh(page, 'refresh-revoked');
  await expect(page).toHaveURL(/\/account$/);
  const accessToken = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('.accessToken'))?.value;
  expect(accessToken).toBeTruthy();
  // "Sign out on every device" from the member's other browser: every token of this member is revoked.
  await identityCall('GlobalSignOut', { AccessToken: accessToken });
  const refresh = await refreshFault(page);
  await expireTokens(page, 1);
  await page.getByRole('link', { name: ja.shell.settings }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText(ja.signin.sessionEnded)).toBeVisible();
  expect(refresh.count).toBeGreaterThanOrEqual(1);
  expect(await authCookies(page.context())).toEqual([]);
});

test('a member disabled while signed in: the next refresh ends the session on the invalid-membership screen', async ({
  page,
}) => {
  await useScenario(page, 'eligible-none-agreed');
  await page.clock.install();
  const email = await signUpFresh(page, 'refresh-disabled');
  await expect(page).toHaveURL(/\/account$/);
  await identityCall('AdminDisableUser', { UserPoolId: LOCAL_USER_POOL_ID, Username: email });
  const refresh = await refreshFault(page);
  await expireTokens(page, 1);
  await page.getByRole('link', { name: ja.shell.settings }).click();
  await expect(page).toHaveURL(/\/account\/disabled$/);
  await expect(page.getByRole('heading', { level: 1, name: ja.disabled.heading })).toBeVisible();
  expect(refresh.count).toBeGreaterThanOrEqual(1);
});

test('a refresh answered after the member signed out writes no token back', async ({ page }) => {
  await useScenario(page, 'eligible-none-agreed');
  await page.clock.install();
  await signUpFresh(page, 'late-refresh');
  await expect(page).toHaveURL(/\/account$/);
  expect(await authCookies(page.context())).not.toEqual([]);
  // The refresh gets its real answer (new tokens, issued before the sign-out), which is held until the member has
  // signed out: Amplify's token orchestrator stores whatever a refresh brings back, whenever it arrives.
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reached!: () => void;
  const refreshHeld = new Promise<void>((resolve) => {
    reached = resolve;
  });
  let refreshes = 0;
  await page.route(identityEndpointPattern(), async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS' || !isRefresh(request)) {
      await route.fallback();
      return;
    }
    refreshes += 1;
    const response = await route.fetch();
    expect(response.ok()).toBe(true);
    reached();
    await released;
    await route.fulfill({ response });
  });
  await expireTokens(page, 1);
  // The next page's guard refreshes; its answer is held, and the member signs out through the user menu meanwhile.
  await page.getByRole('link', { name: ja.shell.settings }).click();
  await refreshHeld;
  await page.getByRole('banner').locator('button[aria-haspopup="menu"]').click();
  await page.getByRole('menuitem', { name: ja.shell.logout }).click();
  await expect(page.getByRole('heading', { level: 1, name: ja.signout.question })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: ja.signout.submit }).click();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await authCookies(page.context())).toEqual([]);

  const delivered = page.waitForEvent('requestfinished', (request) => isRefresh(request));
  release();
  await delivered;
  // Amplify has the answer: give its storing (a few awaited cookie writes) a moment of the page's own time.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(refreshes).toBe(1);
  expect(await authCookies(page.context())).toEqual([]);
  await expect(page.getByRole('main').getByRole('button', { name: ja.signin.submit, exact: true })).toBeVisible();
});

test('the refresh-token cookie gone (evicted, removed by a sibling host) and the tokens expired: the session ends, nothing of the member stays', async ({
  page,
}) => {
  await useScenario(page, 'eligible-none-agreed');
  await page.clock.install();
  await signUpFresh(page, 'refresh-cookie-gone');
  await expect(page).toHaveURL(/\/account$/);
  const refreshCookie = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('.refreshToken'));
  expect(refreshCookie).toBeTruthy();
  await page.context().clearCookies({ name: refreshCookie?.name });
  await expireTokens(page, 1);
  // Amplify cannot refresh (UserUnAuthenticatedException): not a blip, so no server-error page and no "signed in".
  await page.getByRole('link', { name: ja.shell.settings }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText(ja.signin.sessionEnded)).toBeVisible();
  await expect.poll(() => authCookies(page.context())).toEqual([]);
  await expectAccessible(page);
});
