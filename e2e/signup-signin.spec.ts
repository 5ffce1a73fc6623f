import { ja } from '../src/i18n/ja';
import { appUrl, expect, expectAccessible, latestCode, test, uniqueEmail } from './fixtures';
import { demoMember } from './members';

const PASSWORD = 'Passw0rd!e2e';

test('a new member signs up, confirms with the emailed code, sees the service list and signs out', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto(appUrl('/'));
  await expect(page).toHaveURL(/\/signin$/);
  await expectAccessible(page);
  // The local scenario switcher: the mock API answers as for a member whose eligibility is already verified.
  await page.getByRole('combobox', { name: ja.shell.scenarioSwitcher }).selectOption('eligible-none-agreed');
  await expect(page.getByRole('combobox', { name: ja.shell.scenarioSwitcher })).toHaveValue('eligible-none-agreed');

  await page.getByRole('link', { name: '新規会員登録' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '新規会員登録' })).toBeVisible();
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
  await page.getByRole('textbox', { name: 'パスワード', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'パスワード（確認用）' }).fill(PASSWORD);
  await expect(page.getByText('パスワードが一致しています')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: ja.signup.submit }).click();

  const codeField = page.getByRole('textbox', { name: '確認コード' });
  await expect(codeField).toBeVisible();
  await expectAccessible(page);
  const code = await latestCode(email, 'signup');
  await codeField.fill(code);
  await page.getByRole('button', { name: ja.signup.confirm }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ご利用いただけるサービス一覧' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'あなたの薬箱' })).toBeVisible();
  await expectAccessible(page);

  await page.goto(appUrl('/account/signout'));
  await expect(page.getByRole('heading', { level: 1, name: 'ログアウトしますか？' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('main').getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  const cookies = await page.context().cookies();
  expect(cookies.filter((cookie) => cookie.name.startsWith('CognitoIdentityServiceProvider'))).toEqual([]);
});

test('an eligible demo member signs in and sees every service card, then signs out', async ({ page }) => {
  await page.goto(appUrl('/signin'));
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(demoMember('eligible').email);
  await page.getByRole('textbox', { name: 'パスワード' }).fill('Passw0rd!demo');
  await page.getByRole('main').getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ご利用いただけるサービス一覧' })).toBeVisible();
  for (const name of ['あなたの薬箱', 'マイ検診プラン', '資格確認書'])
    await expect(page.getByRole('link', { name })).toBeVisible();
  await expectAccessible(page);
  await expect(page).toHaveTitle(/ご利用いただけるサービス一覧|サービス一覧/);

  await page.goto(appUrl('/account/signout'));
  await page.getByRole('main').getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.goto(appUrl('/account'));
  await expect(page).toHaveURL(/\/signin/);
});

test('a wrong password and an unknown address show the exact messages', async ({ page }) => {
  await page.goto(appUrl('/signin'));
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(demoMember('eligible').email);
  await page.getByRole('textbox', { name: 'パスワード' }).fill('wrong-passw0rd');
  await page.getByRole('main').getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'メールアドレス、もしくは、パスワードが間違っています。' }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'メールアドレス' }).fill('nobody-here@example.com');
  await page.getByRole('textbox', { name: 'パスワード' }).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'メールアドレスが間違っています。' })).toBeVisible();
});

test('a disabled member at sign-in sees the invalid-membership screen with their address and the reasons', async ({
  page,
}) => {
  await page.goto(appUrl('/signin'));
  // Typed with capitals: addresses are compared without regard to case.
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill('Disabled@Example.com');
  await page.getByRole('textbox', { name: 'パスワード' }).fill('Passw0rd!demo');
  await page.getByRole('main').getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/disabled$/);
  await expect(page.getByRole('heading', { level: 1, name: ja.disabled.heading })).toBeVisible();
  await expect(page.getByText('メールアドレス：disabled@example.com')).toBeVisible();
  await expect(page.getByText(ja.disabled.message)).toBeVisible();
  for (const reason of ja.disabled.reasons) await expect(page.getByText(reason)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: ja.disabled.toSignin }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText('disabled@example.com')).toHaveCount(0);
});

test('an address typed in full-width, with spaces or capitals signs the member in; what is still not an address is cleared with the half-width message', async ({
  page,
}) => {
  await page.goto(appUrl('/signin'));
  const emailField = page.getByRole('textbox', { name: 'メールアドレス' });
  await emailField.fill('eligible@');
  await page.getByRole('textbox', { name: 'パスワード' }).fill('Passw0rd!demo');
  await page.getByRole('main').getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(ja.validation.emailRefused);
  await expect(emailField).toHaveValue('');
  await expectAccessible(page);
  await emailField.fill(' ＥＬＩＧＩＢＬＥ＠ｅｘａｍｐｌｅ．ｃｏｍ　');
  await page.getByRole('main').getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
});

test('without a scenario, a fresh member is sent to the eligibility check before the service list', async ({
  page,
}) => {
  const email = uniqueEmail('fresh');
  await page.goto(appUrl('/signup'));
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
  await page.getByRole('textbox', { name: 'パスワード', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'パスワード（確認用）' }).fill(PASSWORD);
  await page.getByRole('button', { name: ja.signup.submit }).click();
  await page.getByRole('textbox', { name: '確認コード' }).fill(await latestCode(email, 'signup'));
  await page.getByRole('button', { name: ja.signup.confirm }).click();
  await expect(page).toHaveURL(/\/account\/eligibility-check$/);
});
