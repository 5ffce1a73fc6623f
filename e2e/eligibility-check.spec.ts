import type { Page } from '@playwright/test';
import { ja } from '../src/i18n/ja';
import { fillEligibilityMember, textbox } from './eligibility-helpers';
import { appUrl, expect, expectAccessible, latestCode, test, uniqueEmail } from './fixtures';
import { demoMember } from './members';

const PASSWORD = 'Passw0rd!e2e';
const CHECK_URL = /\/account\/eligibility-check(\?.*)?$/;

const useScenario = async (page: Page, scenario: string) => {
  await page.addInitScript((name) => localStorage.setItem('portal.mockScenario', name), scenario);
};

/**
 * A fresh member for each registering test: the mock API remembers a member as eligible once they register, so a
 * shared demo member would change under the other tests. Signing up ends on the service list, which the
 * eligibility guard turns into the check screen.
 */
const signUpFreshMember = async (page: Page) => {
  const email = uniqueEmail('eligibility');
  await page.goto(appUrl('/signup'));
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
  await page.getByRole('textbox', { name: 'パスワード', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'パスワード（確認用）' }).fill(PASSWORD);
  await page.getByRole('button', { name: ja.signup.submit }).click();
  await page.getByRole('textbox', { name: '確認コード' }).fill(await latestCode(email, 'signup'));
  await page.getByRole('button', { name: ja.signup.confirm }).click();
  await expect(page).toHaveURL(CHECK_URL);
  await expect(page.getByRole('heading', { level: 1, name: '健康保険の資格確認' })).toBeVisible();
};

const resolveByNumber = async (page: Page, number: string, insurerName: string) => {
  const field = textbox(page, ja.eligibility.insurerNumber);
  await expect(field).toHaveAttribute('placeholder', '06xxxxxx');
  await expect(textbox(page, ja.eligibility.kigou)).toBeDisabled();
  await field.fill(number);
  await expect(page.getByText(insurerName)).toBeVisible();
  await expect(page.getByRole('group', { name: ja.eligibility.insurerCodeBoxes })).toContainText(number);
  await expect(textbox(page, ja.eligibility.kigou)).toBeEnabled();
};

const fillMember = async (page: Page, values: { kigou: string; bangou: string; edaban?: string }) => {
  await fillEligibilityMember(page, {
    ...values,
    lastName: '山田',
    firstName: '太郎',
    lastNameKana: 'やまだ',
    firstNameKana: 'タロウ',
    birthdate: '1985/04/01',
  });
  // Hiragana typed is converted to katakana when the field is left.
  await expect(textbox(page, ja.eligibility.lastNameKana)).toHaveValue('ヤマダ');
};

const submit = (page: Page) => page.getByRole('button', { name: ja.eligibility.submit }).click();

const expectServiceList = async (page: Page) => {
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ご利用いただけるサービス一覧' })).toBeVisible();
};

test("the 'verified without eligibility' demo member is sent from /account to the check, and resolves an insurer by number and by query", async ({
  page,
}) => {
  const verified = demoMember('verified');
  await page.goto(appUrl('/signin'));
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(verified.email);
  await page.getByRole('textbox', { name: 'パスワード' }).fill(verified.password);
  await page.getByRole('main').getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page).toHaveURL(CHECK_URL);
  await page.goto(appUrl('/account'));
  await expect(page).toHaveURL(CHECK_URL);
  await expect(page.getByRole('heading', { level: 1, name: '健康保険の資格確認' })).toBeVisible();
  await expect(page.getByText('06または63から始まる8桁の保険者番号を入力してください')).toBeVisible();
  await expectAccessible(page);

  await textbox(page, ja.eligibility.insurerNumber).fill('06139993');
  await expect(page.getByText('入力した保険者番号に誤りがあります。')).toBeVisible();
  await expect(textbox(page, ja.eligibility.kigou)).toBeDisabled();
  await expectAccessible(page);

  await textbox(page, ja.eligibility.insurerNumber).fill('06139992');
  await expect(page.getByText('サンプル健康保険組合')).toBeVisible();
  await expect(page.getByRole('group', { name: ja.eligibility.insurerCodeBoxes })).toContainText('06139992');
  await expect(textbox(page, ja.eligibility.kigou)).toBeEnabled();
  await expectAccessible(page);

  for (const item of ja.eligibility.helpItems) await page.getByRole('button', { name: item.title }).click();
  await expect(page.getByText(ja.eligibility.helpItems[3].body)).toBeVisible();
  await expectAccessible(page);

  await page.goto(appUrl('/account/eligibility-check?insurer=sample-kenpo'));
  await expect(page.getByText('サンプル健康保険組合')).toBeVisible();
  await expect(textbox(page, ja.eligibility.insurerNumber)).toHaveCount(0);
  await expect(page.getByRole('group', { name: ja.eligibility.insurerCodeBoxes })).toContainText('06139992');
  await expectAccessible(page);
});

