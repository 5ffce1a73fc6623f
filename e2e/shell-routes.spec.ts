import { ja } from '../src/i18n/ja';
import { routePaths, type RouteName } from '../src/routing/route-names';
import { appUrl, expect, expectAccessible, test } from './fixtures';
import { DEMO, signIn, useScenario } from './settings-helpers';

const titleOf = (name: RouteName) => `${ja.titles[name]} | ${ja.shell.brand}`;
const nameOfPath = (pathname: string) =>
  (Object.keys(routePaths) as RouteName[]).find((name) => routePaths[name] === pathname);

const PUBLIC: RouteName[] = [
  'Signin',
  'Signup',
  'ForgotPassword',
  'Inquiry',
  'CertificateTermsPolicy',
  'CertificatePrivacyPolicy',
  'InternalServerError',
  'Accessibility',
  'AccessibilityPolicy',
  'SiteMap',
];
const PROTECTED = (Object.keys(routePaths) as RouteName[]).filter(
  (name) => !PUBLIC.includes(name) && !['Root', 'NotFound', 'ForgotPasswordSubmit'].includes(name),
);

test('public paths resolve with their own titles; / goes to sign-in; an unknown path is the 404 page', async ({
  page,
}) => {
  await page.goto(appUrl('/'));
  // The first page of a run may wait for the dev server's first build.
  await expect(page).toHaveURL(/\/signin$/, { timeout: 60_000 });
  await expect(page).toHaveTitle(titleOf('Signin'));

  for (const name of PUBLIC) {
    await page.goto(appUrl(routePaths[name]));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(titleOf(name));
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expectAccessible(page);
  }

  await page.goto(appUrl('/no/such/page'));
  await expect(page.getByRole('heading', { level: 1, name: ja.errors.notFoundTitle })).toBeVisible();
  await expect(page).toHaveTitle(titleOf('NotFound'));
  await expectAccessible(page);
});

test('offline from the form service, the inquiry page shows the message and a plain link', async ({ page }) => {
  await page.goto(appUrl('/inquiry'));
  await expect(page.getByText(ja.inquiry.loadFailed)).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(ja.inquiry.openDirectly) })).toBeVisible();
  await expect(page.getByTitle(ja.inquiry.frameTitle)).toHaveCount(0);
});

test('signed out, every protected path goes to sign-in', async ({ page }) => {
  // AccountDisabled has no guard: members land there after the identity service refuses them.
  for (const name of PROTECTED.filter((candidate) => candidate !== 'AccountDisabled')) {
    await page.goto(appUrl(routePaths[name]));
    await expect(page).toHaveURL(/\/signin(\?|$)/);
  }
});

test('signed in, every protected path resolves to a route of its own title, never the 404 page', async ({ page }) => {
  // Nothing agreed: the service entries stop at their terms pages instead of leaving for the external sites.
  await useScenario(page, 'eligible-none-agreed');
  await signIn(page, DEMO.email, DEMO.password);
  const seen = new Set<string>();
  for (const name of PROTECTED) {
    if (name === 'Signout' || name === 'AccountDisabled') continue;
    await page.goto(appUrl(routePaths[name]));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    // A path may still move on (an entry to its terms page) after its first heading shows: the title is compared with
    // the route of the address at that moment until both have settled.
    await expect
      .poll(async () => {
        const landed = nameOfPath(new URL(page.url()).pathname);
        return landed ? (await page.title()) === titleOf(landed) : `${name} landed on ${page.url()}, not a route`;
      })
      .toBe(true);
    expect(await page.title()).not.toBe(titleOf('NotFound'));
    seen.add(await page.title());
  }
  // The titles seen are distinct per route reached.
  expect(seen.size).toBeGreaterThan(5);
  await page.goto(appUrl('/account/signout'));
  await expect(page).toHaveTitle(titleOf('Signout'));
});
