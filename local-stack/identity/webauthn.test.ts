import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID } from '../../src/config/local-identity';
import { EMULATOR_KEY_HEADER } from './emulator';
import { createProxyContext, createProxyServer } from './proxy';
import { SoftAuthenticator, type CeremonyOverrides, type RequestOptionsJson } from './soft-authenticator';
import { claimsOf, startTestIdentity, type RpcAnswer, type TestIdentity } from './testing';
import { CredentialStore, originAllowed } from './webauthn';

/** The proxy's passkey operations, driven as Amplify drives them, with a software authenticator making real responses. */

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startTestIdentity();
}, 180_000);
afterAll(() => identity.stop());

const errorOf = (answer: RpcAnswer<object>) => ({
  status: answer.status,
  type: answer.body.__type,
  errorType: answer.errorType,
});

const register = async (accessToken: string, authenticator: SoftAuthenticator, overrides: CeremonyOverrides = {}) => {
  const started = await identity.call<{ CredentialCreationOptions: Parameters<SoftAuthenticator['register']>[0] }>(
    'StartWebAuthnRegistration',
    { AccessToken: accessToken },
  );
  expect(started.status).toBe(200);
  return identity.call('CompleteWebAuthnRegistration', {
    AccessToken: accessToken,
    Credential: authenticator.register(started.body.CredentialCreationOptions, overrides),
  });
};

interface Challenge {
  ChallengeName?: string;
  Session?: string;
  AvailableChallenges?: string[];
  ChallengeParameters?: { CREDENTIAL_REQUEST_OPTIONS?: string };
  AuthenticationResult?: { AccessToken: string; IdToken: string; RefreshToken: string };
}

const startPasskeySignIn = (email: string) =>
  identity.call<Challenge>('InitiateAuth', {
    AuthFlow: 'USER_AUTH',
    ClientId: LOCAL_CLIENT_ID,
    AuthParameters: { USERNAME: email, PREFERRED_CHALLENGE: 'WEB_AUTHN' },
  });

const requestOptions = (answer: RpcAnswer<Challenge>): RequestOptionsJson =>
  JSON.parse(answer.body.ChallengeParameters?.CREDENTIAL_REQUEST_OPTIONS ?? '{}') as RequestOptionsJson;

const answerPasskey = (email: string, session: string | undefined, credential: unknown) =>
  identity.call<Challenge>('RespondToAuthChallenge', {
    ChallengeName: 'WEB_AUTHN',
    ClientId: LOCAL_CLIENT_ID,
    Session: session,
    ChallengeResponses: { USERNAME: email, CREDENTIAL: JSON.stringify(credential) },
  });

/** A fresh member with one registered passkey. */
const memberWithPasskey = async (prefix: string) => {
  const email = await identity.newMember(prefix);
  const tokens = await identity.signIn(email);
  const authenticator = new SoftAuthenticator();
  expect((await register(tokens.AccessToken, authenticator)).body).toEqual({});
  return { email, tokens, authenticator };
};