test('file registration (FILE_WITH_EDABAN): the branch is required, registration succeeds and the interrupted route follows with its query', async ({
  page,
}) => {
  await useScenario(page, 'file-with-edaban');
  await signUpFreshMember(page);
  // A protected page with a query: the guard keeps both as the target while the member registers.
  await page.goto(appUrl('/account/change-user-info?service=my-kenshin'));
  await expect(page).toHaveURL(CHECK_URL);
  await resolveByNumber(page, '06139992', 'サンプル健康保険組合');
  await expect(textbox(page, ja.eligibility.edaban)).toHaveAttribute('required', '');
  await fillMember(page, { kigou: 'ＡＢ １２', bangou: '３４５６' });
  await expect(textbox(page, ja.eligibility.kigou)).toHaveValue('AB12');
  await submit(page);
  await expect(page.getByText(ja.validation.edabanRequired)).toBeVisible();
  await expectAccessible(page);

  await textbox(page, ja.eligibility.edaban).fill('０１');
  // The calendar fills the typed field in (the browser's own picker cannot be driven headless; its input can).
  await page.getByTestId('birthdate-picker').fill('1985-04-02');
  await expect(textbox(page, ja.eligibility.birthdate)).toHaveValue('1985/04/02');
  await expectAccessible(page);
  const registration = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/user/white_id_accounts') && response.request().method() === 'POST',
  );
  await submit(page);
  // Prism runs with --errors: a body that broke the contract would be answered 422, not 201.
  expect((await registration).status()).toBe(201);
  await expect(page).toHaveURL(/\/account\/change-user-info\?service=my-kenshin$/);
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.ChangeUserInfo })).toBeVisible();
  await expectAccessible(page);
});

test('pseudonymized registration from an insurer query: gender asked, registration succeeds and the target route follows', async ({
  page,
}) => {
  await useScenario(page, 'pseudonymized');
  await signUpFreshMember(page);
  await page.goto(appUrl('/account/eligibility-check?insurer=mirai-kenpo'));
  await expect(page.getByText('みらい健康保険組合')).toBeVisible();
  await expect(page.getByRole('group', { name: ja.eligibility.insurerCodeBoxes })).toContainText('63134563');
  await expect(textbox(page, ja.eligibility.edaban)).not.toHaveAttribute('required', '');
  await expectAccessible(page);
  await fillMember(page, { kigou: 'M1', bangou: '99' });
  await submit(page);
  await expect(page.getByText(ja.validation.genderRequired)).toBeVisible();
  await expectAccessible(page);

  // The radio's own input is covered by its drawn control; members click the label, as here.
  await page.getByText('女性', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '女性' })).toBeChecked();
  const registration = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/user/pseudonymized_white_id_accounts'),
  );
  await submit(page);
  expect((await registration).status()).toBe(201);
  await expectServiceList(page);
  await expectAccessible(page);
});

test('when nothing matches (404), the could-not-confirm message shows its causes and FAQ link, and every input is kept', async ({
  page,
}) => {
  await useScenario(page, 'eligibility-not-found');
  await signUpFreshMember(page);
  await resolveByNumber(page, '06139992', 'サンプル健康保険組合');
  await fillMember(page, { kigou: 'AB12', bangou: '3456', edaban: '01' });
  await submit(page);
  const alert = page.getByRole('alert').filter({ hasText: '入力された情報を確認できませんでした' });
  await expect(alert).toBeVisible();
  for (const cause of ja.eligibility.causes) await expect(alert.getByText(cause)).toBeVisible();
  await expect(alert.getByRole('link', { name: new RegExp(ja.eligibility.faqLink) })).toHaveAttribute('href', /faq/);
  await expect(page).toHaveURL(CHECK_URL);
  await expect(textbox(page, ja.eligibility.insurerNumber)).toHaveValue('06139992');
  await expect(textbox(page, ja.eligibility.kigou)).toHaveValue('AB12');
  await expect(textbox(page, ja.eligibility.edaban)).toHaveValue('01');
  await expect(textbox(page, ja.eligibility.lastNameKana)).toHaveValue('ヤマダ');
  await expect(textbox(page, ja.eligibility.birthdate)).toHaveValue('1985/04/01');
  await expectAccessible(page);
});
