import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../src/config/local-identity';
import { ja } from '../src/i18n/ja';
import { appUrl, expect, test } from './fixtures';
import { demoMember } from './members';

/**
 * The files of the page a sign-in leads to: AccountHome, the API client with the guards, and the list's frame with what
 * the page shares with others (webpack.config.ts's split chunks).
 */
const SIGNED_IN_CHUNKS = ['account-home', 'signed-in-core', 'service-list-parts'];

const recordChunks = (page: Page) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/([^/.]+)[^/]*\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) requested.push(name);
  });
  return requested;
};

test('the signed-in page’s code is fetched while the member types, not with /signin and not after Enter', async ({
  page,
}) => {
  const requested = recordChunks(page);
  await page.goto(appUrl('/signin'));
  const email = page.getByRole('textbox', { name: ja.common.email });
  await expect(email).toBeEditable();
  await page.waitForLoadState('networkidle');
  // Opening /signin loads none of it.
  expect(requested.filter((name) => SIGNED_IN_CHUNKS.includes(name))).toEqual([]);

  await email.fill(demoMember('eligible').email);
  await page.getByRole('textbox', { name: ja.common.password }).fill(DEMO_PASSWORD);
  // Before Enter: every chunk of the signed-in page has been asked for.
  await expect.poll(() => SIGNED_IN_CHUNKS.filter((name) => !requested.includes(name))).toEqual([]);

  await page.getByRole('textbox', { name: ja.common.password }).press('Enter');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: ja.home.heading })).toBeVisible();
});
