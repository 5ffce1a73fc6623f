import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { distDir } from '../scripts/lib/build-output';
import { bootScript } from '../scripts/lib/boot-script';
import { inlineScriptsIn, startPreview } from '../scripts/lib/preview-server';
import { bootSettingsFor } from '../src/boot/settings';
import { productionEnvironment } from '../mocks/environments';
import { ja } from '../src/i18n/ja';
import { pathFor } from '../src/routing/route-names';
import { holdRoute } from './hold-route';
import { layoutShiftsOf, recordLayoutShifts } from './layout-shifts';

/**
 * The public pages prerendered by the production build (src/prerender, docs/performance.md), served as the hosting
 * serves them (scripts/lib/preview-server.ts). Needs a production build in dist/: `PORTAL_ENV=production npm run build`.
 */
let preview: Awaited<ReturnType<typeof startPreview>>;

test.beforeAll(async () => {
  if (!fs.existsSync(path.join(distDir, 'signin', 'index.html')))
    throw new Error('dist/signin/index.html is missing: run `PORTAL_ENV=production npm run build` first.');
  preview = await startPreview({
    root: distDir,
    environment: productionEnvironment(),
    port: 0,
  });
});
test.afterAll(async () => {
  await preview?.stop();
});

test('the HTML of /signin holds the form with its labels, the notice and its CSS, and no script but the boot script', async ({
  request,
}) => {
  const response = await request.get(`${preview.url}/signin`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('data-prerendered="Signin"');
  expect(html).toMatch(/<label[^>]*>メールアドレス</);
  expect(html).toMatch(/<label[^>]*>パスワード</);
  expect(html).toContain(ja.signin.inquiryWarning);
  expect(html).toContain(`<title>${ja.titles.Signin} | ${ja.shell.brand}</title>`);
  expect(html).toMatch(/<style data-emotion="css [^"]+" data-s>[^<]+<\/style>/);
  // Its one script is the inline boot script (src/boot, allowed by the CSP's hash), which starts the entry at the
  // member's first intent; no other inline script, no external one.
  // The script's text carries the build's settings (src/boot/settings.ts): that of the build of .ci/production.env.
  expect(inlineScriptsIn(html, [bootScript(bootSettingsFor(productionEnvironment()))])).toEqual([]);
  expect(html.match(/<script[^>]*>/g)).toEqual([
    expect.stringMatching(
      /^<script data-entry="\/assets\/main\.[0-9a-f]+\.js" data-prefetch="[^"]+" data-srp-worker="\/assets\/on-demand-srp\.[0-9a-f]+\.js" data-signed-in="[^"]*\/assets\/account-home\.[0-9a-f]+\.js[^"]*">$/,
    ),
  ]);
  // The header is complete as HTML (signed out), not a bar waiting for the session check.
  expect(html).toMatch(new RegExp(`<header(?![^>]*aria-busy)[^>]*>.*>${ja.shell.login}</a>.*</header>`));
  // Signed-in pages are not prerendered: /account has its app shell (e2e/production/account-shell.spec.ts), every
  // other one keeps index.html's static shell.
  const account = await (await request.get(`${preview.url}/account`)).text();
  expect(account).not.toContain('data-prerendered="');
  expect(account).toContain('data-shell="AccountHome"');
  const settings = await (await request.get(`${preview.url}/account/settings`)).text();
  expect(settings).not.toMatch(/data-prerendered="|data-shell="/);
  expect(settings).toMatch(/class="?boot"?[ >]/);
});

