import { DEMO_PASSWORD, LOCAL_CLIENT_ID } from '../src/config/local-identity';
import { ja } from '../src/i18n/ja';
import { agreeToCertificateTerms, signIn as signInWithSms } from './certificate-helpers';
import { appUrl, expect, expectAccessible, test } from './fixtures';
import { demoMember } from './members';
import {
  addVirtualAuthenticator,
  bothEncodings,
  disablePasskeyAutofill,
  deletePasskeyInSettings,
  passkeySignIn,
  passkeysSection,
  proveInSettings,
  registerPasskeyInSettings,
} from './passkey-helpers';
import { authCookies, PrivacyWatch } from './privacy-helpers';
import { E2E_PASSWORD, signOut, signUpFresh } from './settings-helpers';

/**
 * Passkeys in Chromium with its virtual authenticator, against the local stack's WebAuthn emulation: every ceremony
 * below is verified by the identity proxy (@simplewebauthn/server), none is accepted on trust.
 */

/** Signed in: a fresh member lands on the eligibility check, an eligible one on the service list. */
const SIGNED_IN = /\/account(\/eligibility-check)?$/;

const identity = () => process.env.E2E_IDENTITY_ENDPOINT ?? '';
const call = async (operation: string, body: object) => {
  const response = await fetch(identity(), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

test('register in settings, sign out, sign in with the passkey button, delete it and see sign-in refused', async ({
  page,
}) => {
  await disablePasskeyAutofill(page);
  const authenticator = await addVirtualAuthenticator(page);
  const email = await signUpFresh(page, 'passkey');
  await registerPasskeyInSettings(page);
  const listed = passkeysSection(page).getByRole('listitem');
  await expect(listed.getByText(ja.settings.passkeys.typePlatform)).toBeVisible();
  await expectAccessible(page);
  expect(await authenticator.credentials()).toHaveLength(1);

  // The typed address, then the fingerprint/face check of the virtual authenticator.
  await signOut(page);
  await passkeySignIn(page, email);
  await expect(page).toHaveURL(SIGNED_IN);
  expect((await authenticator.credentials())[0]?.signCount).toBeGreaterThanOrEqual(1);
  // The sign-in tells of the passkey added lately (one added by someone else is seen this way).
  await expect(page.getByRole('status').filter({ hasText: ja.accountNotices.passkeysAdded })).toBeVisible();
  await expectAccessible(page);

  // Deleted in settings: the identity service no longer offers it, and the page says to use the password.
  await deletePasskeyInSettings(page);
  await signOut(page);
  await passkeySignIn(page, email);
  await expect(page.getByRole('alert').filter({ hasText: ja.passkeys.signinNoPasskey })).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  await expectAccessible(page);
});

test('the e-mail field offers the passkey by autofill: picking it signs in without a button press', async ({
  page,
}) => {
  await addVirtualAuthenticator(page);
  // Every ceremony the authenticator answers, with the verification it asked for: the member's prompts.
  const ceremonies: { conditional: boolean; verification: string; field?: string | null; passkeys: boolean }[] = [];
  await page.exposeBinding('__e2eCeremony', (_source, entry: (typeof ceremonies)[number]) => ceremonies.push(entry));
  await page.addInitScript(() => {
    const get = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = async (options?: CredentialRequestOptions) => {
      // As the page asked: the e-mail field's autocomplete, and whether the page shows passkey controls.
      const field = document.querySelector('input[type="email"]')?.getAttribute('autocomplete');
      const passkeys = document.documentElement.hasAttribute('data-passkeys');
      const credential = await get(options);
      const report = (window as unknown as { __e2eCeremony: (entry: object) => void }).__e2eCeremony;
      if (credential)
        report({
          conditional: options?.mediation === 'conditional',
          verification: options?.publicKey?.userVerification ?? 'preferred',
          field,
          passkeys,
        });
      return credential;
    };
  });
  await signUpFresh(page, 'passkey-autofill');
  await registerPasskeyInSettings(page);
  const signInCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(identity()) && request.postData()?.includes('"USER_AUTH"'))
      signInCalls.push(request.postData() ?? '');
  });
  await signOut(page);
  // Nothing typed, nothing pressed: the virtual authenticator picks its passkey from the autofill request.
  await expect(page).toHaveURL(SIGNED_IN);
  expect(signInCalls).toHaveLength(1);
  // The pick only names the member; the one verification is Cognito's ceremony's.
  expect(ceremonies).toEqual([
    { conditional: true, verification: 'discouraged', field: 'username webauthn', passkeys: true },
    { conditional: false, verification: 'required', field: expect.anything(), passkeys: true },
  ]);
});

