import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { startPreview } from '../../scripts/lib/preview-server';
import { resolveEnvironment } from '../../src/config/env';
import { formatCalendarDate } from '../../src/i18n/dates';
import { ja } from '../../src/i18n/ja';
import { webAppManifestTexts } from '../../src/i18n/web-app-manifest';
import { SHOWN_FIELDS } from '../../src/features/certificate/saved-certificate';
import { SAVED_CERTIFICATE_DB } from '../../src/lib/saved-certificate-wipe';
import { freePort } from '../../local-stack/processes';
import { agreeToCertificateTerms, DEMO_PASSWORD, signIn } from '../certificate-helpers';
import { appUrl, expect, expectAccessible, test } from '../fixtures';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { demoMember } from '../members';
import { holdRoute } from '../hold-route';

/**
 * The installable portal and the certificate offline (the production build: only it has the service worker), with the
 * network cut by `context.setOffline`. The SMS demo member (two-step on) may show the certificate; the eligible one
 * signs in after them on the same browser.
 */
test.use({ serviceWorkers: 'allow' });

const SMS_MEMBER = demoMember('sms');
const HOLDER = '佐藤 花子';
const SECURITY_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'strict-transport-security',
];

const savedRegion = (page: Page) => page.getByRole('region', { name: ja.certificate.savedCopy });
const offlineHeading = (page: Page) => page.getByRole('heading', { level: 1, name: ja.certificate.offlineTitle });

/** Once the service worker is active (its precache complete). */
const serviceWorkerReady = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);

/** What the saved-certificate database holds (undefined once it is deleted). */
const savedRecord = (page: Page) =>
  page.evaluate(async (name) => {
    if (!(await indexedDB.databases()).some((database) => database.name === name)) return undefined;
    const database = await new Promise<IDBDatabase | undefined>((resolve, reject) => {
      const request = indexedDB.open(name);
      // Never created by this read: a database deleted since the list above (a wipe under way) is no copy.
      request.onupgradeneeded = () => request.transaction?.abort();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => (request.error?.name === 'AbortError' ? resolve(undefined) : reject(request.error));
    });
    if (!database) return undefined;
    try {
      if (!database.objectStoreNames.contains('certificate')) return null;
      return await new Promise<unknown>((resolve, reject) => {
        const request = database.transaction('certificate').objectStore('certificate').get('saved');
        request.onsuccess = () => resolve(request.result ?? null);
        request.onerror = () => reject(request.error);
      });
    } finally {
      database.close();
    }
  }, SAVED_CERTIFICATE_DB);

/** Every entry of Cache Storage: its cache, URL and body. */
const cacheEntries = (page: Page) =>
  page.evaluate(async () => {
    const entries: { cache: string; url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        entries.push({ cache: name, url: request.url, body: (await (await cache.match(request))?.text()) ?? '' });
    }
    return entries;
  });

const tokenCookies = async (context: BrowserContext) =>
  (await context.cookies()).filter((cookie) => cookie.name.startsWith('CognitoIdentityServiceProvider.'));

/** Signs the SMS member in, opens the certificate and ticks "save on this device". */
const saveCertificateOnDevice = async (page: Page) => {
  await signIn(page, SMS_MEMBER.email, { sms: true });
  await serviceWorkerReady(page);
  await agreeToCertificateTerms(page);
  await page.getByRole('button', { name: ja.certificate.show }).click();
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.Certificate })).toBeVisible();
  const option = page.getByRole('checkbox', { name: ja.certificate.saveOffline });
  await expect(option).not.toBeChecked();
  expect(await savedRecord(page), 'nothing saved before the member chose it').toBeFalsy();
  await option.check();
  await expect.poll(() => savedRecord(page)).toBeTruthy();
};

test('the service worker starts its precache only once a signed-in page shows the member’s data, never during the sign-in', async ({
  page,
}) => {
  const registered = () => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()));
  const me = await holdRoute(page, /\/api\/v1\/user\/white_id_accounts\/me$/);
  // The user menu's chunk is fetched ahead in the last tier, with everything nobody waits for.
  const idleTierDone = page.waitForResponse(/\/on-demand-member-menu\.[0-9a-f]+\.js$/);
  await page.goto(appUrl('/signin'));
  await page.getByRole('textbox', { name: ja.common.email }).fill(demoMember('eligible').email);
  await page.getByRole('textbox', { name: ja.common.password }).fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: ja.shell.login, exact: true }).click();
  await me.requested;
  // The speculative downloads done and the page idle twice over: still no registration while the member waits.
  await idleTierDone;
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
  expect(await registered()).toBe(false);
  me.release();
  await expect(page.getByRole('link', { name: ja.services.otc.name })).toBeVisible();
  await expect.poll(registered).toBe(true);
  await expect.poll(() => serviceWorkerReady(page)).toBe('activated');
});

