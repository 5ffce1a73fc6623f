import type { Page } from '@playwright/test';
import type { CatalogueText } from '../src/i18n/catalogue';
import { en } from '../src/i18n/en';
import { ja } from '../src/i18n/ja';
import type { Language } from '../src/i18n/language-key';
import { textbox } from './eligibility-helpers';
import { appUrl, expect, expectAccessible, latestCode, test, uniqueEmail } from './fixtures';
import { expectNoJapanese, useEnglish } from './english-helpers';
import { expectAnnounced, expectFocusVisible, focusControl, typeInto } from './keyboard-helpers';
import { demoMember } from './members';
import { holdRoute } from './hold-route';

// Each test signs up its own member or leaves the worker's member as it found it: the tests may run on both workers.
test.describe.configure({ mode: 'parallel' });

// The whole journey with the keyboard only (Tab, Shift+Tab, Enter, Space, arrows, typing). Locators only name the
// control meant and assert on it; nothing is clicked, checked or filled.
// No mock scenario is chosen: the gateway answers a fresh member from their own state (new, then eligible once
// registered, then the certificate agreed once its terms are accepted), and Prism's default examples give the
// certificate service as allowed, with an active latest application (so proceed offers re-apply) and two applicants.

const PASSWORD = 'Passw0rd!e2e';
const PHONE = '09055501234';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/**
 * A state of the journey checked: in English also for Japanese catalogue text (the mixed-language check), then axe.
 */
const expectState = async (page: Page, language: Language = 'ja') => {
  if (language === 'en') await expectNoJapanese(page);
  await expectAccessible(page);
};

/** A new page: its heading is shown and has focus (AppLayout), so the next Tab starts at the top of its content. */
const arrivedAt = async (page: Page, url: RegExp, title: string, language: Language = 'ja') => {
  await expect(page).toHaveURL(url);
  await expect(heading(page, title)).toBeVisible();
  await expect(heading(page, title)).toBeFocused();
  await expectState(page, language);
};

const expectAutocomplete = (page: Page, label: string, value: string) =>
  expect(textbox(page, label)).toHaveAttribute('autocomplete', value);

// The same journey in Japanese and in English (the device's choice stored before the first page).
const catalogues: ReadonlyArray<readonly [Language, CatalogueText]> = [
  ['ja', ja],
  ['en', en],
];

