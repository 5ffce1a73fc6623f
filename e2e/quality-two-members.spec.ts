import type { Page } from '@playwright/test';
import { DEMO_RECORDS } from '../local-stack/api/demo-records';
import { demoAccount, type DemoAccountKey } from '../src/config/local-identity';
import { ja } from '../src/i18n/ja';
import { previousCode } from './certificate-helpers';
import { navigateInApp } from './fault-helpers';
import { appUrl, expect, latestCode, test, identityCall } from './fixtures';
import { demoMember } from './members';
import { birthdateForms, phoneForms, readWebState } from './privacy-helpers';

/**
 * In the browser: member A (the eligible demo member's copy) walks the signed-in screens that read the core API, the
 * session ends, member B (the SMS demo member's copy, so B answers the SMS step) signs in on the same tab, without a
 * page load in between, and walks the same screens. The gateway answers per member (by `sub`), so A's and B's data
 * differ: every endpoint is fetched again for B, and nothing of A's is in B's DOM, web storage or IndexedDB. The
 * sign-out page gets the full walk; the other ends of a session a shorter one (settings and change-user-info, which
 * show the most of a member), one test each, to keep the suite's time down.
 */

const A = demoMember('eligible');
const B = demoMember('sms');

/** A member's texts as the gateway's demo records and the identity seed hold them (of the demo member copied). */
const textsOf = (key: DemoAccountKey, email: string): string[] => {
  const account = demoAccount(key);
  const record = DEMO_RECORDS[key];
  const names = account.names;
  const family = record?.family ?? [];
  return [
    email,
    ...(names
      ? [
          names.familyName,
          names.givenName,
          names.familyNameKana,
          names.givenNameKana,
          ...birthdateForms(names.birthdate),
        ]
      : []),
    ...(account.phoneNumber ? phoneForms(account.phoneNumber) : []),
    ...(account.otcUserId ? [account.otcUserId] : []),
    ...(record ? [record.insurer.name, record.insurer.code] : []),
    ...family.flatMap((member) => [
      member.lastName,
      member.firstName,
      member.lastNameKana,
      member.firstNameKana,
      ...birthdateForms(member.birthday),
      member.postalCode ?? '',
      member.address ?? '',
    ]),
  ].filter((text) => text.length >= 2);
};

const A_TEXTS = [...new Set(textsOf('eligible', A.email))];
const B_TEXTS = new Set(textsOf('sms', B.email));

