import type { Page, Request } from '@playwright/test';
import { ja } from '../../src/i18n/ja';
import { DEMO_PASSWORD, signIn } from '../certificate-helpers';
import { holdRoute } from '../hold-route';
import { demoMember } from '../members';
import { addVirtualAuthenticator, disablePasskeyAutofill, registerPasskeyInSettings } from '../passkey-helpers';
import { signOut, signUpFresh } from '../settings-helpers';
import { watchSrp } from '../srp-helpers';
import { appUrl, expect, test } from '../fixtures';

/**
 * The boot script preloads a page's chunks (src/boot/boot.ts), so they download beside the entry or while its steps
 * run instead of one round trip after another: with the entry, on /signin once the member's first touch started it, on
 * the app shell of /account at once. In Chromium, under the production headers: each chunk once (the
 * app's own request for it takes the preloaded response: no second download).
 */

const ENTRY = /\/assets\/main\.[0-9a-f]+\.js$/;

/** Every script request of the page, by path. */
const recordScripts = (page: Page) => {
  const requested: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
  });
  return requested;
};

/** The scripts the page's boot script names (data-prefetch), and the chunks preloaded (the entry's preload aside). */
const bootChunks = (page: Page) =>
  page.evaluate((entry) => {
    const isEntry = new RegExp(entry);
    return {
      listed: (document.querySelector('script[data-entry]')?.getAttribute('data-prefetch') ?? '').split(' '),
      preloaded: [...document.querySelectorAll('link[rel="preload"][as="script"]')]
        .map((link) => new URL((link as HTMLLinkElement).href).pathname)
        .filter((path) => !isEntry.test(path)),
    };
  }, ENTRY.source);

const expectEachOnce = (requested: string[], chunks: string[]) => {
  for (const chunk of chunks)
    expect(
      requested.filter((path) => path === chunk),
      chunk,
    ).toHaveLength(1);
};

test('a reload of /account preloads its chunks, the API client, the guards and the session read with the entry, each once', async ({
  page,
}) => {
  await signIn(page, demoMember('eligible').email, { sms: false });
  const entry = await holdRoute(page, ENTRY);
  const requested = recordScripts(page);
  await page.goto(appUrl('/account'), { waitUntil: 'domcontentloaded' });
  await entry.requested;
  const held = await bootChunks(page);
  expect(held.listed.some((path) => /\/signed-in-core\.[0-9a-f]+\.js$/.test(path))).toBe(true);
  expect(held.listed.some((path) => /\/on-demand-session\.[0-9a-f]+\.js$/.test(path))).toBe(true);
  expect(held.listed.some((path) => /\/account-home\.[0-9a-f]+\.js$/.test(path))).toBe(true);
  // Not Amplify: the list does not wait for it (the next test).
  expect(held.listed.some((path) => /\/on-demand-identity\.[0-9a-f]+\.js$/.test(path))).toBe(false);
  // While the entry is on its way, the chunks the list needs download beside it, in low priority as the entry, which
  // the HTML itself preloads (from the top of <head>).
  await expect.poll(async () => (await bootChunks(page)).preloaded).toEqual(held.listed);
  await expect.poll(() => held.listed.every((chunk) => requested.includes(chunk))).toBe(true);
  const preloads = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => [
      new URL((link as HTMLLinkElement).href).pathname,
      link.getAttribute('fetchpriority'),
    ]),
  );
  expect(preloads[0]?.[0]).toMatch(ENTRY);
  expect(preloads.map(([, priority]) => priority)).toEqual([...held.listed, 'entry'].map(() => 'low'));

  entry.release();
  await expect(page.getByRole('main').getByRole('list').getByRole('link').first()).toBeVisible({ timeout: 30_000 });
  const { listed, preloaded } = await bootChunks(page);
  expect(preloaded).toEqual(listed);
  expectEachOnce(requested, listed);
  // The boot script's <script> for the entry took the preloaded response.
  expect(requested.filter((path) => ENTRY.test(path))).toHaveLength(1);
});

