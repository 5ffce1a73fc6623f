import type { BrowserContext, Page } from 'puppeteer-core';
import { ja } from '../../src/i18n/ja';
import { MOUNTED_ATTRIBUTE } from '../../src/lib/page-attributes';

/**
 * The bench's sign-in journeys: the time from pressing the button to the signed-in service list, for the password
 * sign-in (SRP, with the address and password typed) and the passkey sign-in (USER_AUTH / WEB_AUTHN, with the address
 * typed), alternated run by run on one page with Chromium's virtual authenticator (CDP WebAuthn, CTAP2, internal,
 * resident key, user verification). The passkey is registered in settings first. The e-mail field's autofill is turned
 * off for the page, since the virtual authenticator would answer it by itself. Typing is not timed: what the passkey
 * saves the member there (the password) comes on top.
 */

export interface JourneyTimes {
  password: number[];
  passkey: number[];
}

/** What the journeys use of a page (a fake one in the unit test). */
type JourneyPage = Pick<Page, 'goto' | 'focus' | 'type' | 'waitForFunction'>;

const buttonIn = (page: JourneyPage, scope: string, label: string) =>
  page.waitForFunction(
    (selector: string, text: string) =>
      [...document.querySelectorAll<HTMLButtonElement>(selector)].find((button) => button.textContent?.trim() === text),
    { timeout: 60000 },
    `${scope} button`,
    label,
  );

const click = async (page: JourneyPage, scope: string, label: string) => {
  const button = await buttonIn(page, scope, label);
  await (button as unknown as { click(): Promise<void> }).click();
};

const waitForPath = (page: JourneyPage, pathname: string) =>
  page.waitForFunction((wanted: string) => window.location.pathname === wanted, { timeout: 60000 }, pathname);

/** Runs one wait of the journey; its failure says which (a bare "Waiting failed: 60000ms exceeded" does not). */
export const step = async <T>(what: string, wait: () => Promise<T>): Promise<T> => {
  try {
    return await wait();
  } catch (error) {
    throw new Error(`${what}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
};

/**
 * Opens /signin with the app running and types the address. /signin is prerendered HTML (the passkey button too) whose
 * boot script starts the app at the member's first intent (src/boot): the e-mail field is focused first, as a member's
 * click or tap would, and the journey waits for the app to have mounted the page, so the press is timed from a page
 * whose buttons work.
 */
export const openSigninWithApp = async (page: JourneyPage, origin: string, email: string) => {
  await page.goto(`${origin}/signin`, { waitUntil: 'networkidle0' });
  await page.focus('input[type="email"]');
  await step('the app (started by the focus on the e-mail field)', () =>
    page.waitForFunction(
      (attribute: string) => document.getElementById('root')?.hasAttribute(attribute),
      { timeout: 60000 },
      MOUNTED_ATTRIBUTE,
    ),
  );
  await page.type('input[type="email"]', email);
};

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

  const openSignin = () => openSigninWithApp(page, origin, email);
  const timed = async (label: string) => {
    const started = performance.now();
    await step(`the button ${label}`, () => click(page, 'main form', label));
    await step(`/account after ${label}`, () => waitForPath(page, '/account'));
    return performance.now() - started;
  };
  const signOut = async () => {
    await page.goto(`${origin}/account/signout`, { waitUntil: 'networkidle0' });
    await step('the sign-out button', () => click(page, 'main', ja.signout.submit));
    await step('/signin after signing out', () => waitForPath(page, '/signin'));
  };

  try {
    await openSignin();
    await page.type('input[type="password"]', password);
    await timed(ja.signin.submit);
    await page.goto(`${origin}/account/settings`, { waitUntil: 'networkidle0' });
    await step('the passkey registration button in settings', () => click(page, 'main', ja.settings.passkeys.register));
    // Settings adds a passkey only after a fresh proof: the password, in the form the button opens.
    const proof = `main form[aria-label="${ja.settings.passkeys.proofFormLabel}"]`;
    await step('the password proof form', () => page.waitForSelector(`${proof} input[type="password"]`));
    await page.type(`${proof} input[type="password"]`, password);
    await step('the proof form’s button', () => click(page, proof, ja.settings.passkeys.proofSubmit));
    await step('the passkey registered notice', () =>
      page.waitForFunction(
        (text: string) => document.body.textContent?.includes(text),
        { timeout: 60000 },
        ja.settings.passkeys.registered,
      ),
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
