import type { Page } from '@playwright/test';
import { readLatestCode } from '../local-stack/identity/codes';
import { ja } from '../src/i18n/ja';
import { appUrl, expect, latestCode, test, uniqueEmail } from './fixtures';
import { en, escapeRegExp, expectEnglishOnly, field, useEnglish } from './english-helpers';
import { demoMember } from './members';
import { LANGUAGE_COOKIE } from '../src/i18n/language-key';
import { holdRoute } from './hold-route';

// The identity and eligibility journeys in English (the device chose English before the first page).
// Every state visited: <html lang="en">, no Japanese catalogue text outside the card terms, axe.

const PASSWORD = 'Passw0rd!e2e';
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const useScenario = (page: Page, scenario: string) =>
  page.addInitScript((name) => localStorage.setItem('portal.mockScenario', name), scenario);

const signIn = async (page: Page, email: string, password: string) => {
  await page.goto(appUrl('/signin'));
  await expect(heading(page, en.signin.heading)).toBeVisible();
  await field(page, en.common.email).fill(email);
  await page.getByRole('textbox', { name: en.common.password, exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: en.signin.submit, exact: true }).click();
};

test('the switch: 日本語 / English in header and footer, the choice kept on the device and in <html lang>', async ({
  page,
}) => {
  await page.goto(appUrl('/signin'));
  await expect(heading(page, ja.signin.heading)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  const footerSwitch = page.getByRole('contentinfo').getByRole('group', { name: ja.shell.languageSwitch });
  await expect(page.getByRole('banner').getByRole('group', { name: ja.shell.languageSwitch })).toBeVisible();
  await footerSwitch.getByRole('button', { name: 'English' }).click();
  await expect(heading(page, en.signin.heading)).toBeVisible();
  expect(await page.evaluate(() => document.cookie.split('; '))).toContain(`${LANGUAGE_COOKIE}=en`);
  await expect(page).toHaveTitle(`${en.titles.Signin} | ${en.shell.brand}`);
  await expectEnglishOnly(page);

  // Another page, a new tab's worth of load: still English.
  await page.getByRole('link', { name: en.signin.toSignup }).click();
  await expect(heading(page, en.signup.heading)).toBeVisible();
  await page.reload();
  await expect(heading(page, en.signup.heading)).toBeVisible();
  await expectEnglishOnly(page);

  // And back.
  await page.getByRole('banner').getByRole('button', { name: '日本語' }).click();
  await expect(heading(page, ja.signup.heading)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});

test('a browser that refuses the site’s cookies: the switch says so in the language chosen, the page stays as it is', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDocumentCookieDisabled', { disabled: true });
  await page.goto(appUrl('/signin'));
  await expect(heading(page, ja.signin.heading)).toBeVisible();
  const headerSwitch = page.getByRole('banner').getByRole('group', { name: ja.shell.languageSwitch });
  await headerSwitch.getByRole('button', { name: 'English' }).click();
  const said = page.getByRole('banner').getByRole('alert');
  await expect(said).toHaveText(en.languageChoice.notKept.en);
  await expect(said).toHaveAttribute('lang', 'en');
  await expect(heading(page, ja.signin.heading)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(headerSwitch.getByRole('button', { name: '日本語' })).toHaveAttribute('aria-pressed', 'true');
});

test('English: sign-in with the SMS code, a wrong code refused first', async ({ page }) => {
  await useEnglish(page);
  const member = demoMember('sms');
  const before = readLatestCode(process.env.E2E_DATA_DIR ?? '', member.email, 'mfa');
  await signIn(page, member.email, 'wrong-Passw0rd');
  await expect(page.getByRole('alert').filter({ hasText: en.signin.wrongCredentials })).toBeVisible();
  await expectEnglishOnly(page);
  await page.getByRole('textbox', { name: en.common.password, exact: true }).fill(member.password);
  await page.getByRole('main').getByRole('button', { name: en.signin.submit, exact: true }).click();
  const code = page.getByRole('textbox', { name: en.mfa.authenticationCode });
  await expect(code).toBeVisible();
  await expect(page.getByText(en.mfa.codeSentBySms)).toBeVisible();
  await expectEnglishOnly(page);
  const sent = await latestCode(member.email, 'mfa', before);
  await code.fill('12345');
  await button(page, en.mfa.verify).click();
  await expect(page.getByText(en.validation.sixDigits)).toBeVisible();
  await expectEnglishOnly(page);
  await code.fill(sent === '000000' ? '111111' : '000000');
  await button(page, en.mfa.verify).click();
  await expect(page.getByRole('alert').filter({ hasText: en.mfa.authenticationFailed })).toBeVisible();
  await expectEnglishOnly(page);
  await code.fill(sent);
  await button(page, en.mfa.verify).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(heading(page, en.home.heading)).toBeVisible();
  await expect(page.getByRole('link', { name: en.services.eligibilityCertificate.name })).toBeVisible();
  await expectEnglishOnly(page);
});

test('English: sign-up with the code (a wrong one first), then the eligibility check with its errors, registered', async ({
  page,
}) => {
  await useEnglish(page);
  await useScenario(page, 'file-with-edaban');
  const email = uniqueEmail('english');
  await page.goto(appUrl('/signup'));
  await expect(heading(page, en.signup.heading)).toBeVisible();
  await field(page, en.common.email).fill(email);
  await page.getByRole('textbox', { name: en.common.password, exact: true }).fill(PASSWORD);
  await field(page, en.common.passwordConfirmation).fill(`${PASSWORD}x`);
  await expect(page.getByText(en.common.passwordMismatch, { exact: true })).toBeVisible();
  await expectEnglishOnly(page);
  await field(page, en.common.passwordConfirmation).fill(PASSWORD);
  await button(page, en.signup.submit).click();
  await expect(heading(page, en.signup.confirmHeading)).toBeVisible();
  const code = await latestCode(email, 'signup');
  await field(page, en.common.confirmationCode).fill(code === '000000' ? '111111' : '000000');
  await button(page, en.signup.confirm).click();
  await expect(page.getByRole('alert').filter({ hasText: en.signup.codeMismatch })).toBeVisible();
  await expectEnglishOnly(page);
  await field(page, en.common.confirmationCode).fill(code);
  await button(page, en.signup.confirm).click();

  // The eligibility check: card terms in English with the Japanese beside them.
  await expect(page).toHaveURL(/\/account\/eligibility-check/);
  await expect(heading(page, en.eligibility.heading)).toBeVisible();
  await expect(page.getByText(en.eligibility.insurerNumberHint)).toBeVisible();
  await expectEnglishOnly(page);
  await field(page, en.eligibility.insurerNumber).fill('06139993');
  await expect(page.getByText(en.validation.invalidInsurerNumber)).toBeVisible();
  await expectEnglishOnly(page);
  await field(page, en.eligibility.insurerNumber).fill('06139992');
  await expect(field(page, en.eligibility.kigou)).toBeEnabled();
  await field(page, en.eligibility.kigou).fill('AB12');
  await field(page, en.eligibility.bangou).fill('3456');
  await page.getByRole('textbox', { name: en.eligibility.lastName, exact: true }).fill('Yamada');
  await page.getByRole('textbox', { name: en.eligibility.firstName, exact: true }).fill('Taro');
  // Latin letters in a kana field: refused, in English, saying katakana is needed.
  await field(page, en.eligibility.lastNameKana).fill('yamada');
  await field(page, en.eligibility.firstNameKana).fill('たろう');
  await field(page, en.eligibility.birthdate).fill('1985/04/01');
  await button(page, en.eligibility.submit).click();
  await expect(page.getByText(en.validation.katakana)).toBeVisible();
  await expect(page.getByText(en.validation.edabanRequired)).toBeVisible();
  await expect(field(page, en.eligibility.firstNameKana)).toHaveValue('タロウ');
  await expectEnglishOnly(page);
  await field(page, en.eligibility.lastNameKana).fill('ヤマダ');
  await field(page, en.eligibility.edaban).fill('01');
  const registration = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/user/white_id_accounts') && response.request().method() === 'POST',
  );
  await button(page, en.eligibility.submit).click();
  expect((await registration).status()).toBe(201);
  await expect(heading(page, en.home.heading)).toBeVisible();
  await expectEnglishOnly(page);
});

test('English: settings, with the date of birth as "1 April 1985"', async ({ page }) => {
  await useEnglish(page);
  await useScenario(page, 'eligible-all-agreed');
  const member = demoMember('eligible');
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole('banner').getByRole('link', { name: en.shell.settings }).click();
  await expect(heading(page, en.titles.AccountSettings)).toBeVisible();
  await expect(page.getByText('1 April 1985')).toBeVisible();
  await expect(page.getByRole('link', { name: en.settings.changeUserInfo })).toBeVisible();
  await expectEnglishOnly(page);
  await page.getByRole('link', { name: en.settings.changePassword }).click();
  await expect(heading(page, en.changePassword.heading)).toBeVisible();
  await button(page, en.changePassword.submit).click();
  await expect(page.getByText(en.validation.currentPasswordRequired)).toBeVisible();
  await expectEnglishOnly(page);
});

test('English: applying for the eligibility certificate (its errors first), then the certificate, its expiry date and count-down', async ({
  page,
}) => {
  await useEnglish(page);
  const member = demoMember('sms');
  // The last code before the sign-in sends one: read after the submit, it could already be the new one (a fast
  // answer), and the wait below for a newer one would never end.
  const before = readLatestCode(process.env.E2E_DATA_DIR ?? '', member.email, 'mfa');
  await signIn(page, member.email, member.password);
  const code = page.getByRole('textbox', { name: en.mfa.authenticationCode });
  await expect(code).toBeVisible();
  await code.fill(await latestCode(member.email, 'mfa', before));
  await button(page, en.mfa.verify).click();
  await expect(heading(page, en.home.heading)).toBeVisible();
  await page.getByRole('link', { name: en.services.eligibilityCertificate.name }).click();
  // Whatever earlier specs left this member (terms agreed or not, an application active, expired or none), the test
  // applies afresh in English: terms when not yet agreed, "Apply again" when an application is active.
  const terms = heading(page, en.titles.CertificateTerms);
  const proceed = heading(page, en.titles.CertificateProceed);
  const apply = heading(page, en.titles.CertificateApply);
  await expect(terms.or(proceed).or(apply)).toBeVisible();
  if (await terms.isVisible()) {
    await expectEnglishOnly(page);
    await page.getByText(en.terms.agreeToTerms).click();
    await page.getByText(en.terms.agreeToPrivacyPolicy).click();
    await button(page, en.terms.submit).click();
  }
  await expect(proceed.or(apply)).toBeVisible();
  if (await proceed.isVisible()) {
    await expectEnglishOnly(page);
    await button(page, en.certificate.reapply).click();
    const confirm = page.getByRole('alertdialog', { name: en.certificate.reapplyConfirm });
    await expectEnglishOnly(page);
    await confirm.getByRole('button', { name: en.certificate.reapply }).click();
  }
  await expect(apply).toBeVisible();
  const addresses = page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(en.certificate.address)}`) });
  await expect(addresses.first()).toBeVisible();
  await expectEnglishOnly(page);
  // Nothing chosen: the reason and the addresses are asked for, in English.
  for (const address of await addresses.all()) await address.fill('');
  await button(page, en.certificate.apply).click();
  await expect(page.getByText(en.certificate.reasonRequired, { exact: true })).toBeVisible();
  await expect(page.getByText(en.certificate.addressRequired, { exact: true }).first()).toBeVisible();
  await expectEnglishOnly(page);
  // The reasons are the server's list, shown as given.
  await page
    .getByRole('combobox', { name: new RegExp(escapeRegExp(en.certificate.reason)) })
    .selectOption({ index: 1 });
  for (const address of await addresses.all()) await address.fill('4-2-8 Shibakoen, Minato-ku, Tokyo');
  await button(page, en.certificate.apply).click();
  const dialog = page.getByRole('alertdialog', { name: en.certificate.applyConfirm });
  await expect(dialog).toBeVisible();
  await expectEnglishOnly(page);
  const posted = page.waitForResponse(
    (response) =>
      response.url().endsWith('/eligibility_certificate_applications') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: en.certificate.apply, exact: true }).click();
  expect((await posted).status()).toBe(201);
  await expect(heading(page, en.titles.Certificate)).toBeVisible();
  await expect(page.getByText('31 December 2099')).toBeVisible();
  await expect(page.getByText(en.certificate.insurerCode).first()).toBeVisible();
  await expect(page.getByTestId('certificate-countdown')).toHaveText(/^\d{2,}:\d{2}:\d{2}$/);
  await expectEnglishOnly(page);
});

test('English: reloading a signed-in page shows no Japanese while the English texts are still downloading', async ({
  page,
}) => {
  await useEnglish(page);
  await useScenario(page, 'eligible-all-agreed');
  const member = demoMember('eligible');
  await signIn(page, member.email, member.password);
  // The service list's frame (and its heading) shows while the address is still /signin: reload /account itself.
  await expect(page).toHaveURL(/\/account$/);
  await expect(heading(page, en.home.heading)).toBeVisible();
  // The English chunk is held until the page has been read: what shows meanwhile is index.html's shell.
  const english = await holdRoute(page, /\/on-demand-en[.\w]*\.js$/);
  await page.reload({ waitUntil: 'commit' });
  await english.requested;
  const shown = await page.evaluate(() => document.body.innerText);
  english.release();
  expect(shown, 'text on screen before the English texts arrived').not.toMatch(/[\u3040-\u30ff\u3400-\u9fff]/);
  await expect(heading(page, en.home.heading)).toBeVisible();
  await expectEnglishOnly(page);
});
