import type { Page } from '@playwright/test';
import { ja } from '../src/i18n/ja';
import { expectCleanConsole, identityEndpointPattern, identityTarget } from './fault-helpers';
import { appUrl, expect, latestCode, test, uniqueEmail } from './fixtures';
import { E2E_PASSWORD, signIn, signOut, useScenario } from './settings-helpers';

/**
 * A write that succeeded is never reported as failed. The first request of a write reaches the local identity stack
 * (`route.fetch()`: the write is made), and its answer is then lost (`route.abort`): Amplify sends the write again, and
 * the second answer describes the state the first one made ("already registered", "cannot be confirmed", "wrong
 * password"). The portal must go on as a success. One fresh member walks all three.
 */

const NEW_PASSWORD = 'N3w-passw0rd!';

/** Lets the next `operation` request through to the stack, then drops its answer; later ones pass untouched. */
const dropFirstAnswer = async (page: Page, operation: string) => {
  const isTarget = identityTarget(operation);
  const state = { dropped: 0, seen: 0 };
  await page.route(identityEndpointPattern(), async (route) => {
    if (!isTarget(route.request())) return route.fallback();
    state.seen += 1;
    if (state.dropped > 0) return route.continue();
    state.dropped += 1;
    await route.fetch();
    return route.abort('connectionreset');
  });
  return state;
};

test('sign-up, its confirmation and a password change whose first answers are lost all go on as successes', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await useScenario(page, 'eligible-none-agreed');
  const email = uniqueEmail('lost-answer');

  await test.step('sign-up: "already registered" after the retry leads on to the code, with a note', async () => {
    const signUp = await dropFirstAnswer(page, 'SignUp');
    await page.goto(appUrl('/signup'));
    await page.getByRole('textbox', { name: ja.common.email }).fill(email);
    await page.getByRole('textbox', { name: ja.common.password, exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('textbox', { name: ja.common.passwordConfirmation }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: ja.signup.submit }).click();
    await expect(page.getByRole('heading', { level: 1, name: ja.signup.confirmHeading })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: ja.mayHaveSucceeded.signUpRetried })).toBeVisible();
    await expect(page.getByText(ja.signup.alreadyRegistered)).toHaveCount(0);
    expect(signUp).toEqual({ dropped: 1, seen: 2 });
  });

  await test.step('confirm sign-up: "cannot be confirmed" after the retry signs the member in', async () => {
    const confirm = await dropFirstAnswer(page, 'ConfirmSignUp');
    await page.getByRole('textbox', { name: ja.common.confirmationCode }).fill(await latestCode(email, 'signup'));
    await page.getByRole('button', { name: ja.signup.confirm }).click();
    await expect(page).toHaveURL(/\/account/);
    expect(confirm).toEqual({ dropped: 1, seen: 2 });
  });

  await test.step('change password: "wrong password" after the retry is a success, and the new password signs in', async () => {
    const change = await dropFirstAnswer(page, 'ChangePassword');
    await page.goto(appUrl('/account/change-password'));
    await page.getByLabel(ja.changePassword.currentPassword).fill(E2E_PASSWORD);
    await page.getByLabel(new RegExp(`^${ja.changePassword.newPassword}\\s*\\*?$`)).fill(NEW_PASSWORD);
    await page.getByLabel(ja.changePassword.reentry).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: ja.changePassword.submit }).click();
    await expect(page.getByRole('alertdialog', { name: ja.changePassword.success })).toBeVisible();
    await expect(page.getByText(ja.changePassword.wrongCurrentPassword)).toHaveCount(0);
    // The first attempt, its retry (answered "wrong password") and the state check (the new password to itself).
    expect(change).toEqual({ dropped: 1, seen: 3 });
    await page.unrouteAll({ behavior: 'wait' });
    await signOut(page);
    await signIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/account/);
  });

  expectCleanConsole(consoleErrors);
});
