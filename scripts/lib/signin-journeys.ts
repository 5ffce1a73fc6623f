import type { BrowserContext, Page } from 'puppeteer-core';
import { ja } from '../../src/i18n/ja';

/**
 * The bench's sign-in journeys (issue 25): the time from pressing the button to the signed-in service list, for the
 * password sign-in (SRP, with the address and password typed) and the passkey sign-in (USER_AUTH / WEB_AUTHN, with
 * the address typed), alternated run by run on one page with Chromium's virtual authenticator (CDP WebAuthn, CTAP2,
 * internal, resident key, user verification). The passkey is registered in settings first. The e-mail field's
 * autofill is turned off for the page, since the virtual authenticator would answer it by itself. Typing is not timed:
 * what the passkey saves the member there (the password) comes on top.
 */

export interface JourneyTimes {
  password: number[];
  passkey: number[];
}

const buttonIn = (page: Page, scope: string, label: string) =>
  page.waitForFunction(
    (selector: string, text: string) =>
      [...document.querySelectorAll<HTMLButtonElement>(selector)].find((button) => button.textContent?.trim() === text),
    { timeout: 60000 },
    `${scope} button`,
    label,
  );

const click = async (page: Page, scope: string, label: string) => {
  const button = await buttonIn(page, scope, label);
  await (button as unknown as { click(): Promise<void> }).click();
};

const waitForPath = (page: Page, pathname: string) =>
  page.waitForFunction((wanted: string) => window.location.pathname === wanted, { timeout: 60000 }, pathname);

export const timeSignInJourneys = async (
  browser: Pick<BrowserContext, 'newPage'>,
  { origin, email, password, runs }: { origin: string; email: string; password: string; runs: number },
): Promise<JourneyTimes> => {
  const page = await browser.newPage();
  await page.evaluateOnNewDocument(() => {
    if (typeof window.PublicKeyCredential === 'function') {
      Object.defineProperty(window.PublicKeyCredential, 'isConditionalMediationAvailable', {
        value: async () => false,
        configurable: true,
      });
    }
  });
  const cdp = await page.createCDPSession();
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  const openSignin = async () => {
    await page.goto(`${origin}/signin`, { waitUntil: 'networkidle0' });
    // The passkey button appears once the app runs: from then on both buttons work.
    await buttonIn(page, 'main form', ja.passkeys.signin);
    await page.type('input[type="email"]', email);
  };
  const timed = async (label: string) => {
    const started = performance.now();
    await click(page, 'main form', label);
    await waitForPath(page, '/account');
    return performance.now() - started;
  };
  const signOut = async () => {
    await page.goto(`${origin}/account/signout`, { waitUntil: 'networkidle0' });
    await click(page, 'main', ja.signout.submit);
    await waitForPath(page, '/signin');
  };

  try {
    await openSignin();
    await page.type('input[type="password"]', password);
    await timed(ja.signin.submit);
    await page.goto(`${origin}/account/settings`, { waitUntil: 'networkidle0' });
    await click(page, 'main', ja.passkeys.register);
    await page.waitForFunction(
      (text: string) => document.body.textContent?.includes(text),
      { timeout: 60000 },
      ja.passkeys.registered,
    );
    await signOut();

    const times: JourneyTimes = { password: [], passkey: [] };
    for (let index = 0; index < runs; index += 1) {
      await openSignin();
      await page.type('input[type="password"]', password);
      times.password.push(await timed(ja.signin.submit));
      await signOut();
      await openSignin();
      times.passkey.push(await timed(ja.passkeys.signin));
      await signOut();
    }
    return times;
  } finally {
    await page.close();
  }
};
