import type { Page } from '@playwright/test';
import { readLatestCode } from '../local-stack/identity/codes';
import { en } from '../src/i18n/en';
import { ja } from '../src/i18n/ja';
import { routes } from '../src/routing/routes';
import { currentEnvironment } from '../src/config/env';
import { criterionOfTag } from '../scripts/lib/accessibility-statement';
import { SENSORY_WORDS, type AxeByCriterion } from '../scripts/lib/a11y-criteria';
import { LISTED_SCREENS, type ListedScreen, type ScreenLanguage } from '../scripts/lib/a11y-screens';
import { checkLayout, layoutProblems, readPage, walkKeyboard } from './a11y-probe';
import { holdRoute } from './hold-route';
import { forgetScreen, writeScreen } from './a11y-record';
import { expectNoJapanese, useLanguage } from './english-helpers';
import { appUrl, expect, latestCode, runAxe, settleAnimations, test } from './fixtures';
import { demoMember } from './members';

// The accessibility statement's sample (scripts/lib/a11y-screens.ts): each listed screen visited once, and on it in
// one go axe (at 1280 and at 320 px), the page's facts, the keyboard journey, 200% text and 320 px, the page's title
// and, in English, no Japanese catalogue text; the record feeds npm run a11y:statement. One test per language and
// kind of member, so a sign-in serves many screens; a screen's other states are reached from its own visit.
test.describe.configure({ mode: 'parallel' });

const texts = { ja, en } as const;

const listed = (lang: ScreenLanguage, uri: string, state: ListedScreen['state']) => {
  const found = LISTED_SCREENS.find((item) => item.lang === lang && item.uri === uri && item.state === state);
  if (!found) throw new Error(`not a listed screen: ${lang} ${uri} ${state}`);
  return found;
};

