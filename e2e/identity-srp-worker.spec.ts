import { DEMO_PASSWORD } from '../src/config/local-identity';
import { ja } from '../src/i18n/ja';
import { appUrl, expect, test } from './fixtures';
import { demoMember } from './members';
import { watchSrp } from './srp-helpers';

const ELIGIBLE_MEMBER = demoMember('eligible').email;

test("SRP's a/A pair comes from a worker before Enter and is used once, S from the same worker: a wrong password, then the right one", async ({
  page,
}) => {
  const srp = await watchSrp(page);
  await page.goto(appUrl('/signin'));
  const email = page.getByRole('textbox', { name: ja.common.email });
  const password = page.getByRole('textbox', { name: ja.common.password });
  const login = page.getByRole('main').getByRole('button', { name: ja.shell.login, exact: true });
  await email.fill(ELIGIBLE_MEMBER);
  await password.fill('Wrong-passw0rd');
  // Started by the member's typing, and its pair answered before the submit.
  await srp.worker;
  await expect.poll(srp.pairs).toHaveLength(1);
  const [first] = await srp.pairs();
  await login.click();
  await expect(page.getByRole('alert').filter({ hasText: ja.signin.wrongCredentials })).toBeVisible();
  expect(srp.sent).toEqual([first]);
  // S too came from the worker (between InitiateAuth and the refused RespondToAuthChallenge), once: the boot script's
  // claim at the submit asked for it, and Amplify's own claim took the same answer.
  const afterFirst = await srp.sAnswered();
  expect(afterFirst).toBe(1);

  // Typing again computes a new pair; the second attempt sends it, not the first one again.
  await password.fill(DEMO_PASSWORD);
  await expect.poll(srp.pairs).toHaveLength(2);
  const [, second] = await srp.pairs();
  expect(second).not.toBe(first);
  await login.click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: ja.home.heading })).toBeVisible();
  expect(srp.sent).toEqual([first, second]);
  expect(await srp.sAnswered()).toBe(afterFirst + 1);
});

test('the sign-in’s InitiateAuth leaves while the password is typed, with the worker’s pair, and Enter sends no second one; an address changed after it sends anew', async ({
  page,
}) => {
  const srp = await watchSrp(page);
  const usernames: string[] = [];
  page.on('request', (request) => {
    if (!request.headers()['x-amz-target']?.endsWith('.InitiateAuth')) return;
    usernames.push((request.postDataJSON() as { AuthParameters: { USERNAME: string } }).AuthParameters.USERNAME);
  });
  await page.goto(appUrl('/signin'));
  const email = page.getByRole('textbox', { name: ja.common.email });
  const password = page.getByRole('textbox', { name: ja.common.password });
  await email.fill(demoMember('sms').email);
  await expect.poll(srp.pairs).toHaveLength(1);
  await password.pressSequentially('Pass');
  await expect.poll(() => usernames).toEqual([demoMember('sms').email]);
  const [first] = await srp.pairs();
  expect(srp.sent).toEqual([first]);

  // Another member's address: the first request is left unanswered and its pair unused; the next key sends anew.
  await email.fill(ELIGIBLE_MEMBER);
  // The password's next key (its clearing) drops that request and asks the worker for a new pair; once it is there,
  // the key after sends anew (the keys typed before it has come send nothing).
  await password.fill('');
  await expect.poll(srp.pairs).toHaveLength(2);
  await password.pressSequentially(DEMO_PASSWORD);
  await expect.poll(() => usernames).toEqual([demoMember('sms').email, ELIGIBLE_MEMBER]);
  await page.getByRole('main').getByRole('button', { name: ja.shell.login, exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: ja.home.heading })).toBeVisible();
  expect(usernames).toEqual([demoMember('sms').email, ELIGIBLE_MEMBER]);
  expect(srp.sent[1]).not.toBe(first);
  expect(await srp.sAnswered()).toBe(1);
});

test("without Worker the sign-in still works: Amplify's own SRP steps on the main thread (on native BigInt)", async ({
  page,
}) => {
  await page.addInitScript(() => {
    delete (window as { Worker?: unknown }).Worker;
  });
  const initiated: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['x-amz-target']?.endsWith('.InitiateAuth')) initiated.push(request.url());
  });
  await page.goto(appUrl('/signin'));
  await page.getByRole('textbox', { name: ja.common.email }).fill(ELIGIBLE_MEMBER);
  await page.getByRole('textbox', { name: ja.common.password }).fill('Wrong-passw0rd');
  await page.getByRole('main').getByRole('button', { name: ja.shell.login, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: ja.signin.wrongCredentials })).toBeVisible();
  await page.getByRole('textbox', { name: ja.common.password }).fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: ja.shell.login, exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: ja.home.heading })).toBeVisible();
  expect(initiated).toHaveLength(2);
});
