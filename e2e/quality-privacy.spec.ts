import type { Page } from '@playwright/test';
import { ja } from '../src/i18n/ja';
import { fillEligibilityMember, textbox } from './eligibility-helpers';
import { appUrl, expect, latestCode, test, uniqueEmail } from './fixtures';
import { authCookies, birthdateForms, phoneForms, plantNavigationContext, PrivacyWatch } from './privacy-helpers';
import {
  agreeToTerms,
  interceptExternalSites,
  SHOP_LOGIN_URL,
  storedService,
  termsSubmit,
  useScenario,
} from './services-helpers';
import { demoMember } from './members';

// Each test signs up its own member or only reads the worker's member: the tests may run on both workers.
test.describe.configure({ mode: 'parallel' });

const PASSWORD = 'Passw0rd!canary';
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const codeField = (page: Page) => page.getByRole('textbox', { name: ja.mfa.authenticationCode });

/** Distinctive values the canary member types, so that any copy of them anywhere is found. */
const CANARY = {
  lastName: '鷺沼',
  firstName: '燕丸',
  lastNameKana: 'サギヌマ',
  firstNameKana: 'ツバメマル',
  birthdate: '1985-04-03',
  insurerNumber: '06139992',
  kigou: 'KQ73',
  bangou: '918273',
  edaban: '05',
  phone: '070-3141-5926',
  phoneE164: '+817031415926',
};

/** The contract puts the insurer number (the insurance society's, not the member's) in the lookup's path. */
const insurerLookup = (url: URL) => /^\/api\/v1\/user\/insurers\/[^/]+$/.test(url.pathname);
/** The spec hands the one-time token to the shop in its login URL's query. */
const shopLogin = (url: URL) => url.toString().startsWith(SHOP_LOGIN_URL);
const allowedUrl = (url: URL) => insurerLookup(url) || shopLogin(url);

const signIn = async (page: Page, email: string, password: string, path = '/signin') => {
  await page.goto(appUrl(path));
  await textbox(page, ja.common.email).fill(email);
  await page.getByRole('textbox', { name: ja.common.password, exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: ja.signin.submit, exact: true }).click();
};

/**
 * Signs up and confirms (the code is read once the app shows its field, i.e. once the emulator has sent it);
 * `atCodeStep` runs while the code step is shown.
 */
const signUp = async (page: Page, email: string, atCodeStep?: () => Promise<void>) => {
  await page.goto(appUrl('/signup'));
  await textbox(page, ja.common.email).fill(email);
  await page.getByRole('textbox', { name: ja.common.password, exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: ja.common.passwordConfirmation }).fill(PASSWORD);
  await page.getByRole('button', { name: ja.signup.submit }).click();
  await expect(textbox(page, ja.common.confirmationCode)).toBeVisible();
  await atCodeStep?.();
  await textbox(page, ja.common.confirmationCode).fill(await latestCode(email, 'signup'));
  await page.getByRole('button', { name: ja.signup.confirm }).click();
};

const signOut = async (page: Page) => {
  await page.goto(appUrl('/account/signout'));
  await page.getByRole('main').getByRole('button', { name: ja.signout.submit }).click();
  await expect(page).toHaveURL(/\/signin$/);
};

