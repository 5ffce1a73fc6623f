import { HASHED_ASSET_CACHE } from '../scripts/lib/preview-server';
import { appUrl, expect, test } from './fixtures';

// The suite's Chromium (playwright.config.ts, scripts/lib/chromium-flags.ts): each context's page is the only page
// its window runs, so the specs and the bench do not share the cores with the browser's own web UI. The web UI pages
// this checks for stay as long as their window: polled, a page the browser opens and closes by itself does not count.
test("a context's window runs no web UI of the browser's own beside the page", async ({ browser, page }) => {
  await page.goto(appUrl('/signin'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const session = await browser.newBrowserCDPSession();
  try {
    const browserPages = async () => {
      const { targetInfos } = await session.send('Target.getTargets');
      return targetInfos.filter(({ url }) => url.startsWith('chrome://')).map(({ url }) => url);
    };
    await expect.poll(browserPages, { timeout: 5000 }).toEqual([]);
  } finally {
    await session.detach();
  }
});

// The stack's content-hashed code is cached as production caches it (webpack.config.ts `devMiddleware`): a test's next
// page load takes the code and what V8 compiled of it from the browser's cache, as a member's next visit does.
test('the content-hashed code is served as production serves it, to be kept; the page itself is not', async ({
  page,
}) => {
  const script = page.waitForResponse((response) => /\/assets\/main\.[0-9a-f]{8}\.js$/.test(response.url()));
  const document = await page.goto(appUrl('/signin'));
  expect((await script).headers()['cache-control']).toBe(HASHED_ASSET_CACHE);
  expect(document?.headers()['cache-control'] ?? '').not.toContain('immutable');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
