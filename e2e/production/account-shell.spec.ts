import type { Page } from '@playwright/test';
import { en } from '../../src/i18n/en';
import { ja } from '../../src/i18n/ja';
import { signIn } from '../certificate-helpers';
import { useEnglish } from '../english-helpers';
import { holdRoute } from '../hold-route';
import { layoutShiftsOf, recordLayoutShifts } from '../layout-shifts';
import { demoMember } from '../members';
import { appUrl, expect, test } from '../fixtures';

/**
 * A reload of /account paints its frame from HTML: the production build's app shell (dist/account/index.html,
 * src/prerender/render.tsx), served by the preview server as nginx serves it. The entry script is held, so what shows
 * meanwhile is the HTML alone; once it is released, the app renders the page in its place. At Lighthouse's mobile size,
 * where the signed-in header takes two rows.
 */
test.use({ viewport: { width: 412, height: 823 } });

const ENTRY = /\/assets\/main\.[0-9a-f]+\.js$/;

/**
 * From the document's start: every layout shift (with its moved elements, e2e/layout-shifts.ts), and whether the
 * shell's Japanese frame was ever visible in an animation frame before the app rendered.
 */
const watchDocument = async (page: Page) => {
  await recordLayoutShifts(page);
  await page.addInitScript(() => {
    const seen = { shellSeen: false, blankAfterShell: false };
    (window as unknown as { shellWatch: typeof seen }).shellWatch = seen;
    const frame = () => {
      const heading = document.querySelector('#root[data-shell]:not([data-mounted]) h1');
      if (heading?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) seen.shellSeen = true;
      // Once shown, the frame gives way only to a page: never to an empty root (React's first commit before the
      // router's first navigation has finished would be one).
      else if (seen.shellSeen && !document.querySelector('#root h1')) seen.blankAfterShell = true;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
};

const watched = async (page: Page) => ({
  shifts: (await layoutShiftsOf(page)).map((shift) => `${shift.value}: ${shift.sources.join('; ')}`),
  ...(await page.evaluate(
    () => (window as unknown as { shellWatch: { shellSeen: boolean; blankAfterShell: boolean } }).shellWatch,
  )),
});

/** The boxes of the header, the heading and the list (left, top, width; the header's height too). */
const boxes = (page: Page) =>
  page.evaluate(() => {
    const rect = (selector: string) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box && { x: box.x, y: box.y, width: box.width };
    };
    return {
      header: { ...rect('header'), height: document.querySelector('header')?.getBoundingClientRect().height },
      heading: rect('main h1'),
      list: rect('main ul'),
    };
  });

/** Reloads /account with the entry script held: the page is its HTML until `release()`. */
const reloadHeld = async (page: Page) => {
  const entry = await holdRoute(page, ENTRY);
  // (The load event would wait for the held entry.)
  await page.goto(appUrl('/account'), { waitUntil: 'domcontentloaded' });
  // The shell's boot script starts the entry at once (the page is the member's data, which only the app reads).
  await entry.requested;
  return entry.release;
};

test('a reload of /account paints the header, the heading and the list outline from HTML; the list replaces them in place', async ({
  page,
}) => {
  await signIn(page, demoMember('eligible').email, { sms: false });
  await watchDocument(page);
  const release = await reloadHeld(page);
  await expect(page.locator('#root')).toHaveAttribute('data-shell', 'AccountHome');
  await expect(page.locator('#root')).not.toHaveAttribute('data-mounted');
  await expect(page.getByRole('heading', { level: 1, name: ja.home.heading })).toBeVisible();
  await expect(page.getByRole('list', { name: ja.home.loadingServices })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('navigation', { name: ja.shell.mainNavigation }).getByRole('link'),
  ).toHaveText([ja.shell.serviceList, ja.shell.settings]);
  // (The watch sees the frame when it is shown: its answer in the tests below means something.)
  expect((await watched(page)).shellSeen).toBe(true);
  const fromHtml = await boxes(page);
  // At 412 px the signed-in header takes two rows, in the HTML already.
  expect(fromHtml.header.height).toBeGreaterThan(90);

  release();
  await expect(page.locator('#root')).toHaveAttribute('data-mounted', '', { timeout: 30_000 });
  const list = page.getByRole('main').getByRole('list');
  await expect(list.getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('list', { name: ja.home.loadingServices })).toHaveCount(0);
  await expect(page.locator('header[aria-busy]')).toHaveCount(0);
  await expect
    .poll(() =>
      list.locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
    )
    .toBe(true);
  // Two frames, so a shift the last changes cause has been reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // The page took the shell's place: header, heading and list where the HTML had them, and no layout shift at all.
  expect(await boxes(page)).toEqual(fromHtml);
  expect(await watched(page)).toEqual({ shifts: [], shellSeen: true, blankAfterShell: false });
});

test('a visitor without a session never sees the frame and lands on /signin', async ({ page }) => {
  await watchDocument(page);
  const release = await reloadHeld(page);
  await expect(page.locator('#root')).toHaveAttribute('data-shell', 'AccountHome');
  await expect(page.locator('html')).not.toHaveAttribute('data-may-have-session');
  await expect(page.getByRole('heading', { level: 1, name: ja.home.heading })).toBeHidden();
  release();
  await expect(page).toHaveURL(/\/signin$/, { timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: ja.common.email })).toBeVisible();
  expect((await watched(page)).shellSeen).toBe(false);
});

test('a device set to English does not see the Japanese shell: the page shows in English', async ({ page }) => {
  await signIn(page, demoMember('eligible').email, { sms: false });
  // Chosen now, for the reload: the shell is Japanese.
  await useEnglish(page);
  await watchDocument(page);
  const release = await reloadHeld(page);
  await expect(page.locator('html')).toHaveAttribute('data-language-pending', '');
  await expect(page.locator('html')).toHaveAttribute('data-may-have-session', '');
  await expect(page.getByRole('heading', { level: 1, name: ja.home.heading })).toBeHidden();
  release();
  await expect(page.getByRole('heading', { level: 1, name: en.home.heading })).toBeVisible({ timeout: 30_000 });
  expect((await watched(page)).shellSeen).toBe(false);
});
