import type { Page } from '@playwright/test';
import { readLatestCode } from '../local-stack/identity/codes';
import { DEMO_PASSWORD } from '../src/config/local-identity';
import { ja } from '../src/i18n/ja';
import { appUrl, expect, expectAccessible, latestCode, test } from './fixtures';
import { demoMember } from './members';

const SMS_MEMBER = demoMember('sms').email;
const ELIGIBLE_MEMBER = demoMember('eligible').email;

const signIn = async (page: Page, email: string, password: string) => {
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
  await page.getByRole('textbox', { name: 'パスワード' }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'ログイン', exact: true }).click();
};

const codeField = (page: Page) => page.getByRole('textbox', { name: ja.mfa.authenticationCode });
const previousMfaCode = (email: string) => readLatestCode(process.env.E2E_DATA_DIR ?? '', email, 'mfa');

test('the SMS demo member signs in through the SMS code; a wrong code is refused first', async ({ page }) => {
  await page.goto(appUrl('/signin'));
  await expectAccessible(page);
  const before = previousMfaCode(SMS_MEMBER);
  await signIn(page, SMS_MEMBER, DEMO_PASSWORD);
  await expect(codeField(page)).toBeVisible();
  await expect(page.getByText(ja.mfa.codeSentBySms)).toBeVisible();
  await expectAccessible(page);
  const code = await latestCode(SMS_MEMBER, 'mfa', before);

  // Not six digits: refused in the browser.
  await codeField(page).fill('12345');
  await page.getByRole('button', { name: ja.mfa.verify }).click();
  await expect(page.getByText(ja.validation.sixDigits)).toBeVisible();
  await expectAccessible(page);

  // Six digits but wrong: the identity service refuses it, and the field is cleared.
  await codeField(page).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: ja.mfa.verify }).click();
  await expect(page.getByRole('alert').filter({ hasText: ja.mfa.authenticationFailed })).toBeVisible();
  await expect(codeField(page)).toHaveValue('');
  await expectAccessible(page);

  // Full-width digits are accepted.
  const fullWidth = code.replace(/[0-9]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) + 0xfee0));
  await codeField(page).fill(fullWidth);
  await expect(codeField(page)).toHaveValue(code);
  await page.getByRole('button', { name: ja.mfa.verify }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: ja.home.heading })).toBeVisible();
  await expectAccessible(page);
});

test('SMS resend signs in again and says so; a session that expired is worded as such', async ({ page }) => {
  await page.goto(appUrl('/signin'));
  const before = previousMfaCode(SMS_MEMBER);
  await signIn(page, SMS_MEMBER, DEMO_PASSWORD);
  await expect(codeField(page)).toBeVisible();
  const first = await latestCode(SMS_MEMBER, 'mfa', before);
  await page.getByRole('button', { name: ja.mfa.resend }).click();
  await expect(page.getByText(ja.mfa.sentAgain)).toBeVisible();
  await expectAccessible(page);
  const second = await latestCode(SMS_MEMBER, 'mfa', first);

  // The 3-minute SMS session cannot be waited out here: the pending session the browser sends is replaced by one the
  // identity service no longer knows, which is what it answers once the three minutes have passed.
  const endpoint = process.env.E2E_IDENTITY_ENDPOINT ?? '';
  await page.route(
    (url) => url.href.startsWith(endpoint),
    async (route) => {
      const request = route.request();
      if (!String(request.headers()['x-amz-target'] ?? '').endsWith('RespondToAuthChallenge')) return route.continue();
      const body = JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
      return route.continue({ postData: JSON.stringify({ ...body, Session: 'expired-session' }) });
    },
  );
  await codeField(page).fill(second);
  await page.getByRole('button', { name: ja.mfa.verify }).click();
  await expect(page.getByRole('alert').filter({ hasText: ja.mfa.codeExpired })).toBeVisible();
  await expectAccessible(page);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('an unknown address and a wrong password each show their message', async ({ page }) => {
  await page.goto(appUrl('/signin'));
  await signIn(page, 'nobody-at-all@example.com', 'Passw0rd!none');
  await expect(page.getByRole('alert').filter({ hasText: 'メールアドレスが間違っています。' })).toBeVisible();
  await expectAccessible(page);
  await signIn(page, ELIGIBLE_MEMBER, 'Wrong-passw0rd');
  await expect(
    page.getByRole('alert').filter({ hasText: 'メールアドレス、もしくは、パスワードが間違っています。' }),
  ).toBeVisible();
  // Nothing typed is lost.
  await expect(page.getByRole('textbox', { name: 'メールアドレス' })).toHaveValue(ELIGIBLE_MEMBER);
  await expectAccessible(page);
});

test('an existing session is offered as the account choice', async ({ page }) => {
  await page.goto(appUrl('/signin'));
  await signIn(page, ELIGIBLE_MEMBER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/account$/);
  await page.goto(appUrl('/signin'));
  await expect(page.getByText(ja.signin.chooseAccount)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: ja.signin.signInWithAnother }).click();
  await expect(page.getByRole('main').getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('the portal opened at 127.0.0.1 signs in as at localhost (the proxy allows both spellings of its origin)', async ({
  page,
}) => {
  const atLoopbackAddress = appUrl('/signin').replace('//localhost:', '//127.0.0.1:');
  expect(atLoopbackAddress).toContain('//127.0.0.1:');
  await page.goto(atLoopbackAddress);
  await signIn(page, ELIGIBLE_MEMBER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/account$/);
  await expect(page.getByText(ja.errors.communication)).toHaveCount(0);
});
