import type { Page } from '@playwright/test';
import { resolveEnvironment } from '../../src/config/env';
import { ja } from '../../src/i18n/ja';
import { securityHeaderTable } from '../../scripts/lib/preview-server';
import { agreeToCertificateTerms, DEMO_PASSWORD, signIn } from '../certificate-helpers';
import { appUrl, expect, test } from '../fixtures';
import { watchSrp } from '../srp-helpers';

/**
 * The PORTAL_ENV=production bundle (built by global-setup.ts against the local stack through the build variables),
 * served with the preview server's headers for that configuration: sign-in with the production auth flow
 * (USER_SRP_AUTH) with and without SMS, home, settings, /inquiry with the external form framed, the certificate; not
 * one Content-Security-Policy violation anywhere, and the environment switcher linking to the configured sites.
 */
const { environment } = resolveEnvironment(
  JSON.parse(process.env.E2E_PRODUCTION_VARIABLES ?? '{}') as Record<string, string>,
);

const violations: string[] = [];

test.beforeEach(async ({ page }) => {
  violations.length = 0;
  await page.exposeFunction('reportCspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportCspViolation: (line: string) => Promise<void> }).reportCspViolation(
        `${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(`console: ${message.text()}`);
  });
  // The fictitious tag manager container cannot load here; the CSP still checks its URL before the request is aborted.
  await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
});

test.afterEach(() => {
  expect(violations, 'securitypolicyviolation events').toEqual([]);
});

const expectSwitcherLinks = async (page: Page) => {
  const links = page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: ja.shell.environments })
    .getByRole('link');
  await expect(links).toHaveCount(3);
  await expect(links.nth(0)).toHaveAttribute('href', environment.accountSites.develop);
  await expect(links.nth(1)).toHaveAttribute('href', environment.accountSites.staging);
  await expect(links.nth(2)).toHaveAttribute('href', environment.accountSites.production);
  await expect(links.nth(2)).toHaveAttribute('aria-current', 'page');
};

test("the bundle is production, under the preview server's header set, with no scenario switcher", async ({ page }) => {
  const response = await page.goto(appUrl('/signin'));
  const headers = response?.headers() ?? {};
  for (const [name, value] of securityHeaderTable(environment))
    expect([name, headers[name.toLowerCase()]]).toEqual([name, value]);
  expect(headers['content-security-policy']).toContain(
    `frame-src ${new URL(environment.external.inquiryFormUrl).origin}`,
  );
  await expect(page.getByRole('textbox', { name: ja.common.email })).toBeVisible();
  // The app runs from the member's first intent (src/boot): the checks below are of the running bundle, not the HTML.
  await page.getByRole('textbox', { name: ja.common.email }).focus();
  await expect(page.locator('#root')).toHaveAttribute('data-mounted', '');
  await expect(page.getByRole('complementary', { name: ja.shell.scenarioSwitcher })).toHaveCount(0);
  await expectSwitcherLinks(page);
});

test('sign-in without SMS: a wrong password is refused, the right one reaches home, settings and the inquiry form', async ({
  page,
}) => {
  await page.goto(appUrl('/signin'));
  await page.getByRole('textbox', { name: ja.common.email }).fill('eligible@example.com');
  await page.getByRole('textbox', { name: ja.common.password }).fill('Wrong-passw0rd');
  await page.getByRole('main').getByRole('button', { name: ja.shell.login, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: ja.signin.wrongCredentials })).toBeVisible();

  await signIn(page, 'eligible@example.com', { sms: false });
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.AccountHome })).toBeVisible();
  await expectSwitcherLinks(page);

  await page.getByRole('banner').getByRole('link', { name: ja.shell.settings }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.AccountSettings })).toBeVisible();

  await page.goto(appUrl('/inquiry'));
  const frame = page.getByTitle(ja.inquiry.frameTitle);
  await expect(frame).toBeVisible();
  await expect(
    page
      .frameLocator(`iframe[title="${ja.inquiry.frameTitle}"]`)
      .getByRole('heading', { name: 'Inquiry form (test double)' }),
  ).toBeVisible();
  await expect(page.getByText(ja.inquiry.loadFailed)).toHaveCount(0);
});

test("SRP's math runs in its worker under the production headers: the pair answered before Enter is the one sent", async ({
  page,
}) => {
  const srp = await watchSrp(page);
  await page.goto(appUrl('/signin'));
  await page.getByRole('textbox', { name: ja.common.email }).fill('eligible@example.com');
  await page.getByRole('textbox', { name: ja.common.password }).fill(DEMO_PASSWORD);
  // The worker's script was allowed and ran: its pair came back before the submit (a refused worker would leave
  // Amplify's fallback, with no answer here, and a securitypolicyviolation for afterEach).
  expect(new URL((await srp.worker).url()).pathname).toMatch(/^\/assets\/on-demand-srp\.[0-9a-f]{8}\.js$/);
  await expect.poll(srp.pairs).toHaveLength(1);
  await page.getByRole('main').getByRole('button', { name: ja.shell.login, exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  expect(srp.sent).toEqual(await srp.pairs());
  // S from the worker, once: for the boot script's claim at the submit, and Amplify's own claim takes the same answer.
  expect(await srp.sAnswered()).toBe(1);
});

test('sign-in with SMS two-step, then the certificate', async ({ page }) => {
  await signIn(page, 'sms@example.com', { sms: true });
  await agreeToCertificateTerms(page);
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.CertificateProceed })).toBeVisible();
});