test('the sign-in form is laid out and readable with no script at all', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${preview.url}/signin`);
  const email = page.getByLabel('メールアドレス');
  await expect(email).toBeVisible();
  await expect(page.getByLabel('パスワード')).toBeVisible();
  await expect(page.getByRole('button', { name: ja.signin.submit, exact: true })).toBeVisible();
  await expect(page.getByText(ja.signin.inquiryWarning)).toBeVisible();
  // Chakra's CSS is there: the input has its border and height, not the browser's bare default.
  const box = await email.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(40);
  await context.close();
});

const ENTRY = /\/assets\/main\.[0-9a-f]+\.js$/;
const entryScriptIn = (page: Page) => page.locator('script[src*="/assets/main."]');

/** Holds every request for the entry script (prefetch included) until `release()`: the page stays HTML only meanwhile. */
const holdEntry = async (page: Page) => (await holdRoute(page, ENTRY)).release;

/**
 * Chromium's note that a script of the build, preloaded ahead of the visitor's intent, was not used within seconds of
 * the load: a visitor who touches the page later, or an entry a test holds, leaves them unused that long by design.
 */
const preloadedAhead = (text: string) =>
  text.includes('preloaded using link preload but not used') &&
  text.split(' ').some((word) => /\/assets\/[\w-]+\.[0-9a-f]+\.js$/.test(word));

test('the page stays HTML while the member only looks at it; its code is fetched ahead, once, and starts at the first intent', async ({
  page,
}) => {
  const entryRequests: string[] = [];
  page.on('request', (request) => {
    if (ENTRY.test(new URL(request.url()).pathname)) entryRequests.push(request.url());
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  await page.goto(`${preview.url}/signin`);
  // The e-mail field offers passkeys (this Chromium has autofill): a pick may be the only intent, and the list after it
  // needs the entry, preloaded with the offer, behind what a touch asks for.
  await expect(page.locator('link[rel="preload"][fetchpriority="low"][href*="/assets/main."]')).toHaveCount(1);
  // Once the page has loaded and stayed untouched a while, the page's chunks are fetched for later (not the entry again).
  await expect(page.locator('link[rel="prefetch"][href*="/assets/signin."]')).toHaveCount(1);
  await expect(page.locator('link[rel="prefetch"][href*="/assets/main."]')).toHaveCount(0);
  // And what the form's warm-up asks for at once when the app runs: Amplify, which the first identity call waits for.
  await expect(page.locator('link[rel="prefetch"][href*="/assets/on-demand-identity."]')).toHaveCount(1);
  await page.waitForTimeout(1000);
  await expect(entryScriptIn(page)).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('data-mounted');
  // Complete meanwhile: the form, and the header's way to sign in.
  await expect(page.getByRole('banner').getByRole('link', { name: ja.shell.login, exact: true })).toBeVisible();
  await expect(page.getByLabel('メールアドレス')).toBeEditable();

  await page.getByLabel('メールアドレス').focus();
  await expect(entryScriptIn(page)).toHaveCount(1);
  await expect(page.locator('#root')).toHaveAttribute('data-mounted', '');
  await expect(page.getByRole('banner').getByRole('link', { name: ja.shell.login, exact: true })).toBeVisible();
  // The entry's script element took the preload's response: one download.
  expect(entryRequests).toHaveLength(1);
  expect(errors.filter((text) => !text.startsWith('Failed to load resource') && !preloadedAhead(text))).toEqual([]);
});

test('typing on while the app starts under the cursor loses no character and keeps the focus in the form', async ({
  page,
}) => {
  await page.goto(`${preview.url}/signin`);
  await expect(page.locator('link[rel="prefetch"][href*="/assets/signin."]')).toHaveCount(1);
  const email = page.getByLabel('メールアドレス');
  const password = page.getByLabel('パスワード');
  // Key by key, as a member types: the first one starts the app, which hydrates while the rest arrive.
  await email.click();
  await page.keyboard.type('eligible@example.com', { delay: 5 });
  await page.keyboard.press('Tab');
  await page.keyboard.type('Passw0rd!typed', { delay: 5 });
  await expect(page.locator('#root')).toHaveAttribute('data-mounted', '');
  await expect(email).toHaveValue('eligible@example.com');
  await expect(password).toHaveValue('Passw0rd!typed');
  await expect(password).toBeFocused();
});

test('a submit before any of the app has run is held by the boot script and made once React has the form', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const release = await holdEntry(page);
  await page.goto(`${preview.url}/signin`);
  await page.getByLabel('メールアドレス').fill('not-an-email');
  await page.getByLabel('パスワード').fill('typed-before-hydration');
  await page.getByLabel('パスワード').press('Enter');
  // Not the browser's own POST: the page is still /signin, with the text in place.
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe('/signin');
  expect(requested.filter((url) => new URL(url).pathname === '/signin')).toHaveLength(1);
  release();
  await expect(page.locator('#root')).toHaveAttribute('data-mounted', '', { timeout: 30_000 });
  // The held submit reached the form: the malformed address is refused (spec section 8), the password is kept.
  await expect(page.getByText(ja.validation.emailRefused)).toBeVisible();
  await expect(page.getByLabel('パスワード')).toHaveValue('typed-before-hydration');
});

test('a submit while the app starts shows the button busy at once, and React then takes the form in one go', async ({
  page,
}) => {
  // The app runs (the entry), but the page's chunk is held, so React cannot hydrate yet.
  const releaseChunk = (await holdRoute(page, /\/assets\/signin\.[0-9a-f]+\.js$/)).release;
  await page.goto(`${preview.url}/signin`);
  await page.getByLabel('メールアドレス').fill('not-an-email');
  await expect(page.locator('script[src*="/assets/main."]')).toHaveCount(1);
  await page.getByLabel('パスワード').fill('typed-while-starting');
  await page.getByLabel('パスワード').press('Enter');
  const button = page.locator('main form button[type="submit"]');
  await expect(page.locator('#root')).toHaveAttribute('data-submitting', '');
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(button).toHaveCSS('cursor', 'progress');
  expect(new URL(page.url()).pathname).toBe('/signin');
  releaseChunk();
  await expect(page.locator('#root')).toHaveAttribute('data-mounted', '', { timeout: 30_000 });
  // The held submit reached the form: the malformed address is refused (spec section 8), the password is kept.
  await expect(page.getByText(ja.validation.emailRefused)).toBeVisible();
  await expect(page.getByLabel('パスワード')).toHaveValue('typed-while-starting');
  await expect(page.locator('#root')).not.toHaveAttribute('data-submitting', '');
});

test('a browser that may hold a session starts the app at once and never shows it the signed-out header', async ({
  page,
  context,
}) => {
  await context.addCookies([
    { name: 'CognitoIdentityServiceProvider.client.LastAuthUser', value: 'someone', url: preview.url },
  ]);
  const release = await holdEntry(page);
  const entryRequested = page.waitForRequest(ENTRY);
  // (The load event waits for the entry, held here.)
  await page.goto(`${preview.url}/signin`, { waitUntil: 'domcontentloaded' });
  // No intent needed.
  await entryRequested;
  await expect(page.locator('html')).toHaveAttribute('data-may-have-session', '');
  await expect(page.getByRole('banner').getByRole('link', { name: ja.shell.login, exact: true })).toBeHidden();
  release();
  await expect(page.locator('#root')).toHaveAttribute('data-mounted', '', { timeout: 30_000 });
  await expect(page.locator('html')).not.toHaveAttribute('data-may-have-session');
});

test('hydration keeps the prerendered nodes and what was typed before it, with no layout shift', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  await recordLayoutShifts(page);
  // The entry script waits until the member has typed: the page is HTML only until then.
  const release = await holdEntry(page);
  await page.goto(`${preview.url}/signin`, { waitUntil: 'commit' });
  await page.getByLabel('メールアドレス').fill('not-an-email');
  await page.getByLabel('パスワード').fill('typed-before-hydration');
  await page.evaluate(() => {
    (
      document.querySelector('main form') as HTMLFormElement & {
        prerendered?: boolean;
      }
    ).prerendered = true;
  });
  release();
  await expect(page.locator('#root')).toHaveAttribute('data-mounted', '', { timeout: 30_000 });
  await expect(page.getByRole('link', { name: ja.shell.login, exact: true })).toBeVisible();
  // The same form element: React adopted the prerendered markup instead of rendering it again (a mismatch would).
  expect(
    await page.evaluate(
      () =>
        (
          document.querySelector('main form') as HTMLFormElement & {
            prerendered?: boolean;
          }
        ).prerendered,
    ),
  ).toBe(true);
  await expect(page.getByLabel('メールアドレス')).toHaveValue('not-an-email');
  await expect(page.getByLabel('パスワード')).toHaveValue('typed-before-hydration');
  // Every shift from the document's start, a late one included (half a second after the mount); the failure names
  // each moved element with its box before and after.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  const shifts = await layoutShiftsOf(page);
  expect(shifts.flatMap((shift) => shift.sources)).toEqual([]);
  expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBe(0);
  // The form's state has the typed text: submitting refuses the malformed address (spec section 8: cleared, with the
  // half-width message; an empty state would only say it is required); the password is kept.
  await page.getByRole('button', { name: ja.signin.submit, exact: true }).click();
  await expect(page.getByText(ja.validation.emailRefused)).toBeVisible();
  await expect(page.getByLabel('パスワード')).toHaveValue('typed-before-hydration');
  await expect(page.getByText(ja.validation.passwordRequired)).toHaveCount(0);
  expect(errors.filter((text) => !text.startsWith('Failed to load resource') && !preloadedAhead(text))).toEqual([]);
});

/**
 * A server in front of the preview server that sends /signin's HTML in two parts, the second 800 ms after the first,
 * split just after the footer's start tag, as a slow link may deliver it; everything else passes through whole.
 */
const startSplittingServer = async (upstream: string) => {
  const server = http.createServer((request, response) => {
    const forward = http.request(
      `${upstream}${request.url}`,
      {
        method: request.method,
        headers: { ...request.headers, host: new URL(upstream).host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          const headers = { ...answer.headers };
          delete headers['content-length'];
          response.writeHead(answer.statusCode ?? 502, headers);
          const footer = request.url === '/signin' ? body.indexOf('<footer') : -1;
          if (footer < 0) return response.end(body);
          const at = body.indexOf('>', footer) + 1;
          response.write(body.subarray(0, at));
          setTimeout(() => response.end(body.subarray(at)), 800);
        });
      },
    );
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://localhost:${(server.address() as AddressInfo).port}`, close: () => server.close() };
};