test('a canary member: no token or personal datum in storage, IndexedDB, Cache Storage, URLs, titles, the console or the data layer; sign-out leaves no auth cookie', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await interceptExternalSites(page);
  const watch = await PrivacyWatch.attach(page);
  const email = uniqueEmail('canary-privacy');
  watch.add(
    email,
    PASSWORD,
    CANARY.lastName,
    CANARY.firstName,
    CANARY.lastNameKana,
    CANARY.firstNameKana,
    CANARY.kigou,
    CANARY.bangou,
    CANARY.insurerNumber,
  );
  watch.add(`${CANARY.lastName} ${CANARY.firstName}`, `${CANARY.lastName}${CANARY.firstName}`);
  birthdateForms(CANARY.birthdate).forEach((form) => watch.add(form));
  phoneForms(CANARY.phoneE164).forEach((form) => watch.add(form));
  watch.add(CANARY.phone);

  // Sign-up and confirmation: a new member is sent on to the eligibility check.
  await signUp(page, email, () => watch.expectNothingLeaked('sign-up code step', allowedUrl));
  await expect(page).toHaveURL(/\/account\/eligibility-check$/);
  await expect(heading(page, ja.eligibility.heading)).toBeVisible();
  expect(watch.tokens.size, 'tokens captured from the identity proxy').toBeGreaterThanOrEqual(3);
  await watch.expectNothingLeaked('eligibility check', allowedUrl);

  // The eligibility check with the canary's own values.
  await fillEligibility(page);
  await watch.expectNothingLeaked('eligibility form filled', allowedUrl);
  const registration = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/user/white_id_accounts') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: ja.eligibility.submit }).click();
  expect((await registration).status()).toBe(201);
  await expect(page).toHaveURL(/\/account$/);
  await expect(heading(page, ja.home.heading)).toBeVisible();
  await watch.expectNothingLeaked('service list after registration', allowedUrl);

  // A canary phone through SMS set-up, back to the settings.
  await page.goto(appUrl('/account/mfa/sms-setup?returnTo=AccountSettings'));
  await expect(heading(page, ja.mfa.setupHeading)).toBeVisible();
  await page.getByRole('textbox', { name: ja.mfa.phoneLabel }).fill(CANARY.phone);
  await page.getByRole('button', { name: ja.mfa.sendCode }).click();
  await expect(page).toHaveURL(/\/account\/mfa\/sms-verification\?returnTo=AccountSettings$/);
  await watch.expectNothingLeaked('SMS verification', allowedUrl);
  await codeField(page).fill(await latestCode(email, 'attribute'));
  await page.getByRole('button', { name: ja.mfa.verify }).click();
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(heading(page, ja.titles.AccountSettings)).toBeVisible();
  await watch.expectNothingLeaked('settings', allowedUrl);

  // A reload: the session comes back from the cookies, and /me is read again.
  await page.reload();
  await expect(heading(page, ja.titles.AccountSettings)).toBeVisible();
  await watch.expectNothingLeaked('settings reloaded', allowedUrl);

  await page.goto(appUrl('/account/change-user-info'));
  await expect(heading(page, ja.titles.ChangeUserInfo)).toBeVisible();
  await watch.expectNothingLeaked('change user info', allowedUrl);
  await page.goto(appUrl('/policies/eligibility-certificate/privacy-policy'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await watch.expectNothingLeaked('privacy policy', allowedUrl);

  // The shop's terms, then its single sign-on: the token goes to the shop's login URL only.
  await page.goto(appUrl('/account'));
  await expect(heading(page, ja.home.heading)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: ja.services.otc.name }).click();
  await expect(page).toHaveURL(/\/account\/otc\/terms-of-service$/);
  await agreeToTerms(page);
  await watch.expectNothingLeaked('shop terms', allowedUrl);
  await termsSubmit(page).click();
  await page.waitForURL((url) => url.toString().startsWith(SHOP_LOGIN_URL));
  await page.goto(appUrl('/account/otc'));
  await page.waitForURL((url) => url.toString().startsWith(SHOP_LOGIN_URL));
  await page.goto(appUrl('/account'));
  await expect(heading(page, ja.home.heading)).toBeVisible();
  expect(watch.returnTos.map((entry) => new URL(entry.url).pathname)).toEqual([
    '/api/v1/user/service_registrations',
    '/api/v1/user/otc_tokens',
  ]);
  watch.expectShopReturnTosSafe();
  await watch.expectNothingLeaked('service list after the shop', allowedUrl);

  // The phone is now a second step: signing in again asks for the SMS code (the MFA session is a secret too).
  expect(await authCookies(context), 'auth cookies while signed in').not.toEqual([]);
  await signOut(page);
  expect(await authCookies(context), 'auth cookies after sign-out').toEqual([]);
  await watch.expectNothingLeaked('signed out', allowedUrl);
  await signIn(page, email, PASSWORD);
  await expect(codeField(page)).toBeVisible();
  await codeField(page).fill(await latestCode(email, 'mfa'));
  await page.getByRole('button', { name: ja.mfa.verify }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(heading(page, ja.home.heading)).toBeVisible();
  await watch.expectNothingLeaked('signed in again with SMS', allowedUrl);
  await signOut(page);
  expect(await authCookies(context), 'auth cookies after the second sign-out').toEqual([]);
  await watch.expectNothingLeaked('signed out again', allowedUrl);

  // What was checked was real: the secrets include tokens, the member's data from /me and the canary's values.
  await watch.settle();
  expect(watch.subs.size).toBeGreaterThan(0);
  for (const value of [email, CANARY.phoneE164, CANARY.kigou, '1985年4月3日'])
    expect([...watch.secrets]).toContain(value);
  watch.expectStayedOnOrigin([new URL(SHOP_LOGIN_URL).origin]);
});

/**
 * Hostile redirect values as they appear in the address (raw query text): plain, percent-encoded (so the app sees
 * the decoded value), double-encoded (the app sees a still-encoded value), backslash and mixed-case variants.
 */
const HOSTILE = [
  '//evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  '%2F%2Fevil.example',
  'https%3A%2F%2Fevil.example',
  '%6A%61%76%61script:alert(1)',
  '/%5Cevil.example',
  '%5C%5Cevil.example',
  'JavaScript:alert(1)',
  '%252F%252Fevil.example',
  '%09%2F%2Fevil.example',
  'HTTPS:%2F%2Fevil.example%2Faccount',
];
/** One of each kind, for the flows that cost a sign-in or a registration per value (the rest are in the jest tests). */
const HOSTILE_CORE = [
  '//evil.example',
  'https%3A%2F%2Fevil.example',
  '%6A%61%76%61script:alert(1)',
  '/%5Cevil.example',
  '%5C%5Cevil.example',
  'JavaScript:alert(1)',
];

test('SMS screens: a hostile returnTo (plain or encoded) is carried on as AccountHome and verifying lands there', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await useScenario(page, 'eligible-none-agreed');
  const watch = await PrivacyWatch.attach(page);
  const email = uniqueEmail('redirect-returnto');
  await signUp(page, email);
  await expect(page).toHaveURL(/\/account$/);

  let previous: string | undefined;
  for (const [index, hostile] of HOSTILE.entries()) {
    // The set-up screen never carries the value on: the verification screen gets AccountHome.
    await page.goto(appUrl(`/account/mfa/sms-setup?returnTo=${hostile}`));
    await expect(heading(page, ja.mfa.setupHeading)).toBeVisible();
    await page.getByRole('textbox', { name: ja.mfa.phoneLabel }).fill(`0701111${String(1000 + index)}`);
    await page.getByRole('button', { name: ja.mfa.sendCode }).click();
    await expect(page, hostile).toHaveURL(/\/account\/mfa\/sms-verification\?returnTo=AccountHome$/);
    previous = await latestCode(email, 'attribute', previous);
    if (!HOSTILE_CORE.includes(hostile)) continue;
    // The verification screen opened with the hostile value itself: verifying still lands on AccountHome.
    await page.goto(appUrl(`/account/mfa/sms-verification?returnTo=${hostile}`));
    await expect(heading(page, ja.titles.SmsVerification)).toBeVisible();
    await codeField(page).fill(previous);
    await page.getByRole('button', { name: ja.mfa.verify }).click();
    await expect(page, hostile).toHaveURL(/\/account$/);
    await expect(heading(page, ja.home.heading)).toBeVisible();
    watch.expectStayedOnOrigin();
  }
  watch.expectStayedOnOrigin();
});

