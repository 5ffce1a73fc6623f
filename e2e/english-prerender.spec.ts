import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { distDir } from '../scripts/lib/build-output';
import { startPreview } from '../scripts/lib/preview-server';
import { productionEnvironment } from '../mocks/environments';
import { en } from '../src/i18n/en';
import { ja } from '../src/i18n/ja';
import { expectEnglishOnly, useEnglish } from './english-helpers';
import { holdRoute } from './hold-route';

/**
 * A prerendered public page (Japanese HTML) on a device that chose English shows English without a flash of Japanese:
 * the boot script hides the page and starts the app at once, which renders it afresh in English. Needs a production
 * build in dist/ (as e2e/prerender.spec.ts).
 */
let preview: Awaited<ReturnType<typeof startPreview>>;

test.beforeAll(async () => {
  if (!fs.existsSync(path.join(distDir, 'signin', 'index.html')))
    throw new Error('dist/signin/index.html is missing: run `PORTAL_ENV=production npm run build` first.');
  preview = await startPreview({ root: distDir, environment: productionEnvironment(), port: 0 });
});
test.afterAll(async () => {
  await preview?.stop();
});

const ENTRY = /\/assets\/main\.[0-9a-f]+\.js$/;
const holdEntry = async (page: Page) => (await holdRoute(page, ENTRY)).release;

for (const url of ['/signin', '/signup', '/forgot-password']) {
  test(`${url} on an English device: hidden until the app renders it in English, never Japanese on screen`, async ({
    page,
  }) => {
    await useEnglish(page);
    const release = await holdEntry(page);
    const entryRequested = page.waitForRequest(ENTRY);
    await page.goto(`${preview.url}${url}`, { waitUntil: 'domcontentloaded' });
    // No intent needed: the app starts at once.
    await entryRequested;
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('data-language-pending', '');
    // The Japanese HTML is there but not shown.
    await expect(page.locator('#root')).toHaveCSS('visibility', 'hidden');
    await expect(page.getByRole('banner').getByRole('link', { name: ja.shell.brand })).toBeHidden();
    release();
    await expect(page.locator('#root')).toHaveAttribute('data-mounted', '', { timeout: 30_000 });
    await expect(page.locator('html')).not.toHaveAttribute('data-language-pending');
    await expect(page.getByRole('banner').getByRole('link', { name: en.shell.brand })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectEnglishOnly(page);
  });
}

test('a Japanese device is not held: the page is shown at once as HTML and the app waits for intent', async ({
  page,
}) => {
  const release = await holdEntry(page);
  await page.goto(`${preview.url}/signin`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: ja.signin.heading })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-language-pending');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  release();
});
