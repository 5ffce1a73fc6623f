import type { Page } from '@playwright/test';
import { ja } from '../src/i18n/ja';
import { textbox } from './eligibility-helpers';
import { appUrl, expect, latestCode, test, uniqueEmail } from './fixtures';
import {
  agreeToTerms,
  CHECKUP_CALLBACK_URL,
  checkpoint,
  interceptExternalSites,
  SHOP_LOGIN_URL,
  storedService,
  termsSubmit,
} from './services-helpers';

const PASSWORD = 'Passw0rd!e2e';

/**
 * Arrives with `?service=`, then reloads the sign-up page without it: from here on only the persisted navigation
 * context knows the service. Signs up and confirms; the service's entry sends the new member to the check.
 */
const arriveAndSignUp = async (page: Page, service: string, email: string) => {
  await page.goto(appUrl(`/signup?service=${service}`));
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.Signup })).toBeVisible();
  await checkpoint(page, [email]);
  await expect.poll(() => storedService(page)).toBe(service);
  await page.goto(appUrl('/signup'));
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.Signup })).toBeVisible();
  expect(await storedService(page)).toBe(service);
  await textbox(page, ja.common.email).fill(email);
  await page.getByRole('textbox', { name: ja.common.password, exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: ja.common.passwordConfirmation }).fill(PASSWORD);
  await checkpoint(page, [email]);
  await page.getByRole('button', { name: ja.signup.submit }).click();
  const codeField = page.getByRole('textbox', { name: ja.common.confirmationCode });
  await expect(codeField).toBeVisible();
  await checkpoint(page, [email, PASSWORD]);
  const code = await latestCode(email, 'signup');
  await codeField.fill(code);
  await page.getByRole('button', { name: ja.signup.confirm }).click();
  await expect(page).toHaveURL(/\/account\/eligibility-check$/);
  await expect(page.getByRole('heading', { level: 1, name: ja.eligibility.heading })).toBeVisible();
  expect(await storedService(page)).toBe(service);
  await checkpoint(page, [email, PASSWORD, code]);
};

/** Reloads the check screen (the interrupted route must survive it), then registers eligibility. */
const passEligibilityCheck = async (page: Page, secrets: string[]) => {
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: ja.eligibility.heading })).toBeVisible();
  await checkpoint(page, secrets);
  await textbox(page, ja.eligibility.insurerNumber).fill('06139992');
  await expect(textbox(page, ja.eligibility.kigou)).toBeEnabled();
  await textbox(page, ja.eligibility.kigou).fill('AB12');
  await textbox(page, ja.eligibility.bangou).fill('3456');
  await textbox(page, ja.eligibility.edaban).fill('01');
  await textbox(page, ja.eligibility.lastName).fill('山田');
  await textbox(page, ja.eligibility.firstName).fill('太郎');
  await textbox(page, ja.eligibility.lastNameKana).fill('ヤマダ');
  await textbox(page, ja.eligibility.firstNameKana).fill('タロウ');
  await textbox(page, ja.eligibility.birthdate).fill('1985/04/01');
  await textbox(page, ja.eligibility.birthdate).blur();
  await checkpoint(page, secrets);
  await page.getByRole('button', { name: ja.eligibility.submit }).click();
};

test('a member arriving from the shop signs up, confirms, passes the check, accepts the shop terms and is sent to its SSO login with the token', async ({
  page,
}) => {
  await interceptExternalSites(page);
  const email = uniqueEmail('from-shop');
  await arriveAndSignUp(page, 'otc', email);
  await passEligibilityCheck(page, [email, PASSWORD, '山田', 'AB12']);

  await expect(page).toHaveURL(/\/account\/otc\/terms-of-service$/);
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.OtcTerms })).toBeVisible();
  await checkpoint(page, [email, PASSWORD, '山田']);
  await agreeToTerms(page);
  await page.getByText(ja.terms.marketingEmail, { exact: true }).click();
  await checkpoint(page, [email, PASSWORD, '山田']);

  const registration = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/user/service_registrations'),
  );
  const requestBody = registration.then((response) => response.request().postDataJSON() as Record<string, unknown>);
  await termsSubmit(page).click();
  const answer = (await (await registration).json()) as { token: string | null };
  expect(answer.token).toBeTruthy();
  expect(await requestBody).toEqual({
    service_code: 'otc',
    email_marketing_consent: true,
    return_to: appUrl('/account'),
  });

  await page.waitForURL((url) => url.toString().startsWith(SHOP_LOGIN_URL));
  const landed = new URL(page.url());
  expect(`${landed.origin}${landed.pathname}`).toBe(SHOP_LOGIN_URL);
  expect(landed.searchParams.get('token')).toBe(answer.token);
});

test('a member arriving from the checkup plan goes the same way to its callback', async ({ page }) => {
  await interceptExternalSites(page);
  const email = uniqueEmail('from-kenshin');
  await arriveAndSignUp(page, 'my-kenshin', email);
  await passEligibilityCheck(page, [email, PASSWORD, '山田', 'AB12']);

  await expect(page).toHaveURL(/\/account\/my-kenshin\/terms-of-service$/);
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.MyKenshinTerms })).toBeVisible();
  await checkpoint(page, [email, PASSWORD, '山田']);
  await agreeToTerms(page);
  await checkpoint(page, [email, PASSWORD, '山田']);
  const registration = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/user/service_registrations'),
  );
  await termsSubmit(page).click();
  expect((await registration).status()).toBe(201);
  expect((await registration).request().postDataJSON()).toEqual({
    service_code: 'my-kenshin',
    email_marketing_consent: false,
  });
  await expect(page).toHaveURL(CHECKUP_CALLBACK_URL);
});