test('a cancelled ceremony (user verification fails) is said plainly, and the password form still signs in', async ({
  page,
}) => {
  await disablePasskeyAutofill(page);
  const authenticator = await addVirtualAuthenticator(page);
  const email = await signUpFresh(page, 'passkey-cancel');
  await registerPasskeyInSettings(page);
  await signOut(page);

  await authenticator.setUserVerified(false);
  await passkeySignIn(page, email);
  await expect(page.getByRole('alert').filter({ hasText: ja.passkeys.signinCanceled })).toBeVisible();
  await expect(page.getByRole('textbox', { name: ja.common.email })).toHaveValue(email);
  // Amplify's pending sign-in (with the typed address) does not outlive the cancelled ceremony.
  expect(
    await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('CognitoSignInState'))),
  ).toEqual([]);
  await expectAccessible(page);

  await page.getByRole('textbox', { name: ja.common.password }).fill(E2E_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: ja.signin.submit, exact: true }).click();
  await expect(page).toHaveURL(SIGNED_IN);
});

test('the stack refuses an assertion from another origin and a replayed one', async ({ page }) => {
  await disablePasskeyAutofill(page);
  await addVirtualAuthenticator(page);
  const email = await signUpFresh(page, 'passkey-replay');
  await registerPasskeyInSettings(page);
  await signOut(page);

  // A real assertion, as the browser sends it, kept on its way to the identity service.
  let captured: { Session?: string; ChallengeResponses?: { USERNAME?: string; CREDENTIAL?: string } } | undefined;
  await page.route(
    (url) => url.href.startsWith(identity()),
    async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as typeof captured & { ChallengeName?: string };
      if (body?.ChallengeName === 'WEB_AUTHN') captured = body;
      await route.continue();
    },
  );
  await passkeySignIn(page, email);
  await expect(page).toHaveURL(SIGNED_IN);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  const credential = captured?.ChallengeResponses?.CREDENTIAL ?? '';
  expect(credential).not.toBe('');

  // Replayed: the same session again, then the same assertion for a fresh challenge.
  const respond = (session: unknown, CREDENTIAL: string) =>
    call('RespondToAuthChallenge', {
      ChallengeName: 'WEB_AUTHN',
      ClientId: LOCAL_CLIENT_ID,
      Session: session,
      ChallengeResponses: { USERNAME: email, CREDENTIAL },
    });
  expect((await respond(captured?.Session, credential)).body).toEqual({
    __type: 'NotAuthorizedException',
    message: 'Invalid session for the user, session is expired.',
  });
  const fresh = await call('InitiateAuth', {
    AuthFlow: 'USER_AUTH',
    ClientId: LOCAL_CLIENT_ID,
    AuthParameters: { USERNAME: email, PREFERRED_CHALLENGE: 'WEB_AUTHN' },
  });
  expect(fresh.body.ChallengeName).toBe('WEB_AUTHN');
  const replayed = await respond(fresh.body.Session, credential);
  expect(replayed).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException' } });
  expect(replayed.body.AuthenticationResult).toBeUndefined();

  // Another origin: the page's own assertion with its client data claiming another site.
  await signOut(page);
  await page.route(
    (url) => url.href.startsWith(identity()),
    async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as {
        ChallengeName?: string;
        ChallengeResponses?: { CREDENTIAL?: string };
      };
      if (body.ChallengeName !== 'WEB_AUTHN' || !body.ChallengeResponses?.CREDENTIAL) return route.continue();
      const assertion = JSON.parse(body.ChallengeResponses.CREDENTIAL) as { response: { clientDataJSON: string } };
      const clientData = JSON.parse(Buffer.from(assertion.response.clientDataJSON, 'base64url').toString()) as Record<
        string,
        unknown
      >;
      assertion.response.clientDataJSON = Buffer.from(
        JSON.stringify({ ...clientData, origin: 'https://evil.example' }),
      ).toString('base64url');
      return route.continue({
        postData: JSON.stringify({
          ...body,
          ChallengeResponses: { ...body.ChallengeResponses, CREDENTIAL: JSON.stringify(assertion) },
        }),
      });
    },
  );
  const refused = page.waitForResponse(
    (response) =>
      response.url().startsWith(identity()) &&
      response.request().postData()?.includes('"WEB_AUTHN"') === true &&
      response.status() === 400,
  );
  await passkeySignIn(page, email);
  expect((await refused).headers()['x-amzn-errortype']).toBe('WebAuthnOriginNotAllowedException:');
  await expect(page.getByRole('alert').filter({ hasText: ja.passkeys.signinFailed })).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('SMS two-step on: a passkey sign-in asks no SMS code, and the certificate accepts the session', async ({
  page,
}) => {
  const member = demoMember('sms');
  await disablePasskeyAutofill(page);
  await addVirtualAuthenticator(page);
  await signInWithSms(page, member.email, { sms: true });
  await registerPasskeyInSettings(page, { password: DEMO_PASSWORD, smsFor: member.email });
  try {
    await signOut(page);
    await passkeySignIn(page, member.email);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('textbox', { name: ja.mfa.authenticationCode })).toHaveCount(0);
    // The certificate's SMS guard: SMS two-step is on for this member, so apply opens (no mfa-notice).
    await agreeToCertificateTerms(page);
    await page.goto(appUrl('/eligibility-certificate/apply'));
    await expect(page.getByRole('heading', { level: 1, name: ja.titles.CertificateApply })).toBeVisible();
    await expectAccessible(page);
  } finally {
    // The demo member ends as it started, without a passkey.
    await deletePasskeyInSettings(page);
  }
});