describe('registration (StartWebAuthnRegistration, CompleteWebAuthnRegistration)', () => {
  it('offers options for the pool’s relying party with user verification, and stores the verified credential', async () => {
    const email = await identity.newMember('passkey-register');
    const tokens = await identity.signIn(email);
    const started = await identity.call<{
      CredentialCreationOptions: Record<string, unknown> & { user: { id: string; name: string } };
    }>('StartWebAuthnRegistration', { AccessToken: tokens.AccessToken });
    const options = started.body.CredentialCreationOptions;
    expect(options).toMatchObject({
      rp: { id: 'localhost' },
      user: { name: email, displayName: email },
      pubKeyCredParams: [
        { type: 'public-key', alg: -7 },
        { type: 'public-key', alg: -257 },
      ],
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: [],
    });
    // The user handle is the internal username (the sub), never the address.
    expect(Buffer.from(options.user.id, 'base64url').toString()).toBe(claimsOf(tokens.IdToken).sub);

    const authenticator = new SoftAuthenticator();
    const completed = await identity.call('CompleteWebAuthnRegistration', {
      AccessToken: tokens.AccessToken,
      Credential: authenticator.register(options as never),
    });
    expect(completed).toMatchObject({ status: 200, body: {} });

    const listed = await identity.call<{ Credentials: Record<string, unknown>[] }>('ListWebAuthnCredentials', {
      AccessToken: tokens.AccessToken,
    });
    expect(listed.body.Credentials).toEqual([
      {
        CredentialId: authenticator.credentialId,
        FriendlyCredentialName: 'Passkey',
        RelyingPartyId: 'localhost',
        AuthenticatorAttachment: 'platform',
        AuthenticatorTransports: ['internal'],
        CreatedAt: expect.any(Number),
      },
    ]);
    // A second registration excludes the first credential.
    const again = await identity.call<{ CredentialCreationOptions: { excludeCredentials: unknown[] } }>(
      'StartWebAuthnRegistration',
      { AccessToken: tokens.AccessToken },
    );
    expect(again.body.CredentialCreationOptions.excludeCredentials).toEqual([
      { type: 'public-key', id: authenticator.credentialId, transports: ['internal'] },
    ]);
  });

  it('keeps credentials in the data folder: a restarted proxy still has them', async () => {
    const { tokens, authenticator } = await memberWithPasskey('passkey-persist');
    const sub = String(claimsOf(tokens.IdToken).sub);
    const fresh = createProxyContext({
      emulatorUrl: identity.stack.emulatorEndpoint,
      emulatorKey: identity.stack.emulatorHeaders[EMULATOR_KEY_HEADER],
      dataDir: identity.dataDir,
      log: () => undefined,
    });
    expect(fresh.passkeys.credentials.list('local_memberPortal', sub).map((entry) => entry.credentialId)).toEqual([
      authenticator.credentialId,
    ]);
    expect(new CredentialStore(identity.dataDir).list('local_memberPortal', sub)).toHaveLength(1);
  });

  it.each<[string, CeremonyOverrides, string]>([
    ['another origin', { origin: 'https://evil.example' }, 'WebAuthnOriginNotAllowedException'],
    ['another relying party', { rpId: 'evil.example' }, 'WebAuthnRelyingPartyMismatchException'],
    ['no user verification', { userVerified: false }, 'WebAuthnCredentialNotSupportedException'],
    ['another challenge', { challenge: 'c29tZXRoaW5nIGVsc2U' }, 'WebAuthnChallengeNotFoundException'],
  ])('refuses a registration with %s', async (_, overrides, type) => {
    const email = await identity.newMember('passkey-refused');
    const tokens = await identity.signIn(email);
    const answer = await register(tokens.AccessToken, new SoftAuthenticator(), overrides);
    expect(errorOf(answer)).toEqual({ status: 400, type, errorType: `${type}:` });
    expect(
      (await identity.call<{ Credentials: unknown[] }>('ListWebAuthnCredentials', { AccessToken: tokens.AccessToken }))
        .body.Credentials,
    ).toEqual([]);
  });

  it('refuses a credential whose algorithm the registration did not offer (EdDSA against ES256 and RS256)', async () => {
    const email = await identity.newMember('passkey-eddsa');
    const tokens = await identity.signIn(email);
    const answer = await register(tokens.AccessToken, new SoftAuthenticator(undefined, 'EdDSA'));
    expect(errorOf(answer)).toEqual({
      status: 400,
      type: 'WebAuthnCredentialNotSupportedException',
      errorType: 'WebAuthnCredentialNotSupportedException:',
    });
    expect(answer.body.message).toMatch(/^The WebAuthn credential is not supported: .*-8/);
    expect(
      (await identity.call<{ Credentials: unknown[] }>('ListWebAuthnCredentials', { AccessToken: tokens.AccessToken }))
        .body.Credentials,
    ).toEqual([]);
  });

  it('refuses a completion without a started registration, a second completion, a non-credential and a missing token', async () => {
    const email = await identity.newMember('passkey-no-challenge');
    const tokens = await identity.signIn(email);
    const authenticator = new SoftAuthenticator();
    const credential = authenticator.register({
      challenge: 'bm90IGlzc3VlZA',
      rp: { id: 'localhost' },
      user: { id: 'eA' },
    });
    expect(
      errorOf(
        await identity.call('CompleteWebAuthnRegistration', {
          AccessToken: tokens.AccessToken,
          Credential: credential,
        }),
      ).type,
    ).toBe('WebAuthnChallengeNotFoundException');

    const started = await identity.call<{ CredentialCreationOptions: Parameters<SoftAuthenticator['register']>[0] }>(
      'StartWebAuthnRegistration',
      { AccessToken: tokens.AccessToken },
    );
    const good = authenticator.register(started.body.CredentialCreationOptions);
    expect(
      (await identity.call('CompleteWebAuthnRegistration', { AccessToken: tokens.AccessToken, Credential: good }))
        .status,
    ).toBe(200);
    expect(
      errorOf(
        await identity.call('CompleteWebAuthnRegistration', { AccessToken: tokens.AccessToken, Credential: good }),
      ).type,
    ).toBe('WebAuthnChallengeNotFoundException');

    expect(
      errorOf(
        await identity.call('CompleteWebAuthnRegistration', { AccessToken: tokens.AccessToken, Credential: 'nope' }),
      ).type,
    ).toBe('InvalidParameterException');
    expect((await identity.call('StartWebAuthnRegistration', {})).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid Access Token',
    });
  });
});