test('saved by the member, the certificate opens with no network under the production headers; sign-out there deletes it in every tab', async ({
  context,
  page,
}) => {
  test.setTimeout(150_000);
  await saveCertificateOnDevice(page);
  const record = (await savedRecord(page)) as { members: Record<string, unknown>[]; savedAt: string };
  for (const member of record.members) expect(Object.keys(member).sort()).toEqual([...SHOWN_FIELDS].sort());

  // The service worker's caches: the build's files and pages on this origin, no API answer, nothing of the member.
  const cached = await cacheEntries(page);
  expect(cached.filter((entry) => new URL(entry.url).pathname.endsWith('/index.html')).length).toBeGreaterThan(3);
  for (const entry of cached) {
    const url = new URL(entry.url);
    expect(url.origin, entry.url).toBe(new URL(appUrl('/')).origin);
    expect(url.pathname, entry.url).not.toMatch(/^\/api\//);
    expect(entry.body.includes(HOLDER), `${entry.url} holds the member's name`).toBe(false);
  }
  const online = await page.request.get(appUrl('/account'));

  await context.setOffline(true);
  const cold = await context.newPage();
  const response = await cold.goto(appUrl('/account'));
  expect(response?.fromServiceWorker()).toBe(true);
  for (const name of SECURITY_HEADERS) expect(response?.headers()[name], name).toBe(online.headers()[name]);
  await expect(offlineHeading(cold)).toBeVisible();
  await expect(cold.getByText(ja.certificate.offlineLead)).toBeVisible();
  await expect(savedRegion(cold).getByTestId('saved-at')).toContainText(
    formatCalendarDate(new Date(record.savedAt), 'padded'),
  );
  await expect(savedRegion(cold).getByRole('region', { name: HOLDER })).toBeVisible();
  const countdown = savedRegion(cold).getByTestId('certificate-countdown');
  const first = (await countdown.textContent()) ?? '';
  await expect(countdown).not.toHaveText(first);
  await expectAccessible(cold);
  // The cached page's policy is enforced, not only sent: an inline script is refused.
  const refused = await cold.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective));
        const script = document.createElement('script');
        script.textContent = 'document.title = "ran"';
        document.body.append(script);
        setTimeout(() => resolve('none'), 2000);
      }),
  );
  expect(refused).toMatch(/^script-src/);

  // Any other signed-in page says it needs a connection.
  await cold.goto(appUrl('/account/settings'));
  await expect(offlineHeading(cold)).toBeVisible();
  await expect(cold.getByRole('heading', { name: ja.titles.AccountSettings })).toHaveCount(0);

  // A second tab shows the copy; signing out in the first, still offline, ends the session and deletes it in both.
  const second = await context.newPage();
  await second.goto(appUrl('/eligibility-certificate/certificate'));
  await expect(savedRegion(second)).toBeVisible();
  await cold.getByRole('button', { name: ja.shell.logout }).click();
  await expect(cold).toHaveURL(/\/signin$/);
  await expect(savedRegion(second)).toHaveCount(0);
  await expect(second.getByText(ja.certificate.noSavedCopy)).toBeVisible();
  await expect.poll(() => savedRecord(cold)).toBeUndefined();
  expect(await tokenCookies(context)).toEqual([]);
  expect((await cacheEntries(cold)).filter((entry) => entry.body.includes(HOLDER))).toEqual([]);
  await context.setOffline(false);
});

test('offline, the copy counts down on the device clock; at zero the expired modal shows and the copy is deleted', async ({
  context,
  page,
}) => {
  test.setTimeout(120_000);
  await saveCertificateOnDevice(page);
  await context.setOffline(true);
  // The demo certificate expires at the contract's 2099-12-31T23:59:59+09:00: the device's clock is set just before.
  await context.clock.install({ time: new Date('2099-12-31T23:59:54+09:00') });
  const cold = await context.newPage();
  await cold.goto(appUrl('/account'));
  await expect(savedRegion(cold).getByTestId('certificate-countdown')).toHaveText(/^00:00:0\d$/);
  const expired = cold.getByRole('alertdialog', { name: ja.certificate.expired });
  await expect(expired).toBeVisible({ timeout: 20_000 });
  await expectAccessible(cold);
  await expect.poll(() => savedRecord(cold)).toBeUndefined();
  await context.setOffline(false);
});

