import { appUrl, expect, test } from './fixtures';

// The suite's Chromium (playwright.config.ts, scripts/lib/chromium-flags.ts): each context's page is the only page
// its window runs, so the specs and the bench do not share the cores with the browser's own web UI.
test("a context's window runs no web UI of the browser's own beside the page", async ({ browser, page }) => {
  await page.goto(appUrl('/signin'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const session = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = await session.send('Target.getTargets');
    expect(targetInfos.filter(({ url }) => url.startsWith('chrome://')).map(({ url }) => url)).toEqual([]);
  } finally {
    await session.detach();
  }
});
