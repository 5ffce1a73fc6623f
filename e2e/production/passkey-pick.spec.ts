import type { Page } from '@playwright/test';
import { ja } from '../../src/i18n/ja';
import {
  addVirtualAuthenticator,
  deletePasskeyInSettings,
  disablePasskeyAutofill,
  registerPasskeyInSettings,
} from '../passkey-helpers';
import { E2E_PASSWORD, signOut, signUpFresh } from '../settings-helpers';
import { appUrl, expect, test } from '../fixtures';
import { holdRoute } from '../hold-route';

/**
 * A passkey picked in /signin's autofill list before the app has started (src/boot): the boot script sends the sign-in's
 * requests, and the app carries the sign-in on without hydrating the sign-in page (src/app/hydrate.ts), which is shown
 * only when the sign-in does not end signed in. In Chromium, under the production headers, against the local stack.
 */

const SIGNED_IN = /\/account(\/eligibility-check)?$/;

/**
 * A fresh member with a passkey registered in settings on `page` (which does not pick it itself when it signs out), and
 * the member's device: a page of its own whose authenticator holds that passkey.
 */
const memberWithPasskeyDevice = async (page: Page, prefix: string) => {
  await disablePasskeyAutofill(page);
  const authenticator = await addVirtualAuthenticator(page);
  const email = await signUpFresh(page, prefix);
  await registerPasskeyInSettings(page);
  const [credential] = (
    await authenticator.cdp.send('WebAuthn.getCredentials', { authenticatorId: authenticator.authenticatorId })
  ).credentials;
  if (!credential) throw new Error('the passkey registered in settings is not on the authenticator');
  const device = await page.context().newPage();
  const held = await addVirtualAuthenticator(device);
  await held.cdp.send('WebAuthn.addCredential', { authenticatorId: held.authenticatorId, credential });
  // Whether React took over the prerendered form when it first mounted the root (data-mounted): hydration keeps the
  // page's own elements, a fresh render replaces them. And the sign-in calls the page sent.
  await device.addInitScript(() => {
    const seen = window as { __prerenderedForm?: Element | null; __hydrated?: boolean };
    document.addEventListener('DOMContentLoaded', () => (seen.__prerenderedForm = document.querySelector('main form')));
    new MutationObserver((_records, observer) => {
      if (!document.getElementById('root')?.hasAttribute('data-mounted')) return;
      seen.__hydrated = seen.__prerenderedForm?.isConnected === true;
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-mounted'] });
  });
  const sent: string[] = [];
  device.on('request', (request) => {
    const operation = request.headers()['x-amz-target']?.split('.')[1];
    if (operation === 'InitiateAuth' || operation === 'RespondToAuthChallenge') sent.push(operation);
  });
  const hydrated = () => device.evaluate(() => (window as { __hydrated?: boolean }).__hydrated);
  // After its first pick the authenticator waits for the member, as a real list does: the page offers it again.
  const pickOnce = () =>
    device.on('request', (request) => {
      if (request.headers()['x-amz-target']?.endsWith('.InitiateAuth'))
        void held.cdp
          .send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId: held.authenticatorId, enabled: false })
          .catch(() => undefined);
    });
  return { email, device, sent, hydrated, pickOnce };
};

test('a passkey picked in the e-mail field’s list before the app starts signs in without the sign-in page being hydrated, each request once, and on to the eligibility check with no account choice on the way', async ({
  page,
}) => {
  const { device, sent, hydrated } = await memberWithPasskeyDevice(page, 'passkey-pick');
  await signOut(page);
  // The member, not yet checked, is sent on from the list to the eligibility check, whose code is held: /signin shows
  // meanwhile, and never offers the account choice (that is for a member who came to it signed in).
  const checkPage = await holdRoute(device, /\/assets\/eligibility-check\.[0-9a-f]+\.js$/);
  await device.addInitScript((choice) => {
    new MutationObserver(() => {
      if (document.body.textContent?.includes(choice)) (window as { __choiceSeen?: boolean }).__choiceSeen = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, ja.signin.chooseAccount);
  // Nothing typed, nothing pressed: the virtual authenticator picks its passkey from the field's autofill request.
  await device.goto(appUrl('/signin'));
  await checkPage.requested;
  await expect(device.getByRole('heading', { level: 1 })).toHaveText(ja.titles.Signin);
  checkPage.release();
  await expect(device).toHaveURL(/\/account\/eligibility-check$/, { timeout: 30_000 });
  await expect(device.getByRole('heading', { level: 1 })).toHaveText(ja.titles.EligibilityCheck);
  expect(await device.evaluate(() => (window as { __choiceSeen?: boolean }).__choiceSeen)).toBeUndefined();
  // The app's first render was afresh: the sign-in form was never hydrated.
  expect(await hydrated()).toBe(false);
  expect(sent).toEqual(['InitiateAuth', 'RespondToAuthChallenge']);
});

test('a picked passkey the identity service no longer knows: the sign-in page is hydrated after it, says so, and the password still signs in', async ({
  page,
}) => {
  const { email, device, sent, hydrated, pickOnce } = await memberWithPasskeyDevice(page, 'passkey-pick-gone');
  pickOnce();
  // Removed in settings: the device still holds it, Cognito offers the other first factors instead.
  await deletePasskeyInSettings(page);
  await signOut(page);
  await device.goto(appUrl('/signin'));
  await expect(device.getByRole('alert').filter({ hasText: ja.passkeys.signinNoPasskey })).toBeVisible({
    timeout: 30_000,
  });
  await expect(device).toHaveURL(/\/signin$/);
  expect(await hydrated()).toBe(true);
  expect(sent).toEqual(['InitiateAuth']);
  await device.getByRole('textbox', { name: ja.common.email }).fill(email);
  await device.getByRole('textbox', { name: ja.common.password }).fill(E2E_PASSWORD);
  await device.getByRole('button', { name: ja.signin.submit, exact: true }).click();
  await expect(device).toHaveURL(SIGNED_IN, { timeout: 30_000 });
});
