import type { CDPSession, Page } from '@playwright/test';
import { ja } from '../src/i18n/ja';
import { readLatestCode, waitForCode } from '../local-stack/identity/codes';
import { appUrl, expect } from './fixtures';
import { E2E_PASSWORD } from './settings-helpers';

/**
 * Chromium's virtual authenticator (CDP WebAuthn domain): a platform authenticator of this page, as a phone's
 * fingerprint or face unlock is (CTAP2, internal transport, resident keys, user verification). Its passkeys live as
 * long as the page.
 */
export interface VirtualAuthenticator {
  cdp: CDPSession;
  authenticatorId: string;
  /** Off: the member fails or cancels the fingerprint/face check (the browser answers NotAllowedError). */
  setUserVerified(verified: boolean): Promise<void>;
  credentials(): Promise<{ credentialId: string; userHandle?: string; signCount: number }[]>;
}

export const addVirtualAuthenticator = async (page: Page): Promise<VirtualAuthenticator> => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    cdp,
    authenticatorId,
    setUserVerified: async (isUserVerified) =>
      void (await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified })),
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
};

/**
 * The virtual authenticator answers the e-mail field's autofill request by itself (automatic presence), so a page
 * that means to test the button first turns the autofill off, as a browser without conditional mediation has it.
 */
export const disablePasskeyAutofill = (page: Page) =>
  page.addInitScript(() => {
    if (typeof window.PublicKeyCredential === 'function') {
      Object.defineProperty(window.PublicKeyCredential, 'isConditionalMediationAvailable', {
        value: async () => false,
        configurable: true,
      });
    }
  });

/** Both spellings a credential id or user handle could take in a page (CDP gives base64). */
export const bothEncodings = (base64: string) => [base64, Buffer.from(base64, 'base64').toString('base64url')];

export const passkeysSection = (page: Page) => page.getByRole('region', { name: ja.settings.passkeys.heading });

/** The proof settings asks before a passkey is added: the password, and for a member with SMS two-step the code. */
export const proveInSettings = async (page: Page, password = E2E_PASSWORD, smsFor?: string) => {
  const form = passkeysSection(page).getByRole('form', { name: ja.settings.passkeys.proofFormLabel });
  const before = smsFor ? readLatestCode(process.env.E2E_DATA_DIR ?? '', smsFor, 'mfa') : undefined;
  await form.getByLabel(ja.settings.passkeys.proofPassword).fill(password);
  await form.getByRole('button', { name: ja.settings.passkeys.proofSubmit }).click();
  if (!smsFor) return;
  const code = await waitForCode(process.env.E2E_DATA_DIR ?? '', smsFor, 'mfa', { notEqualTo: before });
  await form.getByLabel(ja.mfa.authenticationCode).fill(code);
  await form.getByRole('button', { name: ja.settings.passkeys.proofSubmit }).click();
};

export const registerPasskeyInSettings = async (
  page: Page,
  { password = E2E_PASSWORD, smsFor }: { password?: string; smsFor?: string } = {},
) => {
  await page.goto(appUrl('/account/settings'));
  const section = passkeysSection(page);
  await expect(section.getByText(ja.settings.passkeys.none)).toBeVisible();
  await section.getByRole('button', { name: ja.settings.passkeys.register }).click();
  await proveInSettings(page, password, smsFor);
  await expect(section.getByText(ja.settings.passkeys.registered)).toBeVisible();
  await expect(section.getByRole('list', { name: ja.settings.passkeys.listLabel }).getByRole('listitem')).toHaveCount(
    1,
  );
};

export const deletePasskeyInSettings = async (page: Page) => {
  await page.goto(appUrl('/account/settings'));
  const section = passkeysSection(page);
  await section
    .getByRole('listitem')
    .getByRole('button', { name: new RegExp(ja.settings.passkeys.delete) })
    .click();
  await page
    .getByRole('alertdialog', { name: ja.settings.passkeys.deleteConfirm })
    .getByRole('button', { name: ja.settings.passkeys.delete })
    .click();
  await expect(section.getByText(ja.settings.passkeys.deleted)).toBeVisible();
  await expect(section.getByText(ja.settings.passkeys.none)).toBeVisible();
};

/** /signin with the address typed and パスキーでログイン pressed. */
export const passkeySignIn = async (page: Page, email: string) => {
  await page.goto(appUrl('/signin'));
  await page.getByRole('textbox', { name: ja.common.email }).fill(email);
  await page.getByRole('button', { name: ja.passkeys.signin }).click();
};