test('another member signing in on the same browser deletes the first one’s copy, and never sees it offline', async ({
  context,
  page,
}) => {
  test.setTimeout(150_000);
  await saveCertificateOnDevice(page);
  await page.goto(appUrl('/signin'));
  await page.getByRole('button', { name: ja.signin.signInWithAnother }).click();
  await expect.poll(() => savedRecord(page)).toBeUndefined();
  const eligible = demoMember('eligible');
  await page.getByRole('textbox', { name: ja.common.email }).fill(eligible.email);
  await page.getByRole('textbox', { name: ja.common.password }).fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: ja.shell.login, exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await context.setOffline(true);
  const cold = await context.newPage();
  await cold.goto(appUrl('/account'));
  await expect(cold.getByText(ja.certificate.noSavedCopy)).toBeVisible();
  await expect(cold.getByText(HOLDER)).toHaveCount(0);
  expect(await savedRecord(cold)).toBeFalsy();
  await context.setOffline(false);
});

test('installable without an error; a new version is offered, and taken at once with the member’s consent', async () => {
  test.setTimeout(120_000);
  // A preview of its own over a copy of the build, so a second version can be served at the same origin.
  const { environment } = resolveEnvironment(JSON.parse(process.env.E2E_PRODUCTION_VARIABLES ?? '{}'));
  const built = path.resolve(__dirname, '..', '..', '.tmp', 'e2e-production-dist');
  const versions = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pwa-'));
  const first = path.join(versions, 'first');
  fs.cpSync(built, first, { recursive: true });
  const port = await freePort();
  let preview = await startPreview({ root: first, environment, port });
  // A browser profile on disk: Chromium reports an incognito context (Playwright's default) as not installable.
  const context = await chromium.launchPersistentContext(path.join(versions, 'profile'), {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    serviceWorkers: 'allow',
    locale: 'ja-JP',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // A page the app starts on at once (a prerendered one starts it at the visitor's first touch); it leads to /signin.
    await page.goto(`${preview.url}/account/settings`);
    await expect(page).toHaveURL(/\/signin$/);
    await serviceWorkerReady(page);
    await page.reload();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = (await (await page.request.get(`${preview.url}/manifest.webmanifest`)).json()) as object;
    expect(manifest).toMatchObject({
      lang: 'ja',
      name: webAppManifestTexts.ja.name,
      short_name: webAppManifestTexts.ja.shortName,
      start_url: '/account',
      display: 'standalone',
    });

    // The next version: the service worker's file differs by a byte.
    await preview.stop();
    const second = path.join(versions, 'second');
    fs.cpSync(first, second, { recursive: true });
    fs.appendFileSync(path.join(second, 'sw.js'), '\n/* the next version */\n');
    preview = await startPreview({ root: second, environment, port });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const offer = page.getByRole('status').filter({ hasText: ja.appUpdate.available });
    await expect(offer).toBeVisible();
    await expectAccessible(page);
    const reloaded = page.waitForEvent('load');
    await offer.getByRole('button', { name: ja.appUpdate.update }).click();
    await reloaded;
    await expect(offer).toHaveCount(0);
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: Boolean(registration?.waiting), controlled: Boolean(navigator.serviceWorker.controller) };
      }),
    ).toEqual({ waiting: false, controlled: true });

    // The worker answers a navigation as the hosts do: a missing file is the host's 404, /500 a route of the app.
    const missing = await page.goto(`${preview.url}/assets/missing.js`);
    expect(missing?.status()).toBe(404);
    expect(missing?.fromServiceWorker()).toBe(false);
    const route = await page.goto(`${preview.url}/500`);
    expect(route?.fromServiceWorker()).toBe(true);
    await expect(page).toHaveTitle(`${ja.titles.NotFound} | ${ja.shell.brand}`);
  } finally {
    await context.close();
    await preview.stop();
    fs.rmSync(versions, { recursive: true, force: true });
  }
});