for (const [language, t] of catalogues) {
  test(`keyboard only (${language}): sign-up → code → eligibility check → certificate terms → SMS setup → apply → the certificate`, async ({
    page,
    consoleErrors,
  }) => {
    if (language === 'en') await useEnglish(page);
    // About a minute and a half on an idle 2-core machine; the margin is for a machine shared with other runs.
    test.setTimeout(300_000);
    const email = uniqueEmail('keyboard');

    // --- Sign-up: a mismatched confirmation is refused and announced; Shift+Tab back to fix it.
    await page.goto(appUrl('/signup'));
    await expect(heading(page, t.titles.Signup)).toBeVisible();
    await expectAutocomplete(page, t.common.email, 'email');
    await expect(page.getByRole('textbox', { name: t.common.password, exact: true })).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expectAutocomplete(page, t.common.passwordConfirmation, 'new-password');
    await typeInto(page, textbox(page, t.common.email), email);
    await typeInto(page, page.getByRole('textbox', { name: t.common.password, exact: true }), PASSWORD);
    await typeInto(page, textbox(page, t.common.passwordConfirmation), `${PASSWORD}x`);
    await expectAnnounced(page.getByText(t.common.passwordMismatch, { exact: true }));
    await focusControl(page, button(page, t.signup.submit));
    await page.keyboard.press('Enter');
    await expectAnnounced(page.getByText(t.validation.passwordMismatch, { exact: true }).first());
    await expect(heading(page, t.titles.Signup)).toBeVisible();
    await expectState(page, language);
    await typeInto(page, textbox(page, t.common.passwordConfirmation), PASSWORD, { key: 'Shift+Tab' });
    await expectAnnounced(page.getByText(t.common.passwordMatch, { exact: true }));
    await focusControl(page, button(page, t.signup.submit));
    await page.keyboard.press('Enter');

    // --- The code: a wrong one is announced (role=alert) and cleared; Shift+Tab back, the right one, Enter.
    const codeField = textbox(page, t.common.confirmationCode);
    await expect(heading(page, t.signup.confirmHeading)).toBeFocused();
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await expectState(page, language);
    const code = await latestCode(email, 'signup');
    const wrong = code === '000000' ? '111111' : '000000';
    await typeInto(page, codeField, wrong);
    await focusControl(page, button(page, t.signup.confirm));
    await page.keyboard.press('Enter');
    await expectAnnounced(page.getByText(t.signup.codeMismatch, { exact: true }));
    await expect(codeField).toHaveValue('');
    await expectState(page, language);
    await typeInto(page, codeField, code, { key: 'Shift+Tab' });
    // Enter in the field submits its form.
    await page.keyboard.press('Enter');

    // --- The eligibility check (the service list's guard sends a new member here).
    await arrivedAt(page, /\/account\/eligibility-check$/, t.eligibility.heading, language);
    const insurerNumber = textbox(page, t.eligibility.insurerNumber);
    await typeInto(page, insurerNumber, '06139993');
    await expectAnnounced(page.getByText(t.validation.invalidInsurerNumber, { exact: true }));
    await expect(textbox(page, t.eligibility.kigou)).toBeDisabled();
    await expectState(page, language);
    // Still in the field: the fix is typed over the wrong number.
    await expect(insurerNumber).toBeFocused();
    await page.keyboard.press('Backspace');
    await page.keyboard.type('2');
    await expect(page.getByText('サンプル健康保険組合')).toBeVisible();
    await expect(textbox(page, t.eligibility.kigou)).toBeEnabled();
    await expectState(page, language);
    await typeInto(page, textbox(page, t.eligibility.kigou), 'AB12');
    await typeInto(page, textbox(page, t.eligibility.bangou), '3456');
    await typeInto(page, textbox(page, t.eligibility.edaban), '01');
    await typeInto(page, textbox(page, t.eligibility.lastName), '山田');
    await typeInto(page, textbox(page, t.eligibility.firstName), '太郎');
    await typeInto(page, textbox(page, t.eligibility.lastNameKana), 'ヤマダ');
    await typeInto(page, textbox(page, t.eligibility.firstNameKana), 'タロウ');
    await typeInto(page, textbox(page, t.eligibility.birthdate), '1985/04/01');
    // The calendar button is in the tab order and a real button (operable with Enter/Space).
    await focusControl(page, button(page, t.eligibility.pickDate));
    await focusControl(page, button(page, t.eligibility.submit));
    await expectState(page, language);
    const registration = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/user/white_id_accounts') && response.request().method() === 'POST',
    );
    await page.keyboard.press('Enter');
    expect((await registration).status()).toBe(201);

    // --- The service list: the certificate card's link, Enter.
    await arrivedAt(page, /\/account$/, t.home.heading, language);
    await focusControl(page, page.getByRole('link', { name: t.certificate.name }));
    await page.keyboard.press('Enter');

    // --- The certificate terms: both boxes with Space, submit with Enter.
    await arrivedAt(page, /\/eligibility-certificate\/terms-of-service$/, t.titles.CertificateTerms, language);
    const submitTerms = button(page, t.terms.submit);
    await expect(submitTerms).toBeDisabled();
    for (const label of [t.terms.agreeToTerms, t.terms.agreeToPrivacyPolicy]) {
      const box = page.getByRole('checkbox', { name: label });
      await focusControl(page, box);
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
      await expectFocusVisible(page);
    }
    await expect(submitTerms).toBeEnabled();
    await focusControl(page, submitTerms);
    await expectState(page, language);
    await page.keyboard.press('Enter');

    // --- Proceed: re-apply with Space (the latest application is expired, then apply, which needs SMS two-step).
    await arrivedAt(page, /\/eligibility-certificate\/proceed$/, t.titles.CertificateProceed, language);
    await focusControl(page, button(page, t.certificate.reapply));
    const expired = page.waitForResponse(
      (response) => response.url().endsWith('/latest/expire') && response.request().method() === 'POST',
    );
    await page.keyboard.press('Space');
    const reapplyDialog = page.getByRole('alertdialog', { name: t.certificate.reapplyConfirm });
    await expect(reapplyDialog).toBeVisible();
    await focusControl(page, reapplyDialog.getByRole('button', { name: t.certificate.reapply }), { max: 4 });
    await page.keyboard.press('Enter');
    expect((await expired).ok()).toBe(true);

    // --- mfa-notice → SMS setup (phone) → the SMS code → back to apply.
    await arrivedAt(page, /\/eligibility-certificate\/mfa-notice$/, t.titles.CertificateMfaNotice, language);
    await focusControl(page, page.getByRole('link', { name: t.certificate.toSmsSetup }));
    await page.keyboard.press('Enter');
    await arrivedAt(page, /\/account\/mfa\/sms-setup\?returnTo=CertificateApply$/, t.mfa.setupHeading, language);
    await expectAutocomplete(page, t.mfa.phoneLabel, 'tel');
    await typeInto(page, textbox(page, t.mfa.phoneLabel), PHONE);
    await focusControl(page, button(page, t.mfa.sendCode));
    await page.keyboard.press('Enter');
    await arrivedAt(
      page,
      /\/account\/mfa\/sms-verification\?returnTo=CertificateApply$/,
      t.titles.SmsVerification,
      language,
    );
    const smsCode = textbox(page, t.mfa.authenticationCode);
    await expect(smsCode).toHaveAttribute('autocomplete', 'one-time-code');
    await typeInto(page, smsCode, await latestCode(email, 'attribute'));
    await focusControl(page, button(page, t.mfa.verify));
    await page.keyboard.press('Enter');

    // --- Apply: submitting with no reason is refused and announced; the reason chosen with the arrow keys.
    await arrivedAt(page, /\/eligibility-certificate\/apply$/, t.titles.CertificateApply, language);
    const reason = page.getByRole('combobox', { name: new RegExp(t.certificate.reason) });
    await focusControl(page, button(page, t.certificate.apply));
    await page.keyboard.press('Enter');
    await expectAnnounced(page.getByText(t.certificate.reasonRequired, { exact: true }));
    await expectState(page, language);
    await focusControl(page, reason, { key: 'Shift+Tab', max: 30 });
    const other = await reason.locator('option', { hasText: 'その他' }).getAttribute('value');
    for (let presses = 0; presses < 10 && (await reason.inputValue()) !== other; presses += 1)
      await page.keyboard.press('ArrowDown');
    await expect(reason).toHaveValue(other ?? 'missing');
    await expect(page.getByText(t.certificate.reasonRequired, { exact: true })).toHaveCount(0);
    const childAddress = page
      .getByRole('region', { name: '山田 さくら' })
      .getByRole('textbox', { name: new RegExp(t.certificate.address) });
    await expect(childAddress).toHaveAttribute('autocomplete', 'street-address');
    await typeInto(page, childAddress, '東京都港区芝公園4-2-8');
    await focusControl(page, button(page, t.certificate.apply));
    await expectState(page, language);
    await page.keyboard.press('Enter');

    // --- The confirmation modal: focus is inside it and stays there (Tab cycles); confirm with Enter.
    const dialog = page.getByRole('alertdialog', { name: t.certificate.applyConfirm });
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    for (let presses = 0; presses < 4; presses += 1) {
      await page.keyboard.press('Tab');
      expect(
        await dialog.evaluate((element) => element.contains(document.activeElement)),
        'Tab stays inside the modal',
      ).toBe(true);
    }
    await expectState(page, language);
    await focusControl(page, dialog.getByRole('button', { name: t.certificate.apply }), { max: 4 });
    const posted = page.waitForResponse(
      (response) =>
        response.url().endsWith('/eligibility_certificate_applications') && response.request().method() === 'POST',
    );
    await page.keyboard.press('Enter');
    expect((await posted).status()).toBe(201);

    // --- The certificate with its running count-down.
    await arrivedAt(page, /\/eligibility-certificate\/certificate$/, t.titles.Certificate, language);
    const countdown = page.getByTestId('certificate-countdown');
    const first = await countdown.textContent();
    expect(first).toMatch(/^\d{2,}:\d{2}:\d{2}$/);
    await expect(countdown).not.toHaveText(first ?? '');
    // The wrong sign-up code is answered 400 by the identity emulator, which the browser logs; nothing else may be.
    expect(consoleErrors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    // What this journey shows, for the accessibility statement (npm run a11y:statement).
  });
}