/** Every check on the screen as it stands; the record is written only when all ran, and axe found nothing. */
const checkScreen = async (page: Page, lang: ScreenLanguage, uri: string, state: ListedScreen['state']) => {
  const screen = listed(lang, uri, state);
  forgetScreen(screen.id);
  await expect(page.locator('#root[data-mounted]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The header as the member will see it, signed in or not (its links come after the session is read).
  await expect(
    page.locator(`header a[href="${screen.signedIn ? '/account/settings' : '/signin'}"]`).first(),
  ).toBeAttached();
  await settleAnimations(page);
  let results = await runAxe(page);
  // What axe could not decide may be a moment's state (a transition it caught midway): looked at once more, and the
  // second look is the record. What stays undecided goes to a judgement.
  if (results.incomplete.length) {
    await settleAnimations(page);
    results = await runAxe(page);
  }
  const axe: AxeByCriterion = {};
  for (const [list, key] of [
    [results.passes, 'passes'],
    [results.violations, 'violations'],
    [results.incomplete, 'incomplete'],
    [results.inapplicable, 'inapplicable'],
  ] as const)
    for (const rule of list)
      for (const criterion of rule.tags.map(criterionOfTag).filter((id): id is string => Boolean(id))) {
        axe[criterion] ??= { passes: [], violations: [], incomplete: [], inapplicable: [] };
        axe[criterion][key].push(rule.id);
      }
  // 2.4.2: a page as it opens is titled by its route's title, then the portal's name, in the screen's language.
  if (state === 'default') {
    const title = Object.values(routes).find((route) => route.path === uri)?.title ?? 'NotFound';
    await expect(page).toHaveTitle(`${texts[lang].titles[title]} | ${texts[lang].shell.brand}`);
  }
  if (lang === 'en') await expectNoJapanese(page);
  const facts = await readPage(page, SENSORY_WORDS);
  const narrow: string[] = [];
  const layout = await checkLayout(page, async () => {
    narrow.push(...(await runAxe(page)).violations.map((violation) => `${violation.id} at 320 px`));
  });
  const keyboard = await walkKeyboard(page);
  expect(
    [
      ...results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
      ),
      ...narrow,
    ],
    `axe on ${screen.id}`,
  ).toEqual([]);
  // What axe could not decide, by element: a judgement of that criterion on this screen looks at these.
  const undecided = results.incomplete.flatMap((rule) =>
    rule.nodes.map((node) => `${rule.id}: ${node.target.join(' ')} "${(node.html ?? '').slice(0, 80)}"`),
  );
  writeScreen({
    id: screen.id,
    undecided,
    finishedAt: new Date().toISOString(),
    axeVersion: results.testEngine.version,
    axe,
    page: facts,
    keyboard,
    layout,
  });
};

const visit = async (page: Page, lang: ScreenLanguage, uri: string) => {
  await page.goto(appUrl(uri));
  await checkScreen(page, lang, uri, 'default');
};

const signIn = async (page: Page, lang: ScreenLanguage, key: 'eligible' | 'verified' | 'sms') => {
  const t = texts[lang];
  const member = demoMember(key);
  await page.goto(appUrl('/signin'));
  await page.getByRole('textbox', { name: t.common.email }).fill(member.email);
  await page.getByRole('textbox', { name: t.common.password, exact: true }).fill(member.password);
  const before = key === 'sms' ? readLatestCode(process.env.E2E_DATA_DIR ?? '', member.email, 'mfa') : undefined;
  await page.getByRole('main').getByRole('button', { name: t.signin.submit, exact: true }).click();
  if (key === 'sms') {
    const code = page.getByRole('textbox', { name: t.mfa.authenticationCode });
    await expect(code).toBeVisible();
    await checkScreen(page, lang, '/signin', 'code');
    await code.fill(await latestCode(member.email, 'mfa', before));
    await page.getByRole('button', { name: t.mfa.verify, exact: true }).click();
  }
  await expect(page).not.toHaveURL(/\/signin/);
};

/** From the reset request: an address the pool does not know, then a member's, to the code step and its errors. */
const resetSteps = async (page: Page, lang: ScreenLanguage) => {
  const t = texts[lang];
  const email = page.getByRole('textbox', { name: t.common.email });
  await email.fill('nobody-at-all@example.com');
  await page.getByRole('button', { name: t.passwordReset.send }).click();
  await expect(page.getByRole('alert').filter({ hasText: t.passwordReset.userNotFound })).toBeVisible();
  await checkScreen(page, lang, '/forgot-password', 'error');
  await email.fill(demoMember('eligible').email);
  await page.getByRole('button', { name: t.passwordReset.send }).click();
  await expect(page).toHaveURL(/\/forgot-password-submit$/);
  await checkScreen(page, lang, '/forgot-password-submit', 'default');
  await page.getByRole('button', { name: t.passwordReset.submit }).click();
  await expect(page.getByText(t.validation.codeRequired, { exact: true })).toBeVisible();
  await checkScreen(page, lang, '/forgot-password-submit', 'error');
};

/** The states a member's screen has besides the one it opens in, reached on the same visit. */
const memberStates = async (page: Page, lang: ScreenLanguage, uri: string) => {
  const t = texts[lang];
  if (uri === '/account/change-password') {
    await page.getByRole('button', { name: t.changePassword.submit }).click();
    await expect(page.getByText(t.validation.currentPasswordRequired)).toBeVisible();
    await checkScreen(page, lang, uri, 'error');
  } else if (uri === '/account/change-user-info') {
    await page.getByRole('button', { name: t.userInfo.updateToLatest }).click();
    const review = page.getByRole('alertdialog', { name: t.userInfo.updateConfirm });
    await expect(review).toBeVisible();
    await checkScreen(page, lang, uri, 'modal');
    await review.getByRole('button', { name: t.userInfo.update }).click();
    await expect(page.getByRole('alertdialog', { name: t.userInfo.success })).toBeVisible();
    await checkScreen(page, lang, uri, 'success');
  } else if (uri === '/account/mfa/sms-verification') {
    await page.getByRole('button', { name: t.mfa.verify, exact: true }).click();
    await expect(page.getByText(t.validation.codeRequired, { exact: true })).toBeVisible();
    await checkScreen(page, lang, uri, 'error');
  }
};

const SCENARIO_OVERRIDE = 'a11y.mockScenario';

/** A service entry's busy screen, held on the request that would end it, which is then refused (no external site). */
const entryBusy = async (page: Page, lang: ScreenLanguage, uri: string, ends: string) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reached = () => {};
  const requested = new Promise<void>((resolve) => {
    reached = resolve;
  });
  let refused = Promise.resolve();
  await page.route(ends, (route) => {
    reached();
    // Playwright says "already handled" when the page itself has dropped the request meanwhile: nothing to refuse.
    refused = released.then(() => route.abort().catch(() => undefined));
    return refused;
  });
  await page.goto(appUrl(uri));
  await requested;
  await expect(page.getByRole('status').filter({ hasText: texts[lang].services.redirecting })).toBeVisible();
  await checkScreen(page, lang, uri, 'busy');
  release();
  await refused;
  await page.unroute(ends);
};