test('service on /signin and /signup (query or navigation state): hostile values are ignored, never stored, and sign-in lands on AccountHome', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  await useScenario(page, 'eligible-none-agreed');
  // Navigation state is the other way a service is named: with `plantState` in the address, the same hostile value is
  // put into history.state before the app starts (as a crafted page that pushed it would leave it).
  await page.addInitScript(() => {
    const query = new URLSearchParams(location.search);
    if (query.has('plantState'))
      history.replaceState({ usr: { service: query.get('service') }, key: 'planted', idx: 0 }, '');
  });
  const watch = await PrivacyWatch.attach(page);
  const member = demoMember('eligible');
  for (const hostile of HOSTILE_CORE) {
    await page.goto(appUrl(`/signup?service=${hostile}`));
    await expect(heading(page, ja.titles.Signup)).toBeVisible();

    await page.goto(appUrl(`/signin?service=${hostile}&plantState=1`));
    await expect(heading(page, ja.titles.Signin)).toBeVisible();
    expect(
      await page.evaluate(() => (history.state as { usr?: { service?: string } }).usr?.service),
      'planted state',
    ).toBeTruthy();
    await textbox(page, ja.common.email).fill(member.email);
    await page.getByRole('textbox', { name: ja.common.password, exact: true }).fill(member.password);
    await page.getByRole('main').getByRole('button', { name: ja.signin.submit, exact: true }).click();
    await expect(page, hostile).toHaveURL(/\/account$/);
    await expect(heading(page, ja.home.heading)).toBeVisible();
    expect(await storedService(page), hostile).toBeNull();
    watch.expectStayedOnOrigin();
    await context.clearCookies();
  }
});

/** Targets no guard would ever record, planted into the persisted navigation context. */
const HOSTILE_TARGETS = [
  { name: 'Root', search: '/evil.example' },
  { name: 'Root', search: '\\evil.example' },
  { name: 'Root', search: '/%5Cevil.example' },
  { name: '//evil.example', search: '' },
  { name: 'https://evil.example', search: '' },
  { name: 'javascript:alert(1)', search: '' },
  { name: 'AccountHome', search: '//evil.example' },
];

