import { ja } from '../src/i18n/ja';
import {
  apiPath,
  expectCleanConsole,
  expectScreen,
  expectServerErrorPage,
  FAULTS,
  faultSwitch,
  GET_ATTEMPTS,
  SHORT_FAULT,
} from './fault-helpers';
import { appUrl, expect, expectAccessible, test } from './fixtures';
import { signInDemoMember } from './services-helpers';

/**
 * Fault injection, the current user (the insurer lookup is in quality-faults-insurer). Every fault of FAULTS is
 * injected in turn: one that outlasts the retries ends on a Japanese explanation (the page still standing), one shorter
 * than the retries ends with the data shown without the member doing anything.
 */

const isGet = (request: { method: () => string }) => request.method() === 'GET';

test('current user (GET white_id_accounts/me): a lasting fault ends on the server-error page, a short one recovers by itself', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  await signInDemoMember(page);
  const me = await faultSwitch(page, apiPath('white_id_accounts/me'), { filter: isGet });
  for (const fault of FAULTS) {
    await test.step(`${fault.label} outlasting the retries`, async () => {
      me.inject(fault);
      // A fresh page load: the store is empty, so the eligibility guard loads the member.
      await page.goto(appUrl('/account'));
      await expectServerErrorPage(page);
      // The guard gave up after one request and three retries; the error page's header then loads the member once
      // more, which gives up the same way: two loads of exactly four requests, and no more.
      expect(me.count).toBeGreaterThanOrEqual(GET_ATTEMPTS);
      await expect.poll(() => me.count, { timeout: 20_000 }).toBe(2 * GET_ATTEMPTS);
      await expectServerErrorPage(page);
      await expectAccessible(page);
    });
    await test.step(`${fault.label} for ${SHORT_FAULT} requests`, async () => {
      me.inject(fault, SHORT_FAULT);
      await page.goto(appUrl('/account'));
      await expectScreen(page, ja.home.heading);
      await expect(page.getByRole('main').getByRole('link', { name: ja.services.otc.name })).toBeVisible();
      expect(me.faulted).toBe(SHORT_FAULT);
    });
  }
  me.clear();
  expectCleanConsole(consoleErrors);
});