describe('the member’s passkeys (ListWebAuthnCredentials, DeleteWebAuthnCredential)', () => {
  it('pages with MaxResults and NextToken, deletes one, and refuses an unknown id', async () => {
    const { tokens, authenticator } = await memberWithPasskey('passkey-list');
    const second = new SoftAuthenticator();
    await register(tokens.AccessToken, second);
    const first = await identity.call<{ Credentials: { CredentialId: string }[]; NextToken?: string }>(
      'ListWebAuthnCredentials',
      { AccessToken: tokens.AccessToken, MaxResults: 1 },
    );
    expect(first.body.Credentials.map((entry) => entry.CredentialId)).toEqual([authenticator.credentialId]);
    const rest = await identity.call<{ Credentials: { CredentialId: string }[]; NextToken?: string }>(
      'ListWebAuthnCredentials',
      { AccessToken: tokens.AccessToken, MaxResults: 1, NextToken: first.body.NextToken },
    );
    expect(rest.body).toEqual({ Credentials: [expect.objectContaining({ CredentialId: second.credentialId })] });
    expect(
      errorOf(await identity.call('ListWebAuthnCredentials', { AccessToken: tokens.AccessToken, MaxResults: 0 })).type,
    ).toBe('InvalidParameterException');

    expect(
      (
        await identity.call('DeleteWebAuthnCredential', {
          AccessToken: tokens.AccessToken,
          CredentialId: authenticator.credentialId,
        })
      ).body,
    ).toEqual({});
    expect(
      (
        await identity.call<{ Credentials: { CredentialId: string }[] }>('ListWebAuthnCredentials', {
          AccessToken: tokens.AccessToken,
        })
      ).body.Credentials.map((entry) => entry.CredentialId),
    ).toEqual([second.credentialId]);
    expect(
      (
        await identity.call('DeleteWebAuthnCredential', {
          AccessToken: tokens.AccessToken,
          CredentialId: authenticator.credentialId,
        })
      ).body,
    ).toEqual({ __type: 'ResourceNotFoundException', message: 'Credential not found.' });
    expect(errorOf(await identity.call('DeleteWebAuthnCredential', { AccessToken: tokens.AccessToken })).type).toBe(
      'InvalidParameterException',
    );
  });

  it('never lists or deletes another member’s passkey', async () => {
    const owner = await memberWithPasskey('passkey-owner');
    const other = await identity.signIn(await identity.newMember('passkey-other'));
    expect(
      (await identity.call<{ Credentials: unknown[] }>('ListWebAuthnCredentials', { AccessToken: other.AccessToken }))
        .body.Credentials,
    ).toEqual([]);
    expect(
      errorOf(
        await identity.call('DeleteWebAuthnCredential', {
          AccessToken: other.AccessToken,
          CredentialId: owner.authenticator.credentialId,
        }),
      ).type,
    ).toBe('ResourceNotFoundException');
  });
});