for (const lang of ['ja', 'en'] as const) {
  const t = texts[lang];

  test(`${lang}: the public screens`, async ({ page }) => {
    test.setTimeout(180_000);
    await useLanguage(page, lang);
    for (const item of LISTED_SCREENS.filter(
      (listedItem) =>
        listedItem.lang === lang &&
        !listedItem.signedIn &&
        listedItem.state === 'default' &&
        listedItem.uri !== '/forgot-password-submit',
    )) {
      await visit(page, lang, item.uri);
      if (item.uri === '/forgot-password') await resetSteps(page, lang);
    }
    await page.goto(appUrl('/signin'));
    await page.getByRole('main').getByRole('button', { name: t.signin.submit, exact: true }).click();
    await expect(page.getByText(t.validation.emailRequired)).toBeVisible();
    await checkScreen(page, lang, '/signin', 'error');
  });

  test(`${lang}: the member's screens`, async ({ page }) => {
    test.setTimeout(300_000);
    await useLanguage(page, lang);
    // The scenario of the tab unless a step below chose another for its page.
    await page.addInitScript(
      (override) =>
        localStorage.setItem('portal.mockScenario', sessionStorage.getItem(override) ?? 'eligible-all-agreed'),
      SCENARIO_OVERRIDE,
    );
    await signIn(page, lang, 'eligible');
    const defaults = LISTED_SCREENS.filter(
      (item) =>
        item.lang === lang &&
        item.signedIn &&
        item.state === 'default' &&
        !item.uri.startsWith('/eligibility-certificate') &&
        item.uri !== '/account/eligibility-check' &&
        item.uri !== '/account/signout',
    );
    for (const item of defaults) {
      await visit(page, lang, item.uri);
      await memberStates(page, lang, item.uri);
    }
    // The certificate's notices: terms not agreed yet, no SMS two-step (this member), refused (My Number card).
    for (const [uri, scenario] of [
      ['/eligibility-certificate/terms-of-service', 'eligible-none-agreed'],
      ['/eligibility-certificate/mfa-notice', 'eligible-all-agreed'],
      ['/eligibility-certificate/not-allowed', 'certificate-refused'],
    ] as const) {
      await page.evaluate(({ key, value }) => sessionStorage.setItem(key, value), {
        key: SCENARIO_OVERRIDE,
        value: scenario,
      });
      await visit(page, lang, uri);
    }
    await page.evaluate((key) => sessionStorage.removeItem(key), SCENARIO_OVERRIDE);
    await entryBusy(page, lang, '/account/otc', '**/api/v1/user/otc_tokens');
    // The checkup plan's callback answered 204: the browser stays on the entry's busy screen.
    const callback = `${new URL(currentEnvironment.external.checkupCallbackUrl).origin}/**`;
    await page.route(callback, (route) => route.fulfill({ status: 204 }));
    await page.goto(appUrl('/account/my-kenshin'));
    await expect(page.getByRole('status').filter({ hasText: t.services.redirecting })).toBeVisible();
    await checkScreen(page, lang, '/account/my-kenshin', 'busy');
    await page.unroute(callback);
    await visit(page, lang, '/account/signout');
  });

  test(`${lang}: the eligibility check, refused`, async ({ page }) => {
    test.setTimeout(120_000);
    await useLanguage(page, lang);
    await signIn(page, lang, 'verified');
    await expect(page).toHaveURL(/\/account\/eligibility-check/);
    await checkScreen(page, lang, '/account/eligibility-check', 'default');
    await page
      .getByRole('textbox', { name: new RegExp(`^${t.eligibility.insurerNumber.replace(/[()]/g, '\\$&')}`) })
      .fill('06139992');
    await page.getByRole('button', { name: t.eligibility.submit }).click();
    await expect(page.getByText(t.validation.kigouRequired)).toBeVisible();
    await checkScreen(page, lang, '/account/eligibility-check', 'error');
  });

  test(`${lang}: the SMS code, the settings' modal and the certificate until it expires`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.clock.install();
    await useLanguage(page, lang);
    await signIn(page, lang, 'sms');

    await page.goto(appUrl('/account/settings'));
    await page.getByRole('button', { name: t.settings.disable }).click();
    const dialog = page.getByRole('alertdialog', { name: t.settings.disableConfirm });
    await expect(dialog).toBeVisible();
    await checkScreen(page, lang, '/account/settings', 'modal');
    await dialog.getByRole('button', { name: t.common.cancel }).click();
    await expect(dialog).toHaveCount(0);

    // The certificate's entry, held on the check that ends it.
    const allowed = await holdRoute(page, /\/eligibility_certificate_allowed_status$/);
    await page.goto(appUrl('/account/eligibility-certificate'));
    await allowed.requested;
    await expect(page.getByRole('status').filter({ hasText: t.services.redirecting })).toBeVisible();
    await checkScreen(page, lang, '/account/eligibility-certificate', 'busy');
    allowed.release();
    const proceed = page.getByRole('heading', { level: 1, name: t.titles.CertificateProceed });
    const terms = page.getByRole('heading', { level: 1, name: t.titles.CertificateTerms });
    await expect(proceed.or(terms)).toBeVisible();
    if (await terms.isVisible()) {
      await page.getByText(t.terms.agreeToTerms).click();
      await page.getByText(t.terms.agreeToPrivacyPolicy).click();
      await page.getByRole('button', { name: t.terms.submit }).click();
    }
    await expect(proceed).toBeVisible();
    await checkScreen(page, lang, '/eligibility-certificate/proceed', 'default');

    // Re-apply: its confirmation, the expiry held while the modal's button is busy, then the application.
    await page.getByRole('button', { name: t.certificate.reapply, exact: true }).click();
    const reapply = page.getByRole('alertdialog', { name: t.certificate.reapplyConfirm });
    await expect(reapply).toBeVisible();
    await checkScreen(page, lang, '/eligibility-certificate/proceed', 'modal');
    const expiry = await holdRoute(page, /\/eligibility_certificate_applications\/latest\/expire$/);
    await reapply.getByRole('button', { name: t.certificate.reapply, exact: true }).click();
    await expiry.requested;
    await expect(reapply.getByRole('button', { name: t.common.busy })).toHaveAttribute('aria-busy', 'true');
    await checkScreen(page, lang, '/eligibility-certificate/proceed', 'busy');
    expiry.release();
    await expect(page.getByRole('heading', { level: 1, name: t.titles.CertificateApply })).toBeVisible();
    await checkScreen(page, lang, '/eligibility-certificate/apply', 'default');
    const addresses = page.getByRole('textbox', { name: new RegExp(`^${t.certificate.address}`) });
    for (const address of await addresses.all()) await address.fill('');
    await page.getByRole('button', { name: t.certificate.apply, exact: true }).click();
    await expect(page.getByText(t.certificate.reasonRequired, { exact: true })).toBeVisible();
    await checkScreen(page, lang, '/eligibility-certificate/apply', 'error');
    await page.getByRole('combobox', { name: new RegExp(t.certificate.reason) }).selectOption({ index: 1 });
    for (const address of await addresses.all()) await address.fill('東京都港区芝公園4-2-8');
    await page.getByRole('button', { name: t.certificate.apply, exact: true }).click();
    const apply = page.getByRole('alertdialog', { name: t.certificate.applyConfirm });
    await expect(apply).toBeVisible();
    await checkScreen(page, lang, '/eligibility-certificate/apply', 'modal');
    await apply.getByRole('button', { name: t.certificate.apply, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.titles.Certificate })).toBeVisible();
    await checkScreen(page, lang, '/eligibility-certificate/certificate', 'default');
    await page.clock.setSystemTime(new Date('2100-01-01T00:00:00+09:00'));
    await expect(page.getByRole('alertdialog', { name: t.certificate.expired })).toBeVisible();
    await checkScreen(page, lang, '/eligibility-certificate/certificate', 'expired');
  });
}

test('the layout check itself sees sideways scrolling and text cut off', async ({ page }) => {
  await page.goto(appUrl('/signin'));
  await expect(page.locator('#root[data-mounted]')).toBeAttached();
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await layoutProblems(page)).toEqual([]);
  await page.evaluate(() => {
    // Outside React's root: a re-render cannot drop them, and a missing <main> cannot make the append a silent no-op.
    const wide = document.createElement('p');
    wide.style.width = '400px';
    wide.textContent = 'wide';
    const cut = document.createElement('p');
    Object.assign(cut.style, { width: '40px', overflow: 'hidden', whiteSpace: 'nowrap' });
    cut.textContent = 'a sentence far longer than forty pixels';
    wide.dataset.layoutProbe = '';
    cut.dataset.layoutProbe = '';
    document.body.append(wide, cut);
  });
  const problems = await layoutProblems(page);
  expect(problems.some((problem) => problem.startsWith('scrolls sideways'))).toBe(true);
  expect(problems).toContain('cut off: a sentence far longer than forty pixels');
  await page.evaluate(() => document.querySelectorAll('[data-layout-probe]').forEach((element) => element.remove()));
});
