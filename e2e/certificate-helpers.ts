import type { Page } from '@playwright/test';
import { ja } from '../src/i18n/ja';
import { readLatestCode, type CodeKind } from '../local-stack/identity/codes';
import { appUrl, expect, expectAccessible, latestCode } from './fixtures';

export const DEMO_PASSWORD = 'Passw0rd!demo';

/** The code issued so far, to wait for a newer one: the same member may have been sent codes earlier in the run. */
export const previousCode = (email: string, kind: CodeKind) =>
  readLatestCode(process.env.E2E_DATA_DIR ?? '', email, kind);

/** Signs a demo member in; with SMS two-step on, answers the SMS step with the code the emulator sent. */
export const signIn = async (page: Page, email: string, { sms }: { sms: boolean }) => {
  await page.goto(appUrl('/signin'));
  await page.getByRole('textbox', { name: ja.common.email }).fill(email);
  await page.getByRole('textbox', { name: ja.common.password }).fill(DEMO_PASSWORD);
  const before = sms ? previousCode(email, 'mfa') : undefined;
  await page.getByRole('main').getByRole('button', { name: ja.shell.login, exact: true }).click();
  if (sms) {
    const code = page.getByRole('textbox', { name: ja.mfa.authenticationCode });
    await expect(code).toBeVisible();
    await code.fill(await latestCode(email, 'mfa', before));
    await page.getByRole('button', { name: ja.mfa.verify }).click();
  }
  await expect(page).toHaveURL(/\/account$/);
};

/**
 * From the service list's certificate card (the entry route) to the terms, accepted there, or straight to proceed
 * when this member already agreed earlier in the run.
 */
export const agreeToCertificateTerms = async (page: Page) => {
  await page.goto(appUrl('/account'));
  await page.getByRole('link', { name: ja.certificate.name }).click();
  const proceed = page.getByRole('heading', { level: 1, name: ja.titles.CertificateProceed });
  const terms = page.getByRole('heading', { level: 1, name: ja.titles.CertificateTerms });
  await expect(proceed.or(terms)).toBeVisible();
  if (await terms.isVisible()) {
    await expect(page.getByRole('link', { name: ja.terms.termsOfService })).toHaveAttribute(
      'href',
      '/policies/eligibility-certificate/terms-of-service',
    );
    await page.getByText(ja.terms.agreeToTerms).click();
    await page.getByText(ja.terms.agreeToPrivacyPolicy).click();
    await expectAccessible(page);
    await page.getByRole('button', { name: ja.terms.submit }).click();
  }
  await expect(proceed).toBeVisible();
  await expect(page).toHaveURL(/\/eligibility-certificate\/proceed$/);
};

export const applicant = (page: Page, name: string) => page.getByRole('region', { name });
export const addressOf = (page: Page, name: string) =>
  applicant(page, name).getByRole('textbox', { name: new RegExp(ja.certificate.address) });
export const reasonSelect = (page: Page) => page.getByRole('combobox', { name: new RegExp(ja.certificate.reason) });
