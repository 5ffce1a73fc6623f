import { startTestIdentity, type TestIdentity } from '../local-stack/identity/testing';
import { LOCAL_CLIENT_ID } from '../src/config/local-identity';
import { ja } from '../src/i18n/ja';
import '../src/i18n/screens/busy';
import { expectCleanConsole, expectScreen, identityEndpointPattern, identityTarget } from './fault-helpers';
import { appUrl, expect, expectAccessible, test } from './fixtures';
import { demoMember } from './members';

/**
 * A sign-in storm at Cognito's request-rate quota (docs/deploy.md, "Scale"). A second identity stack, its proxy's rate
 * limit on (UserAuthentication: 5 calls in two minutes), takes the page's sign-ins (InitiateAuth) while the storm lasts;
 * the other members' sign-ins have used the quota up. What the member sees: Amplify's retries with backoff, then the
 * busy text, with the address and password kept; once the storm is over, the same typed values sign in.
 */

const QUOTA = 5;
/** Amplify's attempts of one call (its retry middleware: 3, with jittered backoff, on throttling). */
const AMPLIFY_ATTEMPTS = 3;

let storm: TestIdentity;
test.beforeAll(async () => {
  storm = await startTestIdentity({
    allowedOrigins: [new URL(appUrl('/')).origin],
    rateLimits: { UserAuthentication: { requests: QUOTA, windowMs: 120_000 } },
  });
});
test.afterAll(() => storm?.stop());

test('at the sign-in quota the member is asked to wait, keeps what was typed, and signs in once it is over', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const member = demoMember('eligible');
  let attempts = 0;
  const signIns = identityEndpointPattern();
  await page.route(signIns, async (route) => {
    if (!identityTarget('InitiateAuth')(route.request())) return route.fallback();
    attempts += 1;
    await route.fulfill({ response: await route.fetch({ url: storm.stack.endpoint }) });
  });

  // Other members' sign-ins use the quota up.
  for (let index = 0; index < QUOTA; index += 1) {
    const answer = await storm.call('InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: LOCAL_CLIENT_ID,
      AuthParameters: { USERNAME: `storm-${index}@example.com`, SRP_A: 'abc' },
    });
    expect(answer.body.__type).not.toBe('TooManyRequestsException');
  }

  await page.goto(appUrl('/signin'));
  await page.getByRole('textbox', { name: ja.common.email }).fill(member.email);
  await page.getByRole('textbox', { name: ja.common.password }).fill(member.password);
  await page.getByRole('main').getByRole('button', { name: ja.signin.submit, exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(ja.busy.signin);
  expect(attempts).toBe(AMPLIFY_ATTEMPTS);
  await expect(page).toHaveURL(/\/signin$/);
  await expectScreen(page, ja.signin.heading);
  await expect(page.getByRole('textbox', { name: ja.common.email })).toHaveValue(member.email);
  await expect(page.getByRole('textbox', { name: ja.common.password })).toHaveValue(member.password);
  await expectAccessible(page);

  // The storm is over: the portal's pool answers the same typed values.
  await page.unroute(signIns);
  await page.getByRole('main').getByRole('button', { name: ja.signin.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  expectCleanConsole(consoleErrors);
});
