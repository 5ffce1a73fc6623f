import type { Page } from '@playwright/test';
import { currentEnvironment } from '../src/config/env';
import { ja } from '../src/i18n/ja';
import { appUrl, expect, expectAccessible } from './fixtures';
import { demoMember } from './members';

/** The external sites the portal hands members to; the tests answer for them (nothing leaves the machine). */
export const SHOP_LOGIN_URL = currentEnvironment.external.shopSsoLoginUrl;
export const CHECKUP_CALLBACK_URL = currentEnvironment.external.checkupCallbackUrl;

export const interceptExternalSites = async (page: Page) => {
  for (const site of [new URL(SHOP_LOGIN_URL).origin, new URL(CHECKUP_CALLBACK_URL).origin]) {
    await page.route(`${site}/**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>external</title><main>external site</main></html>',
      }),
    );
  }
};

export const useScenario = (page: Page, scenario: string) =>
  page.addInitScript((name) => localStorage.setItem('portal.mockScenario', name), scenario);

const ALLOWED_LOCAL = ['portal.mockScenario'];
const NAVIGATION_KEY = 'persist:portal.navigation';
const ALLOWED_NAVIGATION_FIELDS = ['_persist', 'eligibilityTarget', 'service'];

/**
 * Web storage may hold only the mock scenario's name (localStorage) and the navigation context (sessionStorage:
 * a service code and a route name): no token, no e-mail, nothing else about the member.
 */
export const expectNothingSecretStored = async (page: Page, secrets: string[]) => {
  const { local, session } = await page.evaluate(() => ({
    local: { ...localStorage },
    session: { ...sessionStorage },
  }));
  expect(
    Object.keys(local).filter((key) => !ALLOWED_LOCAL.includes(key)),
    'localStorage keys',
  ).toEqual([]);
  expect(
    Object.keys(session).filter((key) => key !== NAVIGATION_KEY),
    'sessionStorage keys',
  ).toEqual([]);
  const navigation = session[NAVIGATION_KEY];
  if (navigation) {
    const stored = JSON.parse(navigation) as Record<string, string>;
    expect(
      Object.keys(stored).filter((key) => !ALLOWED_NAVIGATION_FIELDS.includes(key)),
      'navigation context fields',
    ).toEqual([]);
    const service = JSON.parse(stored.service ?? 'null') as unknown;
    expect([null, 'otc', 'my-kenshin', 'eligibility-certificate']).toContain(service);
  }
  const everything = JSON.stringify({ local, session });
  // A JWT starts with the base64 of '{"' ("eyJ"); secrets are the member's address and any token seen on the wire.
  expect(everything, 'no JWT in web storage').not.toContain('eyJ');
  for (const secret of secrets.filter(Boolean))
    expect(everything, 'no personal data or token in web storage').not.toContain(secret);
};

/** The service code the persisted navigation context holds (what survives reloads), or null. */
export const storedService = (page: Page) =>
  page.evaluate((key) => {
    const stored = sessionStorage.getItem(key);
    return stored ? (JSON.parse(JSON.parse(stored).service ?? 'null') as string | null) : null;
  }, NAVIGATION_KEY);

/** Every state a test visits: axe finds nothing and storage holds nothing it should not. */
export const checkpoint = async (page: Page, secrets: string[]) => {
  await expectAccessible(page);
  await expectNothingSecretStored(page, secrets);
};

export const signInDemoMember = async (page: Page, path = '/signin') => {
  const member = demoMember('eligible');
  await page.goto(appUrl(path));
  await page.getByRole('textbox', { name: ja.common.email }).fill(member.email);
  await page.getByRole('textbox', { name: ja.common.password }).fill(member.password);
  await page.getByRole('main').getByRole('button', { name: ja.signin.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: ja.home.heading })).toBeVisible();
  return member;
};

export const termsSubmit = (page: Page) => page.getByRole('button', { name: ja.terms.submit });

/** Ticks both boxes, checking on the way that the submit stays disabled until both are ticked. */
export const agreeToTerms = async (page: Page) => {
  await expect(termsSubmit(page)).toBeDisabled();
  // The checkbox's own input is covered by its drawn control; members click the label, as here.
  await page.getByText(ja.terms.agreeToTerms, { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: ja.terms.agreeToTerms })).toBeChecked();
  await expect(termsSubmit(page)).toBeDisabled();
  await page.getByText(ja.terms.agreeToPrivacyPolicy, { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: ja.terms.agreeToPrivacyPolicy })).toBeChecked();
  await expect(termsSubmit(page)).toBeEnabled();
};