test('a page whose HTML arrives in parts is painted as it comes, and its footer shows only with the whole markup: nothing moves', async ({
  page,
}) => {
  const split = await startSplittingServer(preview.url);
  try {
    await recordLayoutShifts(page);
    // Whether the browser painted the first part on its own (a frame before the rest came): the case under test.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as { framedEarly: boolean }).framedEarly = document.readyState === 'loading';
      });
    });
    await page.goto(`${split.url}/signin`, { waitUntil: 'load' });
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { framedEarly?: boolean }).framedEarly)).toBe(true);
    const shifts = await layoutShiftsOf(page);
    expect(shifts.flatMap((shift) => shift.sources)).toEqual([]);
  } finally {
    split.close();
  }
});

const publicPaths = [
  pathFor('Signup'),
  pathFor('ForgotPassword'),
  pathFor('ForgotPasswordSubmit'),
  pathFor('Inquiry'),
  pathFor('CertificateTermsPolicy'),
  pathFor('CertificatePrivacyPolicy'),
  pathFor('SiteMap'),
  pathFor('NotFound'),
  pathFor('InternalServerError'),
];

test('every other public page is prerendered and hydrates onto its own markup', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // Not about hydration: the inquiry page probes its external form with fetch, which the production CSP's
    // connect-src does not list (reported to the CSP's owner); the tag manager cannot be reached from here.
    const text = message.text();
    if (
      message.type() === 'error' &&
      !text.startsWith('Failed to load resource') &&
      !text.includes(productionEnvironment().external.inquiryFormUrl)
    )
      errors.push(text);
  });
  for (const url of publicPaths) {
    const release = await holdEntry(page);
    await page.goto(`${preview.url}${url}`, { waitUntil: 'commit' });
    await expect(page.locator('#root[data-prerendered] h1')).toBeVisible();
    await page.evaluate(() => {
      (
        document.querySelector('main') as HTMLElement & {
          prerendered?: boolean;
        }
      ).prerendered = true;
    });
    release();
    // Any key is intent enough (the inquiry page starts at once anyway).
    await page.keyboard.press('Shift');
    await expect(page.locator('#root')).toHaveAttribute('data-mounted', '', { timeout: 30_000 });
    expect(
      await page.evaluate(
        () =>
          (
            document.querySelector('main') as HTMLElement & {
              prerendered?: boolean;
            }
          ).prerendered,
      ),
      url,
    ).toBe(true);
    await page.unrouteAll();
  }
  expect(errors).toEqual([]);
});