describe('a deleted member’s passkeys', () => {
  const storedFor = (sub: string) => new CredentialStore(identity.dataDir).list('local_memberPortal', sub);

  it('are removed from the credential file when the member deletes themselves (DeleteUser)', async () => {
    const { tokens, authenticator } = await memberWithPasskey('passkey-self-delete');
    const sub = String(claimsOf(tokens.IdToken).sub);
    expect(storedFor(sub).map((entry) => entry.credentialId)).toEqual([authenticator.credentialId]);
    expect(await identity.call('DeleteUser', { AccessToken: tokens.AccessToken })).toMatchObject({
      status: 200,
      body: {},
    });
    expect(storedFor(sub)).toEqual([]);
  });

  it('are removed when an administrator deletes the member (AdminDeleteUser, the address in another case)', async () => {
    const { email, tokens } = await memberWithPasskey('passkey-admin-delete');
    const other = await memberWithPasskey('passkey-kept');
    const sub = String(claimsOf(tokens.IdToken).sub);
    expect(
      await identity.call('AdminDeleteUser', { UserPoolId: LOCAL_USER_POOL_ID, Username: email.toUpperCase() }),
    ).toMatchObject({ status: 200, body: {} });
    expect(storedFor(sub)).toEqual([]);
    expect(storedFor(String(claimsOf(other.tokens.IdToken).sub))).toHaveLength(1);
  });

  it('a failed delete keeps them: an unknown member, a missing token', async () => {
    const { tokens } = await memberWithPasskey('passkey-not-deleted');
    const sub = String(claimsOf(tokens.IdToken).sub);
    expect(
      errorOf(
        await identity.call('AdminDeleteUser', { UserPoolId: LOCAL_USER_POOL_ID, Username: 'nobody@example.com' }),
      ).type,
    ).toBe('UserNotFoundException');
    expect((await identity.call('DeleteUser', {})).status).toBe(400);
    expect(storedFor(sub)).toHaveLength(1);
  });
});