test('a reload of /account sends the member read and /me while the entry is on its way, and the app takes their answers', async ({
  page,
}) => {
  await signIn(page, demoMember('eligible').email, { sms: false });
  const entry = await holdRoute(page, ENTRY);
  const reads: string[] = [];
  // The reload's document only: the signed-in page before it may still ask (the sign-in follow-up's passkey check).
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });
  page.on('request', (request) => {
    if (!reloaded) return;
    const target = request.headers()['x-amz-target'];
    if (target) reads.push(target.replace('AWSCognitoIdentityProviderService.', ''));
    else if (request.method() !== 'OPTIONS' && new URL(request.url()).pathname.endsWith('/white_id_accounts/me'))
      reads.push('/me');
  });
  await page.goto(appUrl('/account'), { waitUntil: 'domcontentloaded' });
  await entry.requested;
  // Both are asked for by the boot script, before the app's code has arrived.
  await expect.poll(() => [...reads].sort()).toEqual(['/me', 'GetUser']);
  entry.release();
  await expect(page.getByRole('main').getByRole('list').getByRole('link').first()).toBeVisible({ timeout: 30_000 });
  // The app took those answers: no second request for either.
  expect([...reads].sort()).toEqual(['/me', 'GetUser']);
});

test('a reload of /account shows the list while Amplify is still on its way: the session is read from its cookies, one GetUser', async ({
  page,
}) => {
  // The sign-in's follow-up asks for the member's passkeys after the list: answered before the reload, so it is not
  // counted among the reload's calls.
  const followUp = page.waitForResponse((response) =>
    Boolean(response.request().headers()['x-amz-target']?.endsWith('.ListWebAuthnCredentials')),
  );
  await signIn(page, demoMember('eligible').email, { sms: false });
  await followUp;
  const amplify = await holdRoute(page, /\/assets\/on-demand-identity\.[0-9a-f]+\.js$/);
  const identityCalls: string[] = [];
  page.on('request', (request) => {
    const target = request.headers()['x-amz-target'];
    if (target) identityCalls.push(target.replace('AWSCognitoIdentityProviderService.', ''));
  });
  // The time of the frame that paints the service list: the first animation frame after its links are in the DOM.
  await page.addInitScript(() => {
    const marks = window as unknown as { listFrame?: number | null };
    new MutationObserver(() => {
      if (marks.listFrame !== undefined || !document.querySelector('main ul li a')) return;
      marks.listFrame = null;
      requestAnimationFrame(() => {
        marks.listFrame = performance.now();
      });
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(appUrl('/account'));
  const list = page.getByRole('main').getByRole('list');
  await expect(list.getByRole('link').first()).toBeVisible({ timeout: 30_000 });
  // Amplify's two reads (attributes, MFA preference) were one GetUser, sent by the page itself.
  expect(identityCalls).toEqual(['GetUser']);
  // Once the list is painted, Amplify is fetched for what may come next (a sign-out, a setting, a refresh): not
  // before, where its 40 KiB would share the network with the page's own reads and the list's icons.
  await Promise.race([
    amplify.requested,
    page.waitForTimeout(15_000).then(() => {
      throw new Error('Amplify was not fetched once the list was shown');
    }),
  ]);
  amplify.release();
  const order = await page.waitForFunction(() => {
    const listFrame = (window as unknown as { listFrame?: number | null }).listFrame;
    const amplifyEntry = performance
      .getEntriesByType('resource')
      .find((entry) => /\/on-demand-identity\.[0-9a-f]+\.js$/.test(entry.name));
    return typeof listFrame === 'number' && amplifyEntry ? { listFrame, amplifyStart: amplifyEntry.startTime } : false;
  });
  const { listFrame, amplifyStart } = (await order.jsonValue()) as { listFrame: number; amplifyStart: number };
  expect(amplifyStart).toBeGreaterThan(listFrame);
});

test('on /signin the sign-in’s chunks (Amplify, its steps, the passkey calls) download while the entry is still on its way', async ({
  page,
}) => {
  const requested = recordScripts(page);
  const entry = await holdRoute(page, ENTRY);
  await page.goto(appUrl('/signin'));
  const email = page.getByRole('textbox', { name: ja.common.email });
  await email.click();
  await entry.requested;
  const { listed } = await bootChunks(page);
  for (const name of ['identity', 'signin-steps', 'passkey-signin'])
    expect(listed.some((path) => new RegExp(`/on-demand-${name}\\.[0-9a-f]+\\.js$`).test(path))).toBe(true);
  // What those chunks share, the passkey support check among it, is one file (webpack.config.ts, signinStepsParts).
  expect(listed.some((path) => /\/signin-steps-parts\.[0-9a-f]+\.js$/.test(path))).toBe(true);
  // Each a round trip of its own: not queued behind the entry's download, which is the longest.
  await expect.poll(() => listed.every((chunk) => requested.includes(chunk))).toBe(true);
  entry.release();
  await expect(page.locator('#root')).toHaveAttribute('data-mounted', '', { timeout: 30_000 });
  expectEachOnce(requested, listed);
});

test('on /signin the first touch starts the entry, which brings the page chunks and Amplify with it, each once; the signed-in page’s code and the session chunk wait until Amplify has arrived', async ({
  page,
}) => {
  const requested = recordScripts(page);
  const amplify = await holdRoute(page, /\/assets\/on-demand-identity\.[0-9a-f]+\.js$/);
  await page.goto(appUrl('/signin'));
  const email = page.getByRole('textbox', { name: ja.common.email });
  await email.click();
  await expect(page.locator('#root')).toHaveAttribute('data-mounted', '', { timeout: 30_000 });
  const { listed, preloaded } = await bootChunks(page);
  expect(listed.some((path) => /\/on-demand-identity\.[0-9a-f]+\.js$/.test(path))).toBe(true);
  expect(listed.some((path) => /\/on-demand-session\.[0-9a-f]+\.js$/.test(path))).toBe(false);
  expect(preloaded).toEqual(listed);
  // The sign-in's own code goes first: with Amplify on its way (held here), nothing speculative is asked for.
  await amplify.requested;
  await expect.poll(() => requested.some((path) => /\/on-demand-signin-steps\.[0-9a-f]+\.js$/.test(path))).toBe(true);
  const speculative = /\/(account-home|signed-in-core|service-list-parts|on-demand-session)\.[0-9a-f]+\.js$/;
  await email.pressSequentially('a');
  expect(requested.filter((path) => speculative.test(path))).toEqual([]);
  // Nor the service worker's registration, asked for after the first paint.
  expect(requested.filter((path) => /\/on-demand-offline\.[0-9a-f]+\.js$/.test(path))).toEqual([]);
  amplify.release();
  const signedInFiles = ['account-home', 'signed-in-core', 'service-list-parts', 'on-demand-session'];
  await expect
    .poll(() => signedInFiles.filter((name) => requested.some((path) => path.includes(`/${name}.`))), {
      timeout: 30_000,
    })
    .toEqual(signedInFiles);
  await expect.poll(() => listed.every((chunk) => requested.includes(chunk))).toBe(true);
  expectEachOnce(requested, listed);
});

test('on /signin the password sign-in runs while the entry is still on its way: InitiateAuth at the password’s keys, at Enter RespondToAuthChallenge and the member’s reads; the app takes each answer, each request once', async ({
  page,
}) => {
  const srp = await watchSrp(page);
  const member = demoMember('eligible').email;
  const sent = { InitiateAuth: 0, RespondToAuthChallenge: 0, GetUser: 0, me: 0 };
  page.on('request', (request) => {
    const operation = request.headers()['x-amz-target']?.split('.')[1];
    if (request.method() === 'POST' && operation && operation in sent) sent[operation as keyof typeof sent] += 1;
    if (request.method() === 'GET' && request.url().endsWith('/white_id_accounts/me')) sent.me += 1;
  });
  const entry = await holdRoute(page, ENTRY);
  await page.goto(appUrl('/signin'));
  await page.getByRole('textbox', { name: ja.common.email }).fill(member);
  await entry.requested;
  // The boot script started SRP's worker at the first touch of the form (the app, held, has not run).
  await srp.worker;
  await expect.poll(srp.pairs).toHaveLength(1);
  const password = page.getByRole('textbox', { name: ja.common.password });
  await password.pressSequentially(DEMO_PASSWORD);
  await expect.poll(() => srp.sent).toEqual(await srp.pairs());
  await password.press('Enter');
  await expect.poll(() => ({ ...sent })).toEqual({ InitiateAuth: 1, RespondToAuthChallenge: 1, GetUser: 1, me: 1 });
  expect(await page.locator('#root').getAttribute('data-mounted')).toBeNull();
  entry.release();
  await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: ja.home.heading })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  expect(sent).toEqual({ InitiateAuth: 1, RespondToAuthChallenge: 1, GetUser: 1, me: 1 });
  // One worker for the page and one S: the app took the boot's worker, and Amplify's claim the boot's S.
  expect(await srp.sAnswered()).toBe(1);
});

test('on /signin a tap on パスキーでログイン makes the passkey sign-in and the member’s reads while the entry is still on its way; the app takes each answer and the ceremony: each request once, one prompt', async ({
  page,
}) => {
  await disablePasskeyAutofill(page);
  const authenticator = await addVirtualAuthenticator(page);
  const email = await signUpFresh(page, 'passkey-tap');
  await registerPasskeyInSettings(page);
  await signOut(page);
  const sent = { InitiateAuth: [] as string[], RespondToAuthChallenge: [] as string[], GetUser: [] as string[] };
  const me: string[] = [];
  page.on('request', (request) => {
    const operation = request.headers()['x-amz-target']?.split('.')[1];
    if (request.method() === 'POST' && (operation === 'InitiateAuth' || operation === 'RespondToAuthChallenge'))
      sent[operation].push(request.postData() ?? '');
    if (operation === 'GetUser') sent.GetUser.push(request.postData() ?? '');
    if (request.method() === 'GET' && request.url().endsWith('/white_id_accounts/me')) me.push(request.url());
  });
  // Every assertion the authenticator signs counts up its credential's signature counter: the member's prompts.
  const signatures = async () => (await authenticator.credentials())[0]?.signCount ?? 0;
  const before = await signatures();
  const requested = recordScripts(page);
  const entry = await holdRoute(page, ENTRY);
  await page.goto(appUrl('/signin'));
  await page.getByRole('textbox', { name: ja.common.email }).fill(email);
  await entry.requested;
  expect(requested.filter((path) => /\/account-home\.[0-9a-f]+\.js$/.test(path))).toEqual([]);
  await page.getByRole('button', { name: ja.passkeys.signin }).click();
  await expect.poll(() => sent.RespondToAuthChallenge.length).toBe(1);
  // The service list's code downloads meanwhile too, with what the sign-in's end shows (the header's menu, its word on
  // passkeys).
  const signedInCode = [/\/account-home\.[0-9a-f]+\.js$/, /\/on-demand-member-menu\.[0-9a-f]+\.js$/];
  for (const chunk of signedInCode) expect(requested.filter((path) => chunk.test(path))).toHaveLength(1);
  expect(JSON.parse(sent.InitiateAuth[0] ?? '{}')).toMatchObject({
    AuthFlow: 'USER_AUTH',
    AuthParameters: { USERNAME: email, PREFERRED_CHALLENGE: 'WEB_AUTHN' },
  });
  expect(JSON.parse(sent.RespondToAuthChallenge[0] ?? '{}')).toMatchObject({
    ChallengeName: 'WEB_AUTHN',
    ChallengeResponses: { USERNAME: email },
  });
  expect(await signatures()).toBe(before + 1);
  // The member's reads with the new tokens, before the entry too.
  await expect.poll(() => [sent.GetUser.length, me.length]).toEqual([1, 1]);
  entry.release();
  await expect(page).toHaveURL(/\/account(\/eligibility-check)?$/, { timeout: 30_000 });
  expect(sent.InitiateAuth).toHaveLength(1);
  expect(sent.RespondToAuthChallenge).toHaveLength(1);
  expect([sent.GetUser.length, me.length]).toEqual([1, 1]);
  expect(await signatures()).toBe(before + 1);
  for (const chunk of signedInCode) expect(requested.filter((path) => chunk.test(path))).toHaveLength(1);
});