test("every HTML file carries Chakra's global CSS once, marked for the theme, which the app adopts instead of inserting", async ({
  page,
  request,
}) => {
  // index.html (what /account/settings is served) and every prerendered page.
  for (const url of [pathFor('AccountSettings'), pathFor('Signin'), ...publicPaths]) {
    const html = await (await request.get(`${preview.url}${url}`)).text();
    const marked = [
      ...html.matchAll(/<style data-emotion="css-global [^"]+" data-chakra-global data-s>([^<]*)<\/style>/g),
    ];
    expect(
      marked.map((match) => match[1]?.includes('--chakra-colors-red-700:')),
      url,
    ).toEqual([true]);
    expect(html.match(/--chakra-colors-red-700:/g), url).toHaveLength(1);
  }
  // A page the client renders afresh (index.html; signed out, the app sends the visitor to the sign-in form): the
  // token variables in the document are the HTML's, once, and they apply.
  // Each time the global CSS's element is put into the document again, the browser makes its sheet anew. emotion's
  // `<Global>` does so once as it adopts it; emotion's cache would too as it starts, for every such element not marked
  // `data-s` (already in place).
  await page.addInitScript(() => {
    const moves = { count: 0 };
    (window as unknown as { globalCssMoves: typeof moves }).globalCssMoves = moves;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLStyleElement && node.hasAttribute('data-chakra-global')) moves.count += 1;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${preview.url}${pathFor('AccountSettings')}`);
  await expect(page.locator('#root')).toHaveAttribute('data-mounted', '');
  // The parser's insertion is the first; `<Global>`'s the second.
  expect(
    await page.evaluate(() => (window as unknown as { globalCssMoves: { count: number } }).globalCssMoves.count),
  ).toBe(2);
  await expect(page.getByRole('textbox', { name: ja.common.email })).toBeVisible();
  const tokenRules = await page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules]
        .map((rule) => rule.cssText)
        .filter((text) => text.includes('--chakra-colors-red-700:'))
        .map(() => (sheet.ownerNode as Element | null)?.outerHTML.slice(0, 80) ?? ''),
    ),
  );
  expect(tokenRules).toHaveLength(1);
  expect(
    await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-red-700')),
  ).not.toBe('');
});
