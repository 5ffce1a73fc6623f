import type { Page } from '@playwright/test';
import { ja } from '../src/i18n/ja';
import { appUrl, expect, latestCode, uniqueEmail } from './fixtures';
import { demoMember } from './members';

export const E2E_PASSWORD = 'Passw0rd!e2e';
/** This worker's eligible demo member (e2e/members.ts). */
export const DEMO = {
  email: demoMember('eligible').email,
  password: demoMember('eligible').password,
  name: '山田 太郎',
};

/** Picks the mock API's scenario before the app's first request (the switcher reads it from localStorage). */
export const useScenario = (page: Page, scenario: string) =>
  page.addInitScript((name) => localStorage.setItem('portal.mockScenario', name), scenario);

export const signIn = async (page: Page, email: string, password: string) => {
  await page.goto(appUrl('/signin'));
  await page.getByRole('textbox', { name: ja.common.email }).fill(email);
  await page.getByRole('textbox', { name: ja.common.password }).fill(password);
  await page.getByRole('main').getByRole('button', { name: ja.signin.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/);
};

export const signOut = async (page: Page) => {
  await page.goto(appUrl('/account/signout'));
  await page.getByRole('main').getByRole('button', { name: ja.signout.submit }).click();
  await expect(page).toHaveURL(/\/signin$/);
};

/** A fresh member of this test alone (signed up and confirmed), so tests that change identity never meet. */
export const signUpFresh = async (page: Page, prefix: string) => {
  const email = uniqueEmail(prefix);
  await page.goto(appUrl('/signup'));
  await page.getByRole('textbox', { name: ja.common.email }).fill(email);
  await page.getByRole('textbox', { name: ja.common.password, exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('textbox', { name: ja.common.passwordConfirmation }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: ja.signup.submit }).click();
  await page.getByRole('textbox', { name: ja.common.confirmationCode }).fill(await latestCode(email, 'signup'));
  await page.getByRole('button', { name: ja.signup.confirm }).click();
  await expect(page).toHaveURL(/\/account/);
  return email;
};