test('autocomplete of the identity forms: sign-in, sign-up, reset, change password, change e-mail, SMS setup', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto(appUrl('/signin'));
  await expect(heading(page, ja.titles.Signin)).toBeVisible();
  // Chromium offers passkeys by autofill (conditional mediation), so the address field asks for the username and passkeys.
  await expectAutocomplete(page, ja.common.email, 'username webauthn');
  await expect(page.getByRole('textbox', { name: ja.common.password, exact: true })).toHaveAttribute(
    'autocomplete',
    'current-password',
  );

  await page.goto(appUrl('/signup'));
  await expect(heading(page, ja.titles.Signup)).toBeVisible();
  await expectAutocomplete(page, ja.common.email, 'email');
  await expect(page.getByRole('textbox', { name: ja.common.password, exact: true })).toHaveAttribute(
    'autocomplete',
    'new-password',
  );
  await expectAutocomplete(page, ja.common.passwordConfirmation, 'new-password');

  await page.goto(appUrl('/forgot-password'));
  await expect(heading(page, ja.passwordReset.heading)).toBeVisible();
  await expectAutocomplete(page, ja.common.email, 'email');
  await expectAccessible(page);

  await page.goto(appUrl('/forgot-password-submit'));
  await expect(heading(page, ja.passwordReset.heading)).toBeVisible();
  await expectAutocomplete(page, ja.common.email, 'email');
  await expectAutocomplete(page, ja.common.confirmationCode, 'one-time-code');
  await expect(page.getByRole('textbox', { name: ja.common.newPassword, exact: true })).toHaveAttribute(
    'autocomplete',
    'new-password',
  );
  await expectAutocomplete(page, ja.common.passwordConfirmation, 'new-password');
  await expectAccessible(page);

  // Signed in by keyboard (the demo member without SMS two-step); the settings forms reached through links with the
  // keyboard too (in-app navigation, no page loads).
  const member = demoMember('eligible');
  await page.goto(appUrl('/signin'));
  await expect(heading(page, ja.titles.Signin)).toBeVisible();
  await typeInto(page, textbox(page, ja.common.email), member.email);
  await typeInto(page, page.getByRole('textbox', { name: ja.common.password, exact: true }), member.password);
  await page.keyboard.press('Enter');
  await arrivedAt(page, /\/account$/, ja.home.heading);
  // Backwards from the heading into the header's main navigation.
  await focusControl(
    page,
    page.getByRole('navigation', { name: ja.shell.mainNavigation }).getByRole('link', { name: ja.shell.settings }),
    { key: 'Shift+Tab' },
  );
  await page.keyboard.press('Enter');
  await arrivedAt(page, /\/account\/settings$/, ja.titles.AccountSettings);

  await focusControl(page, page.getByRole('link', { name: ja.settings.changePassword }));
  await page.keyboard.press('Enter');
  await arrivedAt(page, /\/account\/change-password$/, ja.changePassword.heading);
  await expectAutocomplete(page, ja.changePassword.currentPassword, 'current-password');
  const passwords = page.locator('input[type="password"]');
  await expect(passwords).toHaveCount(3);
  await expect(passwords.nth(0)).toHaveAttribute('autocomplete', 'current-password');
  await expect(passwords.nth(1)).toHaveAttribute('autocomplete', 'new-password');
  await expect(passwords.nth(2)).toHaveAttribute('autocomplete', 'new-password');

  await page.goBack();
  await arrivedAt(page, /\/account\/settings$/, ja.titles.AccountSettings);
  await focusControl(page, page.getByRole('link', { name: ja.settings.changeEmail }));
  await page.keyboard.press('Enter');
  await arrivedAt(page, /\/account\/change-email$/, ja.changeEmail.heading);
  await expectAutocomplete(page, ja.changeEmail.currentPassword, 'current-password');
  await expectAutocomplete(page, ja.changeEmail.newEmail, 'email');

  await page.goBack();
  await arrivedAt(page, /\/account\/settings$/, ja.titles.AccountSettings);
  await focusControl(page, page.getByRole('link', { name: ja.settings.enableSms }));
  await page.keyboard.press('Enter');
  await arrivedAt(page, /\/account\/mfa\/sms-setup\?returnTo=AccountSettings$/, ja.mfa.setupHeading);
  await expectAutocomplete(page, ja.mfa.phoneLabel, 'tel');
});

