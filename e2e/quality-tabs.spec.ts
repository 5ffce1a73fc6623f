import type { BrowserContext, Page, Request } from '@playwright/test';
import { ja } from '../src/i18n/ja';
import { identityEndpointPattern, identityTarget } from './fault-helpers';
import { appUrl, expect, test } from './fixtures';
import { authCookies } from './privacy-helpers';
import { DEMO, signOut, signUpFresh, useScenario } from './settings-helpers';

/**
 * One session per browser: what one tab of the portal does to the session reaches its other tabs (a BroadcastChannel
 * wakes them, the cookies say who is signed in), and a refresh answer of an ended session is never stored.
 */

const signinButton = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: ja.signin.submit, exact: true });

/** Signs in on the Signin page already shown (no page load: the tab keeps its memory). */
const signInHere = async (page: Page, email: string, password: string) => {
  await page.getByRole('textbox', { name: ja.common.email }).fill(email);
  await page.getByRole('textbox', { name: ja.common.password }).fill(password);
  await signinButton(page).click();
  await expect(page).toHaveURL(/\/account$/);
};

const lastAuthUser = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name.endsWith('.LastAuthUser'))?.value;

test('a sign-out in one tab takes the member off the other tab within a second; the next member is not shown there', async ({
  page,
  context,
}) => {
  await useScenario(page, 'eligible-none-agreed');
  const email = await signUpFresh(page, 'two-tabs');
  const second = await context.newPage();
  await second.goto(appUrl('/account/settings'));
  await expect(second.getByRole('main').getByText(email)).toBeVisible();

  await signOut(page);
  await expect(second).toHaveURL(/\/signin$/, { timeout: 1000 });
  await expect(signinButton(second)).toBeVisible();
  await expect(second.getByText(email)).toHaveCount(0);

  await signInHere(page, DEMO.email, DEMO.password);
  await expect(second).toHaveURL(/\/signin$/);
  await expect(second.getByText(email)).toHaveCount(0);
  await expect(second.getByText(DEMO.email)).toHaveCount(0);
});

const AN_HOUR_AND_MORE = 65 * 60_000;
const isRefresh = (request: Request) => identityTarget('GetTokensFromRefreshToken')(request);

/** Holds the page's refresh answers until released; `reached` resolves when one has arrived. */
const holdRefreshes = async (page: Page) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reached!: () => void;
  const refreshHeld = new Promise<void>((resolve) => {
    reached = resolve;
  });
  await page.route(identityEndpointPattern(), async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS' || !isRefresh(request)) {
      await route.fallback();
      return;
    }
    const response = await route.fetch();
    reached();
    await released;
    await route.fulfill({ response });
  });
  return { reached: refreshHeld, release };
};

/** Lets the held refresh answer go and waits until the page has had time to store it. */
const deliverRefresh = async (page: Page, release: () => void) => {
  const delivered = page.waitForEvent('requestfinished', (request) => isRefresh(request));
  release();
  await delivered;
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
};

test("member A's refresh answered after member B signed in on the same tab stores nothing of A's", async ({ page }) => {
  await useScenario(page, 'eligible-none-agreed');
  await page.clock.install();
  await signUpFresh(page, 'late-refresh-a');
  const memberA = await lastAuthUser(page.context());
  expect(memberA).toBeTruthy();
  const refresh = await holdRefreshes(page);
  await page.clock.setSystemTime(Date.now() + AN_HOUR_AND_MORE);
  await page.getByRole('link', { name: ja.shell.settings }).click();
  await refresh.reached;
  await page.getByRole('banner').locator('button[aria-haspopup="menu"]').click();
  await page.getByRole('menuitem', { name: ja.shell.logout }).click();
  await page.getByRole('main').getByRole('button', { name: ja.signout.submit }).click();
  await expect(page).toHaveURL(/\/signin$/);

  await signInHere(page, DEMO.email, DEMO.password);
  const memberB = await lastAuthUser(page.context());
  await deliverRefresh(page, refresh.release);
  expect(await lastAuthUser(page.context())).toBe(memberB);
  expect((await authCookies(page.context())).filter((name) => name.includes(`.${memberA}.`))).toEqual([]);
  await page.getByRole('link', { name: ja.shell.settings }).click();
  await expect(page.getByRole('main').getByText(DEMO.email)).toBeVisible();
  await expect(page).toHaveURL(/\/account\/settings$/);
});

test("in a tab that missed the sign-out (no BroadcastChannel), A's refresh answered after B signed in in another tab is not stored", async ({
  page,
  context,
}) => {
  await useScenario(page, 'eligible-none-agreed');
  await signUpFresh(page, 'late-refresh-tab');
  const memberA = await lastAuthUser(context);
  expect(memberA).toBeTruthy();
  const second = await context.newPage();
  await second.addInitScript(() => {
    delete (window as { BroadcastChannel?: unknown }).BroadcastChannel;
  });
  await second.clock.install();
  await second.goto(appUrl('/account'));
  await expect(second.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const refresh = await holdRefreshes(second);
  await second.clock.setSystemTime(Date.now() + AN_HOUR_AND_MORE);
  await second.getByRole('link', { name: ja.shell.settings }).click();
  await refresh.reached;

  await signOut(page);
  await signInHere(page, DEMO.email, DEMO.password);
  const memberB = await lastAuthUser(context);
  await deliverRefresh(second, refresh.release);
  expect(await lastAuthUser(context)).toBe(memberB);
  expect((await authCookies(context)).filter((name) => name.includes(`.${memberA}.`))).toEqual([]);
  await page.getByRole('link', { name: ja.shell.settings }).click();
  await expect(page.getByRole('main').getByText(DEMO.email)).toBeVisible();
});
