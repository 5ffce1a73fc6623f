import type { Page } from '@playwright/test';
import { ja } from '../src/i18n/ja';
import '../src/i18n/screens/busy';
import {
  expectCleanConsole,
  expectScreen,
  FAULTS,
  faultSwitch,
  identityEndpointPattern,
  identityTarget,
  type Fault,
  type FaultSwitch,
} from './fault-helpers';
import { appUrl, expect, expectAccessible, test, uniqueEmail } from './fixtures';
import { demoMember } from './members';

/**
 * Fault injection, the identity calls through the compatibility proxy (AWS JSON, X-Amz-Target): sign-in (InitiateAuth),
 * sign-up (SignUp) and the reset request (ForgotPassword). Each fault of FAULTS in turn on the same screen: the screen
 * explains in Japanese (spec section 8: rate limit text, else the communication-error text with the error's name and
 * message; for the two writes, "may already be made" when no definite answer came), keeps what was typed, and the page
 * stands. Amplify itself retries throttling, server and network errors (3 attempts in all), so the requests are
 * counted, not expected to be one.
 */

const AMPLIFY_ATTEMPTS = 3;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Spec section 8: rate limiting has its own text; anything else is the communication error with name and message. */
const expectedMessage = (fault: Fault) =>
  fault.status === 429
    ? new RegExp(`^${escape(ja.errors.rateLimited)}$`)
    : new RegExp(`^${escape(ja.errors.communication)}（.+）$`);

/** Sign-in has its own words for rate limiting (`ja.busy.signin`); anything else as above. */
const signinMessage = (fault: Fault) =>
  fault.status === 429 ? new RegExp(`^${escape(ja.busy.signin)}$`) : expectedMessage(fault);

/**
 * Sign-up and the reset request are writes, and a write that succeeded is never reported as failed: an answer that
 * never came, or a 5xx, leaves open whether the write was made, so the screen says it may be and how to check;
 * throttling (429 on every attempt) was refused.
 */
const writeMessage = (mayBeDone: string) => (fault: Fault) =>
  fault.status === 429 ? new RegExp(`^${escape(ja.errors.rateLimited)}$`) : new RegExp(`^${escape(mayBeDone)}$`);

const submitUnderFault = async (
  page: Page,
  control: FaultSwitch,
  fault: Fault,
  button: string,
  message = expectedMessage,
) => {
  control.inject(fault);
  await page.getByRole('main').getByRole('button', { name: button, exact: true }).click();
  await control.waitForCount(1);
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(message(fault));
  // Amplify's own retries finished before the message: 1 to 3 attempts, never more.
  expect(control.count).toBeGreaterThanOrEqual(1);
  expect(control.count).toBeLessThanOrEqual(AMPLIFY_ATTEMPTS);
  return control.count;
};

const identityFault = (page: Page, operation: string) =>
  faultSwitch(page, identityEndpointPattern(), { filter: identityTarget(operation), wire: 'cognito' });

test('sign-in (InitiateAuth): every fault is explained in Japanese and the address and password are kept', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const member = demoMember('eligible');
  const initiate = await identityFault(page, 'InitiateAuth');
  await page.goto(appUrl('/signin'));
  await page.getByRole('textbox', { name: ja.common.email }).fill(member.email);
  await page.getByRole('textbox', { name: ja.common.password }).fill(member.password);
  const attempts: Record<string, number> = {};
  for (const fault of FAULTS) {
    await test.step(fault.label, async () => {
      attempts[fault.label] = await submitUnderFault(page, initiate, fault, ja.signin.submit, signinMessage);
      await expect(page).toHaveURL(/\/signin$/);
      await expectScreen(page, ja.signin.heading);
      await expect(page.getByRole('textbox', { name: ja.common.email })).toHaveValue(member.email);
      await expect(page.getByRole('textbox', { name: ja.common.password })).toHaveValue(member.password);
      await expectAccessible(page);
    });
  }
  test.info().annotations.push({ type: 'InitiateAuth attempts per fault', description: JSON.stringify(attempts) });
  // The fault cleared, the same typed values sign in.
  initiate.clear();
  await page.getByRole('main').getByRole('button', { name: ja.signin.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  expectCleanConsole(consoleErrors);
});

test('sign-up (SignUp): every fault is explained in Japanese and the address and both passwords are kept', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('faults');
  const password = 'Passw0rd!e2e';
  const signUp = await identityFault(page, 'SignUp');
  await page.goto(appUrl('/signup'));
  await page.getByRole('textbox', { name: ja.common.email }).fill(email);
  await page.getByRole('textbox', { name: ja.common.password, exact: true }).fill(password);
  await page.getByRole('textbox', { name: ja.common.passwordConfirmation }).fill(password);
  const attempts: Record<string, number> = {};
  for (const fault of FAULTS) {
    await test.step(fault.label, async () => {
      attempts[fault.label] = await submitUnderFault(
        page,
        signUp,
        fault,
        ja.signup.submit,
        writeMessage(ja.mayHaveSucceeded.signUp),
      );
      await expect(page).toHaveURL(/\/signup$/);
      await expectScreen(page, ja.signup.heading);
      await expect(page.getByRole('textbox', { name: ja.common.email })).toHaveValue(email);
      await expect(page.getByRole('textbox', { name: ja.common.password, exact: true })).toHaveValue(password);
      await expect(page.getByRole('textbox', { name: ja.common.passwordConfirmation })).toHaveValue(password);
      await expectAccessible(page);
    });
  }
  test.info().annotations.push({ type: 'SignUp attempts per fault', description: JSON.stringify(attempts) });
  signUp.clear();
  expectCleanConsole(consoleErrors);
});

test('password reset request (ForgotPassword): every fault is explained in Japanese and the address is kept', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const member = demoMember('eligible');
  const forgot = await identityFault(page, 'ForgotPassword');
  await page.goto(appUrl('/forgot-password'));
  await page.getByRole('textbox', { name: ja.common.email }).fill(member.email);
  const attempts: Record<string, number> = {};
  for (const fault of FAULTS) {
    await test.step(fault.label, async () => {
      attempts[fault.label] = await submitUnderFault(
        page,
        forgot,
        fault,
        ja.passwordReset.send,
        writeMessage(ja.mayHaveSucceeded.codeSent),
      );
      await expect(page).toHaveURL(/\/forgot-password$/);
      await expectScreen(page, ja.passwordReset.heading);
      await expect(page.getByRole('textbox', { name: ja.common.email })).toHaveValue(member.email);
      await expectAccessible(page);
    });
  }
  test.info().annotations.push({ type: 'ForgotPassword attempts per fault', description: JSON.stringify(attempts) });
  forgot.clear();
  expectCleanConsole(consoleErrors);
});