// A control that saves keeps keyboard focus while it works and after, so a second Space works. The shop switch is
// pressed twice (away from the member's choice and back, so the demo copy ends as it started); each PUT is held until
// the busy state has been checked.
test('keyboard focus survives a save: the shop marketing switch on settings, twice', async ({ page }) => {
  const member = demoMember('eligible');
  await page.addInitScript(() => localStorage.setItem('portal.mockScenario', 'eligible-all-agreed'));
  await page.goto(appUrl('/signin'));
  await typeInto(page, textbox(page, ja.common.email), member.email);
  await typeInto(page, textbox(page, ja.common.password), member.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account$/);
  await page.goto(appUrl('/account/settings'));
  await arrivedAt(page, /\/account\/settings$/, ja.titles.AccountSettings);

  const shop = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: ja.settings.shopHeading }) });
  const toggle = shop.getByRole('checkbox');
  await expect(toggle).toBeVisible();
  // This member's own choice, which another spec on this worker may have changed (shop terms without the tick).
  const started = await toggle.isChecked();
  await focusControl(page, toggle, { max: 40 });
  const switchHasFocus = () => toggle.evaluate((element) => document.activeElement === element);

  for (const consent of [!started, started]) {
    const save = await holdRoute(page, '**/api/v1/user/otc_accounts/email_marketing_consent');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/email_marketing_consent') && response.request().method() === 'PUT',
    );
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    expect(await switchHasFocus(), 'focus stays on the switch while it saves').toBe(true);
    save.release();
    expect((await saved).status()).toBeLessThan(300);
    await expect(shop.getByText(ja.settings.marketingSaved)).toBeVisible();
    await expect(toggle).not.toHaveAttribute('aria-busy');
    await expect(toggle).toBeChecked({ checked: consent });
    expect(await switchHasFocus(), 'focus is still on the switch after the save').toBe(true);
    await page.unroute('**/api/v1/user/otc_accounts/email_marketing_consent');
  }
});
