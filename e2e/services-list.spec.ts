import { ja } from '../src/i18n/ja';
import { expect, test } from './fixtures';
import {
  agreeToTerms,
  CHECKUP_CALLBACK_URL,
  checkpoint,
  interceptExternalSites,
  signInDemoMember,
  termsSubmit,
  useScenario,
} from './services-helpers';

const ALL_CARDS = [ja.services.otc.name, ja.services.myKenshin.name, ja.services.eligibilityCertificate.name];

test('a member entitled to the shop only sees only the shop card; its entry leads to the shop terms', async ({
  page,
}) => {
  await useScenario(page, 'eligible-otc-only');
  const member = await signInDemoMember(page);
  const list = page.getByRole('main').getByRole('list');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('link', { name: ja.services.otc.name })).toBeVisible();
  await expect(list.getByRole('img')).toHaveCount(0); // the icon is decorative (alt="")
  await expect(list.locator('img')).toHaveAttribute('src', /\.svg$/);
  for (const name of ALL_CARDS.slice(1)) await expect(page.getByRole('link', { name })).toHaveCount(0);
  await checkpoint(page, [member.email]);

  // Not agreed yet: the entry route forwards to the terms, whose submit waits for both ticks.
  await list.getByRole('link', { name: ja.services.otc.name }).click();
  await expect(page).toHaveURL(/\/account\/otc\/terms-of-service$/);
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.OtcTerms })).toBeVisible();
  await expect(page.getByText(ja.terms.medicalDataNote)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: ja.terms.marketingEmail })).not.toBeChecked();
  await checkpoint(page, [member.email]);
  await agreeToTerms(page);
  await checkpoint(page, [member.email]);
});

test('a member entitled to every service sees all three cards', async ({ page }) => {
  await useScenario(page, 'eligible-none-agreed');
  const member = await signInDemoMember(page);
  const list = page.getByRole('main').getByRole('list');
  await expect(list.getByRole('listitem')).toHaveCount(3);
  for (const name of ALL_CARDS) await expect(list.getByRole('link', { name })).toBeVisible();
  await expect(list.locator('img')).toHaveCount(3);
  await checkpoint(page, [member.email]);

  await list.getByRole('link', { name: ja.services.myKenshin.name }).click();
  await expect(page).toHaveURL(/\/account\/my-kenshin\/terms-of-service$/);
  await expect(page.getByRole('checkbox', { name: ja.terms.marketingEmail })).toHaveCount(0);
  await expect(termsSubmit(page)).toBeDisabled();
  await checkpoint(page, [member.email]);
});

test('a shop token failure returns the member to the service list with an explanation', async ({ page }) => {
  await useScenario(page, 'eligible-all-agreed');
  await interceptExternalSites(page);
  await page.route('**/api/v1/user/otc_tokens', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Internal Server Error' }),
    }),
  );
  const member = await signInDemoMember(page);
  const tokenRequest = page.waitForRequest(
    (request) => request.url().endsWith('/api/v1/user/otc_tokens') && request.method() === 'POST',
  );
  await page.getByRole('main').getByRole('link', { name: ja.services.otc.name }).click();
  await tokenRequest;
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('alert')).toContainText(ja.services.connectFailed);
  await expect(page.getByRole('heading', { level: 1, name: ja.home.heading })).toBeVisible();
  await checkpoint(page, [member.email]);
});

test('an agreed member opening the checkup plan goes straight to its callback', async ({ page }) => {
  await useScenario(page, 'eligible-all-agreed');
  await interceptExternalSites(page);
  const member = await signInDemoMember(page);
  await checkpoint(page, [member.email]);
  await page.getByRole('main').getByRole('link', { name: ja.services.myKenshin.name }).click();
  await expect(page).toHaveURL(CHECKUP_CALLBACK_URL);
});

test('an unknown service query is ignored: signing in goes to the service list', async ({ page }) => {
  await useScenario(page, 'eligible-none-agreed');
  const member = await signInDemoMember(page, '/signin?service=https%3A%2F%2Fevil.example');
  await expect(page).toHaveURL(/\/account$/);
  await checkpoint(page, [member.email]);
});