test('two members on one tab with passkeys: credential ids and user handles in no storage, cookie, URL or analytics, and B never sees A’s', async ({
  page,
}) => {
  await disablePasskeyAutofill(page);
  const authenticator = await addVirtualAuthenticator(page);
  const watch = await PrivacyWatch.attach(page);

  const a = await signUpFresh(page, 'passkey-a');
  await registerPasskeyInSettings(page);
  await signOut(page);
  await passkeySignIn(page, a);
  await expect(page).toHaveURL(SIGNED_IN);
  await page.goto(appUrl('/account/settings'));
  await expect(passkeysSection(page).getByRole('listitem')).toHaveCount(1);
  await signOut(page);

  const b = await signUpFresh(page, 'passkey-b');
  await registerPasskeyInSettings(page);
  await signOut(page);
  await passkeySignIn(page, b);
  await expect(page).toHaveURL(SIGNED_IN);
  await page.goto(appUrl('/account/settings'));
  // B's list holds B's passkey alone.
  await expect(passkeysSection(page).getByRole('listitem')).toHaveCount(1);

  const credentials = await authenticator.credentials();
  expect(credentials).toHaveLength(2);
  const credentialIds = credentials.flatMap((credential) => bothEncodings(credential.credentialId));
  const userHandles = credentials.flatMap((credential) =>
    credential.userHandle ? bothEncodings(credential.userHandle) : [],
  );
  watch.add(...credentialIds, ...userHandles);
  await watch.expectNothingLeaked('passkey sessions of A then B');
  // Cookies: the token cookies are Amplify's session (their JWTs carry the sub, which a user handle encodes); nothing
  // else holds a credential id or a user handle, and after B's sign-out no token cookie of A or B is left.
  const cookies = await page.context().cookies();
  expect(credentialIds.filter((id) => JSON.stringify(cookies).includes(id))).toEqual([]);
  const outsideTokens = JSON.stringify(
    cookies.map((cookie) => (/^eyJ/.test(cookie.value) ? cookie.name : `${cookie.name}=${cookie.value}`)),
  );
  expect(userHandles.filter((handle) => outsideTokens.includes(handle))).toEqual([]);
  // A's e-mail is nowhere on B's page.
  await expect(page.getByText(a)).toHaveCount(0);
  await signOut(page);
  expect(await authCookies(page.context())).toEqual([]);
});

test('adding a passkey needs the password: a wrong one adds nothing; all passkeys can be removed at once', async ({
  page,
}) => {
  await disablePasskeyAutofill(page);
  const authenticator = await addVirtualAuthenticator(page);
  await signUpFresh(page, 'passkey-proof');
  await page.goto(appUrl('/account/settings'));
  const section = passkeysSection(page);
  await section.getByRole('button', { name: ja.settings.passkeys.register }).click();
  await proveInSettings(page, 'Wrong-passw0rd');
  await expect(section.getByText(ja.settings.passkeys.proofWrongPassword)).toBeVisible();
  await expectAccessible(page);
  expect(await authenticator.credentials()).toHaveLength(0);

  await proveInSettings(page);
  await expect(section.getByText(ja.settings.passkeys.registered)).toBeVisible();
  await expect(section.getByRole('listitem')).toHaveCount(1);

  await section.getByRole('button', { name: ja.settings.passkeys.removeAll }).click();
  await page
    .getByRole('alertdialog', { name: ja.settings.passkeys.removeAllConfirm })
    .getByRole('button', { name: ja.settings.passkeys.removeAllConfirmButton })
    .click();
  await expect(section.getByText(ja.settings.passkeys.removedAll)).toBeVisible();
  await expect(section.getByText(ja.settings.passkeys.none)).toBeVisible();
});
