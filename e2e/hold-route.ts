import type { Page } from '@playwright/test';

/**
 * Holds every request of the page that matches `url` until `release()`, then lets each go on to the server (for what
 * the page shows while a chunk, an icon or a save is still on its way). `requested` resolves at the first such
 * request.
 */
export const holdRoute = async (page: Page, url: string | RegExp) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reached = () => {};
  const requested = new Promise<void>((resolve) => {
    reached = resolve;
  });
  await page.route(url, async (route) => {
    reached();
    await released;
    await route.continue();
  });
  return { release, requested };
};