/** The eligibility check filled with the canary's own values (FILE_WITH_EDABAN form). */
const fillEligibility = async (page: Page) => {
  await textbox(page, ja.eligibility.insurerNumber).fill(CANARY.insurerNumber);
  await expect(textbox(page, ja.eligibility.kigou)).toBeEnabled();
  await fillEligibilityMember(page, { ...CANARY, birthdate: CANARY.birthdate.replaceAll('-', '/') });
};

const registerEligibility = async (page: Page) => {
  await fillEligibility(page);
  const registration = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/user/white_id_accounts') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: ja.eligibility.submit }).click();
  expect((await registration).status()).toBe(201);
};

test('eligibility target: a hostile query on the protected route stays a query of that route; hostile targets planted in the navigation context fall back to AccountHome', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const watch = await PrivacyWatch.attach(page);
  const email = uniqueEmail('redirect-target');
  await signUp(page, email);
  await expect(page).toHaveURL(/\/account\/eligibility-check$/);

  // A new member opening a protected route with hostile query values: the guard keeps the route and its query.
  const query = '?returnTo=%2F%2Fevil.example&service=https%3A%2F%2Fevil.example&next=javascript:alert(1)';
  await page.goto(appUrl(`/account/change-user-info${query}`));
  await expect(page).toHaveURL(/\/account\/eligibility-check$/);
  await registerEligibility(page);
  await expect(page).toHaveURL(appUrl(`/account/change-user-info${query}`));
  await expect(heading(page, ja.titles.ChangeUserInfo)).toBeVisible();
  watch.expectStayedOnOrigin();

  // The member is eligible now; the check screen still registers, and then follows whatever target is stored.
  for (const target of HOSTILE_TARGETS) {
    await plantNavigationContext(page, { eligibilityTarget: target });
    await page.goto(appUrl('/account/eligibility-check'));
    await expect(heading(page, ja.eligibility.heading)).toBeVisible();
    await registerEligibility(page);
    await expect(page, JSON.stringify(target)).toHaveURL(appUrl('/account'));
    await expect(heading(page, ja.home.heading)).toBeVisible();
    watch.expectStayedOnOrigin();
  }
  // A planted service that is not a service code is ignored as well.
  await plantNavigationContext(page, { service: '//evil.example' });
  await page.goto(appUrl('/account/eligibility-check'));
  await expect(heading(page, ja.eligibility.heading)).toBeVisible();
  await registerEligibility(page);
  await expect(page).toHaveURL(appUrl('/account'));
  await expect(heading(page, ja.home.heading)).toBeVisible();
  watch.expectStayedOnOrigin();
});

test('shop return_to: hostile queries on the shop routes never change it; it is always the service list on this origin', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await interceptExternalSites(page);
  const watch = await PrivacyWatch.attach(page);
  // Chosen once: the test switches it to an agreed member later.
  await page.addInitScript(() => {
    if (!localStorage.getItem('portal.mockScenario'))
      localStorage.setItem('portal.mockScenario', 'eligible-none-agreed');
  });
  const member = demoMember('eligible');
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/account$/);

  const hostileQuery = '?return_to=%2F%2Fevil.example&returnTo=https%3A%2F%2Fevil.example&service=javascript:alert(1)';
  await page.goto(appUrl(`/account/otc/terms-of-service${hostileQuery}`));
  await expect(heading(page, ja.titles.OtcTerms)).toBeVisible();
  await agreeToTerms(page);
  await termsSubmit(page).click();
  await page.waitForURL((url) => url.toString().startsWith(SHOP_LOGIN_URL));

  // An agreed member (scenario) asks for a token straight away.
  await page.goto(appUrl('/account'));
  await expect(heading(page, ja.home.heading)).toBeVisible();
  await page.evaluate(() => localStorage.setItem('portal.mockScenario', 'eligible-all-agreed'));
  for (const hostile of ['%2F%2Fevil.example', 'https://evil.example', '%6A%61%76%61script:alert(1)']) {
    const token = page.waitForResponse((response) => response.url().endsWith('/api/v1/user/otc_tokens'), {
      timeout: 60_000,
    });
    await page.goto(appUrl(`/account/otc?return_to=${hostile}&returnTo=${hostile}`));
    expect((await token).status()).toBe(201);
    await page.waitForURL((url) => url.toString().startsWith(SHOP_LOGIN_URL));
    await expect(page.getByRole('main')).toHaveText('external site');
  }
  await page.goto(appUrl('/account'));
  await expect(heading(page, ja.home.heading)).toBeVisible();
  expect(watch.returnTos.length).toBeGreaterThanOrEqual(4);
  for (const { returnTo } of watch.returnTos) expect(returnTo).toBe(appUrl('/account'));
  watch.expectShopReturnTosSafe();
  watch.expectStayedOnOrigin([new URL(SHOP_LOGIN_URL).origin]);
});