describe('passkey sign-in (InitiateAuth USER_AUTH, RespondToAuthChallenge WEB_AUTHN)', () => {
  it('signs in with a verified assertion: tokens from the same issuer as SRP’s, the counter kept', async () => {
    const { email, tokens, authenticator } = await memberWithPasskey('passkey-signin');
    const started = await startPasskeySignIn(email);
    expect(started.body).toMatchObject({ ChallengeName: 'WEB_AUTHN', Session: expect.any(String) });
    const options = requestOptions(started);
    expect(options).toMatchObject({
      rpId: 'localhost',
      userVerification: 'required',
      allowCredentials: [{ type: 'public-key', id: authenticator.credentialId }],
    });

    const answer = await answerPasskey(email, started.body.Session, authenticator.assert(options));
    expect(answer.status).toBe(200);
    const result = answer.body.AuthenticationResult;
    expect(claimsOf(result?.IdToken)).toMatchObject({
      iss: claimsOf(tokens.IdToken).iss,
      sub: claimsOf(tokens.IdToken).sub,
      email,
      origin_jti: expect.any(String),
    });
    // The tokens work like any others.
    expect((await identity.call('GetUser', { AccessToken: result?.AccessToken })).status).toBe(200);
    const sub = String(claimsOf(tokens.IdToken).sub);
    expect(new CredentialStore(identity.dataDir).list('local_memberPortal', sub)[0]?.counter).toBe(1);
  });

  it('answers SELECT_CHALLENGE with AvailableChallenges when nothing is preferred, and goes on with the choice', async () => {
    const { email, authenticator } = await memberWithPasskey('passkey-select');
    const started = await identity.call<Challenge>('InitiateAuth', {
      AuthFlow: 'USER_AUTH',
      ClientId: LOCAL_CLIENT_ID,
      AuthParameters: { USERNAME: email },
    });
    expect(started.body).toMatchObject({
      ChallengeName: 'SELECT_CHALLENGE',
      Session: expect.any(String),
      AvailableChallenges: ['PASSWORD', 'PASSWORD_SRP', 'WEB_AUTHN'],
    });
    const chosen = await identity.call<Challenge>('RespondToAuthChallenge', {
      ChallengeName: 'SELECT_CHALLENGE',
      ClientId: LOCAL_CLIENT_ID,
      Session: started.body.Session,
      ChallengeResponses: { USERNAME: email, ANSWER: 'WEB_AUTHN' },
    });
    expect(chosen.body.ChallengeName).toBe('WEB_AUTHN');
    expect(
      (await answerPasskey(email, chosen.body.Session, authenticator.assert(requestOptions(chosen)))).body
        .AuthenticationResult,
    ).toBeDefined();
  });

  it('offers no passkey to a member without one: SELECT_CHALLENGE without WEB_AUTHN', async () => {
    const email = await identity.newMember('passkey-none');
    const started = await startPasskeySignIn(email);
    expect(started.body).toMatchObject({
      ChallengeName: 'SELECT_CHALLENGE',
      AvailableChallenges: ['PASSWORD', 'PASSWORD_SRP'],
    });
    const chosen = await identity.call('RespondToAuthChallenge', {
      ChallengeName: 'SELECT_CHALLENGE',
      ClientId: LOCAL_CLIENT_ID,
      Session: started.body.Session,
      ChallengeResponses: { USERNAME: email, ANSWER: 'WEB_AUTHN' },
    });
    expect(errorOf(chosen).type).toBe('InvalidParameterException');
  });

  it('refuses a deleted passkey', async () => {
    const { email, tokens, authenticator } = await memberWithPasskey('passkey-deleted');
    const started = await startPasskeySignIn(email);
    await identity.call('DeleteWebAuthnCredential', {
      AccessToken: tokens.AccessToken,
      CredentialId: authenticator.credentialId,
    });
    expect(
      errorOf(await answerPasskey(email, started.body.Session, authenticator.assert(requestOptions(started)))),
    ).toMatchObject({ type: 'NotAuthorizedException' });
    expect((await startPasskeySignIn(email)).body.ChallengeName).toBe('SELECT_CHALLENGE');
  });

  it.each<[string, CeremonyOverrides, string]>([
    ['another origin', { origin: 'https://evil.example' }, 'WebAuthnOriginNotAllowedException'],
    ['another relying party', { rpId: 'evil.example' }, 'WebAuthnRelyingPartyMismatchException'],
    ['no user verification (a cancelled or skipped check)', { userVerified: false }, 'NotAuthorizedException'],
    ['a bad signature', { badSignature: true }, 'NotAuthorizedException'],
    ['another challenge', { challenge: 'c29tZXRoaW5nIGVsc2U' }, 'NotAuthorizedException'],
  ])('refuses an assertion with %s', async (_, overrides, type) => {
    const { email, authenticator } = await memberWithPasskey('passkey-assert');
    const started = await startPasskeySignIn(email);
    const answer = await answerPasskey(
      email,
      started.body.Session,
      authenticator.assert(requestOptions(started), overrides),
    );
    expect(errorOf(answer)).toEqual({ status: 400, type, errorType: `${type}:` });
    expect(answer.body.AuthenticationResult).toBeUndefined();
  });

  it('refuses a replayed assertion: the same session twice, the same assertion for a new challenge, a counter that goes back', async () => {
    const { email, authenticator } = await memberWithPasskey('passkey-replay');
    const started = await startPasskeySignIn(email);
    const assertion = authenticator.assert(requestOptions(started));
    expect((await answerPasskey(email, started.body.Session, assertion)).status).toBe(200);
    expect((await answerPasskey(email, started.body.Session, assertion)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });

    const next = await startPasskeySignIn(email);
    expect(errorOf(await answerPasskey(email, next.body.Session, assertion)).type).toBe('NotAuthorizedException');

    const third = await startPasskeySignIn(email);
    expect(
      errorOf(
        await answerPasskey(email, third.body.Session, authenticator.assert(requestOptions(third), { counter: 1 })),
      ).type,
    ).toBe('NotAuthorizedException');
  });

  it('refuses another member’s passkey and a session of another member', async () => {
    const owner = await memberWithPasskey('passkey-mine');
    const other = await memberWithPasskey('passkey-theirs');
    const started = await startPasskeySignIn(other.email);
    // The owner's credential is not in the other member's list.
    expect(
      errorOf(
        await answerPasskey(other.email, started.body.Session, owner.authenticator.assert(requestOptions(started))),
      ).type,
    ).toBe('NotAuthorizedException');
    const again = await startPasskeySignIn(other.email);
    expect(
      errorOf(await answerPasskey(owner.email, again.body.Session, other.authenticator.assert(requestOptions(again))))
        .type,
    ).toBe('NotAuthorizedException');
  });

  it('refuses USER_AUTH without a username, and for an unknown member', async () => {
    expect(
      errorOf(
        await identity.call('InitiateAuth', { AuthFlow: 'USER_AUTH', ClientId: LOCAL_CLIENT_ID, AuthParameters: {} }),
      ).type,
    ).toBe('InvalidParameterException');
    expect(
      (
        await identity.call('InitiateAuth', {
          AuthFlow: 'USER_AUTH',
          ClientId: LOCAL_CLIENT_ID,
          AuthParameters: { USERNAME: 'nobody@example.com' },
        })
      ).body,
    ).toEqual({
      __type: 'UserNotFoundException',
      message: 'User does not exist.',
    });
  });
});