test('the demo records of A and B share no text the checks look for', () => {
  expect(A_TEXTS.filter((text) => B_TEXTS.has(text))).toEqual([]);
  expect(A_TEXTS.length).toBeGreaterThan(20);
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

interface Screen {
  path: string;
  /** What this screen shows of the member once loaded (undefined: its heading is enough). */
  shows?: (key: DemoAccountKey) => string | undefined;
}

const nameOf = (key: DemoAccountKey) => {
  const names = demoAccount(key).names;
  return names && `${names.familyName} ${names.givenName}`;
};
const insuredOf = (key: DemoAccountKey) => {
  const insured = DEMO_RECORDS[key]?.family[0];
  return insured && `${insured.lastName} ${insured.firstName}`;
};

const FULL_WALK: Screen[] = [
  { path: '/account' },
  { path: '/account/settings', shows: nameOf },
  { path: '/account/change-user-info', shows: insuredOf },
  { path: '/eligibility-certificate/proceed' },
  { path: '/eligibility-certificate/apply' },
  { path: '/eligibility-certificate/certificate' },
];
const A_FULL_WALK_READS = [
  'white_id_accounts/me',
  'otc_accounts/me',
  'insurer_members',
  'eligibility_certificate_allowed_status',
].map((path) => `/api/v1/user/${path}`);
const SHORT_WALK: Screen[] = [FULL_WALK[1]!, FULL_WALK[2]!];

/** How long the page must have had no request in flight to count as settled after an in-app navigation. */
const QUIET_MS = 750;

/**
 * Counts the core API's GETs per path, and tells when the page has settled: no request of any kind (page chunk,
 * guard, API, identity) in flight for QUIET_MS. An in-app navigation keeps the old page on screen while the new
 * route's loaders run, so the old heading alone does not say the new screen has read what it reads. The API's and the
 * identity service's requests are also logged (time, method, path, call), for a failure's message.
 */
const countApiReads = (page: Page) => {
  const counts = new Map<string, number>();
  const log: string[] = [];
  const start = Date.now();
  let inFlight = 0;
  let lastChange = Date.now();
  page.on('request', (request) => {
    inFlight += 1;
    lastChange = Date.now();
    const url = new URL(request.url());
    const target = request.headers()['x-amz-target']?.replace(/^.*\./, ' ') ?? '';
    if (target || url.pathname.startsWith('/api/'))
      log.push(`${lastChange - start} ms ${request.method()} ${url.pathname}${target}`);
    if (request.method() === 'GET' && url.pathname.startsWith('/api/'))
      counts.set(url.pathname, (counts.get(url.pathname) ?? 0) + 1);
  });
  const ended = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    snapshot: () => new Map(counts),
    /** The log's length now, and the lines logged since such a mark. */
    mark: () => log.length,
    loggedSince: (mark: number) => log.slice(mark).join('\n'),
    settled: () =>
      expect
        .poll(() => inFlight <= 0 && Date.now() - lastChange >= QUIET_MS, {
          message: 'requests still in flight',
          intervals: [100],
        })
        .toBe(true),
  };
};
type ApiReads = ReturnType<typeof countApiReads>;

const signInAs = async (page: Page, key: 'eligible' | 'sms') => {
  const member = key === 'sms' ? B : A;
  await expect(page.getByRole('main').getByRole('button', { name: ja.signin.submit, exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: ja.common.email }).fill(member.email);
  await page.getByRole('textbox', { name: ja.common.password }).fill(member.password);
  const before = key === 'sms' ? previousCode(member.email, 'mfa') : undefined;
  await page.getByRole('main').getByRole('button', { name: ja.signin.submit, exact: true }).click();
  if (key === 'sms') {
    const code = page.getByRole('textbox', { name: ja.mfa.authenticationCode });
    await expect(code).toBeVisible();
    await code.fill(await latestCode(member.email, 'mfa', before));
    await page.getByRole('button', { name: ja.mfa.verify }).click();
  }
  await expect(page).toHaveURL(/\/account$/);
  await expect(heading(page)).toHaveText(ja.home.heading);
};

/**
 * From the service list the sign-in landed on, in-app navigation (no page load: the store and the API cache stay)
 * through the screens, each loaded. The list first shows and its reads end (the certificate card's days left is read
 * once the list is on screen), so both members' walks read the same: a walk leaving the list at once would read its
 * card's line for one member and not for the other.
 */
const walk = async (page: Page, reads: ApiReads, screens: Screen[], key: DemoAccountKey) => {
  await expect(page.getByRole('main').getByRole('listitem').getByRole('link').first()).toBeVisible();
  await reads.settled();
  for (const screen of screens) {
    await navigateInApp(page, screen.path);
    await reads.settled();
    await expect(heading(page)).toBeVisible();
    const text = screen.shows?.(key);
    if (text) await expect(page.getByRole('main').getByText(text).first()).toBeVisible();
    // Whatever the screen reads has arrived (no spinner left in the page).
    await expect(page.getByRole('status', { name: ja.common.loading })).toHaveCount(0);
  }
};

/** Nothing of A's in B's DOM, web storage, IndexedDB or Cache Storage. */
const expectNothingOfA = async (page: Page, where: string) => {
  const dom = await page.evaluate(() => `${document.title}\n${document.body.innerText}\n${document.body.outerHTML}`);
  const state = await readWebState(page);
  for (const [place, text] of [
    ['DOM', dom],
    ['localStorage', state.local],
    ['sessionStorage', state.session],
    ['IndexedDB', state.indexed],
    ['Cache Storage', state.caches],
  ] as const)
    expect(
      A_TEXTS.filter((secret) => text.includes(secret)),
      `${where}: A's texts in B's ${place}`,
    ).toEqual([]);
};

/**
 * Every path A read was read again for B after the switch (polled briefly: a request event can reach the test a moment
 * after the screen it fed).
 */
const expectReadAgain = async (
  aReads: Map<string, number>,
  atSwitch: Map<string, number>,
  fromA: number,
  reads: ApiReads,
) => {
  const paths = [...aReads.keys()];
  expect(paths.length, 'API paths A read').toBeGreaterThan(0);
  try {
    await expect
      .poll(
        () => {
          const now = reads.snapshot();
          return paths.filter((path) => (now.get(path) ?? 0) <= (atSwitch.get(path) ?? 0));
        },
        { message: 'paths not fetched again for B', timeout: 5_000 },
      )
      .toEqual([]);
  } catch (error) {
    throw new Error(
      `${(error as Error).message}\n\nThe page's requests from A's sign-in on:\n${reads.loggedSince(fromA)}`,
    );
  }
};

/** The member's certificate and shop agreements, so the walk reaches the screens behind them (idempotent). */
const registerServices = async (page: Page) => {
  const idToken = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('.idToken'))?.value;
  expect(idToken).toBeTruthy();
  for (const service_code of ['otc', 'eligibility-certificate']) {
    const response = await fetch(`${process.env.E2E_API_URL}/api/v1/user/service_registrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ service_code, email_marketing_consent: true }),
    });
    expect(response.status, `${service_code}: ${await response.clone().text()}`).toBeLessThan(300);
  }
};

const signOutByPage = async (page: Page) => {
  await navigateInApp(page, '/account/signout');
  await expect(heading(page)).toHaveText(ja.signout.question);
  await page.getByRole('main').getByRole('button', { name: ja.signout.submit }).click();
  await expect(page).toHaveURL(/\/signin$/);
};

test('the sign-out page: B reads every endpoint again and sees nothing of A (full walk)', async ({ page }) => {
  test.setTimeout(150_000);
  const reads = countApiReads(page);
  // Both members' agreements first, so both reach the shop card and the certificate screens (not their terms).
  await page.goto(appUrl('/signin'));
  for (const key of ['eligible', 'sms'] as const) {
    await signInAs(page, key);
    await registerServices(page);
    await signOutByPage(page);
  }

  const beforeA = reads.snapshot();
  const fromA = reads.mark();
  await signInAs(page, 'eligible');
  await walk(page, reads, FULL_WALK, 'eligible');
  const atSwitch = reads.snapshot();
  const aReads = new Map([...atSwitch].filter(([path, count]) => count > (beforeA.get(path) ?? 0)));
  // A has no SMS two-step, so apply shows A the mfa-notice: A reads neither the reasons nor the new application; B does.
  expect([...aReads.keys()].sort()).toEqual(expect.arrayContaining(A_FULL_WALK_READS));
  await signOutByPage(page);
  await signInAs(page, 'sms');
  await walk(page, reads, FULL_WALK, 'sms');
  await expectReadAgain(aReads, atSwitch, fromA, reads);
  await expectNothingOfA(page, 'after the sign-out page');
  test.info().annotations.push({ type: 'paths A read', description: [...aReads.keys()].join(', ') });
});

/** "Sign out on every device" from A's other browser: every token of A is revoked. */
const revokeEverywhere = async (page: Page) => {
  const accessToken = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('.accessToken'))?.value;
  expect(accessToken).toBeTruthy();
  await identityCall('GlobalSignOut', { AccessToken: accessToken });
};

const SHORT_ENDS: Record<string, (page: Page) => Promise<void>> = {
  '"sign in with another account" on the choose-account view': async (page) => {
    await navigateInApp(page, '/signin');
    await page.getByRole('button', { name: ja.signin.signInWithAnother }).click();
  },
  'the invalid-membership screen': async (page) => {
    await navigateInApp(page, '/account/disabled');
    await page.getByRole('button', { name: ja.disabled.toSignin }).click();
    await expect(page).toHaveURL(/\/signin$/);
  },
  'the global identity-error listener (access token revoked on another device)': async (page) => {
    await revokeEverywhere(page);
    // Past the current user's 5-minute cache (the tokens still count as valid): the next screen asks the identity
    // service, which answers that the access token was revoked.
    await page.clock.setSystemTime(Date.now() + 6 * 60_000);
    await navigateInApp(page, '/account/settings');
    await expect(page).toHaveURL(/\/signin$/);
  },
  'a token refresh the identity service refused (refresh token revoked)': async (page) => {
    await revokeEverywhere(page);
    await page.clock.setSystemTime(Date.now() + 65 * 60_000);
    await navigateInApp(page, '/account/settings');
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByText(ja.signin.sessionEnded)).toBeVisible();
  },
};

for (const [path, endSession] of Object.entries(SHORT_ENDS)) {
  test(`${path}: B reads settings and change-user-info again and sees nothing of A`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.clock.install();
    const reads = countApiReads(page);
    await page.goto(appUrl('/signin'));
    const beforeA = reads.snapshot();
    const fromA = reads.mark();
    await signInAs(page, 'eligible');
    await walk(page, reads, SHORT_WALK, 'eligible');
    const atSwitch = reads.snapshot();
    const aReads = new Map([...atSwitch].filter(([apiPath, count]) => count > (beforeA.get(apiPath) ?? 0)));
    await endSession(page);
    await signInAs(page, 'sms');
    await walk(page, reads, SHORT_WALK, 'sms');
    await expectReadAgain(aReads, atSwitch, fromA, reads);
    await expectNothingOfA(page, `after ${path}`);
  });
}