describe('passkeys and SMS two-step (docs/architecture.md)', () => {
  const smsOn = async (prefix: string) => {
    const member = await memberWithPasskey(prefix);
    await identity.call('AdminUpdateUserAttributes', {
      UserPoolId: 'local_memberPortal',
      Username: member.email,
      UserAttributes: [
        { Name: 'phone_number', Value: '+819012345678' },
        { Name: 'phone_number_verified', Value: 'true' },
      ],
    });
    const set = await identity.call('AdminSetUserMFAPreference', {
      UserPoolId: 'local_memberPortal',
      Username: member.email,
      SMSMfaSettings: { Enabled: true, PreferredMfa: true },
    });
    expect(set.status).toBe(200);
    // A password sign-in now asks for the SMS code.
    expect((await identity.srpSignIn<Challenge>(member.email)).body.ChallengeName).toBe('SMS_MFA');
    return member;
  };

  it('MULTI_FACTOR_WITH_USER_VERIFICATION (the template): a verified passkey signs in without the SMS code', async () => {
    const { email, authenticator } = await smsOn('passkey-sms');
    const started = await startPasskeySignIn(email);
    expect(started.body.ChallengeName).toBe('WEB_AUTHN');
    const answer = await answerPasskey(email, started.body.Session, authenticator.assert(requestOptions(started)));
    expect(answer.body.ChallengeName).toBeUndefined();
    expect(answer.body.AuthenticationResult?.AccessToken).toEqual(expect.any(String));
  });

  it('SINGLE_FACTOR: a member with SMS two-step on is not offered the passkey', async () => {
    const { email } = await smsOn('passkey-sms-single');
    const context = createProxyContext({
      emulatorUrl: identity.stack.emulatorEndpoint,
      emulatorKey: identity.stack.emulatorHeaders[EMULATOR_KEY_HEADER],
      dataDir: identity.dataDir,
      log: () => undefined,
    });
    context.passkeys.settings.factorConfiguration = 'SINGLE_FACTOR';
    const server = createProxyServer(context);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        },
        body: JSON.stringify({
          AuthFlow: 'USER_AUTH',
          ClientId: LOCAL_CLIENT_ID,
          AuthParameters: { USERNAME: email, PREFERRED_CHALLENGE: 'WEB_AUTHN' },
        }),
      });
      expect(await answer.json()).toMatchObject({
        ChallengeName: 'SELECT_CHALLENGE',
        AvailableChallenges: ['PASSWORD', 'PASSWORD_SRP'],
      });
    } finally {
      await new Promise<void>((resolve) => (server as http.Server).close(() => resolve()));
    }
  });
});

describe('originAllowed', () => {
  it('takes the relying party’s pages only', () => {
    expect(originAllowed('http://localhost:8080', 'localhost')).toBe(true);
    expect(originAllowed('https://member.example.jp', 'member.example.jp')).toBe(true);
    expect(originAllowed('https://app.member.example.jp', 'member.example.jp')).toBe(true);
    expect(originAllowed('http://member.example.jp', 'member.example.jp')).toBe(false);
    expect(originAllowed('https://evilmember.example.jp', 'member.example.jp')).toBe(false);
    expect(originAllowed('http://127.0.0.1:8080', 'localhost')).toBe(false);
    expect(originAllowed('http://localhost:8080/path', 'localhost')).toBe(false);
    expect(originAllowed(undefined, 'localhost')).toBe(false);
  });
});
