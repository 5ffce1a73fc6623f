import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { verifyAuthenticationResponse } from '@simplewebauthn/server';
import { LOCAL_CLIENT_ID } from '../../src/config/local-identity';
import { SoftAuthenticator, type RequestOptionsJson } from './soft-authenticator';
import { startTestIdentity, type TestIdentity } from './testing';
import { CredentialStore, type StoredCredential } from './webauthn';

/**
 * Two passkey assertions answered at the same moment. Verifying one awaits, so without care both read the stored
 * signature counter before either writes the new one. The wrapper below holds every verified assertion until the
 * test's expected number of them have been verified, which makes that interleaving certain instead of a matter of
 * timing.
 */

let mockHold: { expected: number; arrived: number; release: () => void; all: Promise<void> } | undefined;

jest.mock('@simplewebauthn/server', () => {
  const actual = jest.requireActual<typeof import('@simplewebauthn/server')>('@simplewebauthn/server');
  return {
    ...actual,
    verifyAuthenticationResponse: async (...args: Parameters<typeof verifyAuthenticationResponse>) => {
      const result = await actual.verifyAuthenticationResponse(...args);
      const hold = mockHold;
      if (hold) {
        hold.arrived += 1;
        if (hold.arrived === hold.expected) hold.release();
        await hold.all;
      }
      return result;
    },
  };
});

const holdUntil = (expected: number) => {
  let release = () => undefined as void;
  const all = new Promise<void>((resolve) => {
    release = resolve;
  });
  mockHold = { expected, arrived: 0, release, all };
};

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startTestIdentity();
}, 180_000);
afterAll(() => identity.stop());
afterEach(() => {
  mockHold = undefined;
});

interface Challenge {
  Session?: string;
  ChallengeParameters?: { CREDENTIAL_REQUEST_OPTIONS?: string };
  AuthenticationResult?: unknown;
}

const startPasskeySignIn = async (email: string) => {
  const answer = await identity.call<Challenge>('InitiateAuth', {
    AuthFlow: 'USER_AUTH',
    ClientId: LOCAL_CLIENT_ID,
    AuthParameters: { USERNAME: email, PREFERRED_CHALLENGE: 'WEB_AUTHN' },
  });
  return {
    session: answer.body.Session,
    options: JSON.parse(answer.body.ChallengeParameters?.CREDENTIAL_REQUEST_OPTIONS ?? '{}') as RequestOptionsJson,
  };
};

const answerPasskey = (email: string, session: string | undefined, credential: unknown) =>
  identity.call<Challenge>('RespondToAuthChallenge', {
    ChallengeName: 'WEB_AUTHN',
    ClientId: LOCAL_CLIENT_ID,
    Session: session,
    ChallengeResponses: { USERNAME: email, CREDENTIAL: JSON.stringify(credential) },
  });

const memberWithPasskey = async (prefix: string) => {
  const email = await identity.newMember(prefix);
  const { AccessToken } = await identity.signIn(email);
  const authenticator = new SoftAuthenticator();
  const started = await identity.call<{ CredentialCreationOptions: Parameters<SoftAuthenticator['register']>[0] }>(
    'StartWebAuthnRegistration',
    { AccessToken },
  );
  const completed = await identity.call('CompleteWebAuthnRegistration', {
    AccessToken,
    Credential: authenticator.register(started.body.CredentialCreationOptions),
  });
  expect(completed.status).toBe(200);
  return { email, authenticator };
};

it('of two simultaneous assertions with the same signature counter (a cloned authenticator), only one signs in', async () => {
  const { email, authenticator } = await memberWithPasskey('passkey-clone');
  const first = await startPasskeySignIn(email);
  const second = await startPasskeySignIn(email);
  // The original and its clone each answer a challenge of their own, reporting the same counter.
  const original = authenticator.assert(first.options, { counter: 5 });
  const clone = authenticator.assert(second.options, { counter: 5 });

  holdUntil(2);
  const answers = await Promise.all([
    answerPasskey(email, first.session, original),
    answerPasskey(email, second.session, clone),
  ]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  expect(answers.find((answer) => answer.status === 400)?.body).toEqual({
    __type: 'NotAuthorizedException',
    message: 'WebAuthn authentication failed.',
  });

  // The counter kept is the one that signed in: a later assertion must count past it.
  mockHold = undefined;
  const third = await startPasskeySignIn(email);
  expect((await answerPasskey(email, third.session, authenticator.assert(third.options, { counter: 5 }))).status).toBe(
    400,
  );
  const fourth = await startPasskeySignIn(email);
  expect(
    (await answerPasskey(email, fourth.session, authenticator.assert(fourth.options, { counter: 6 }))).status,
  ).toBe(200);
});

describe('CredentialStore.advanceCounter', () => {
  const credential = (counter: number): StoredCredential => ({
    credentialId: 'cred',
    publicKey: 'key',
    counter,
    transports: [],
    friendlyName: 'Passkey',
    relyingPartyId: 'localhost',
    createdAt: 0,
  });
  const storeWith = (counter: number) => {
    const store = new CredentialStore(fs.mkdtempSync(path.join(os.tmpdir(), 'credential-store-')));
    store.add('pool', 'member', credential(counter));
    return store;
  };

  it('moves the counter forward only, once per value', () => {
    const store = storeWith(5);
    expect(store.advanceCounter('pool', 'member', 'cred', 6)).toBe(true);
    expect(store.advanceCounter('pool', 'member', 'cred', 6)).toBe(false);
    expect(store.advanceCounter('pool', 'member', 'cred', 4)).toBe(false);
    expect(store.list('pool', 'member')[0]?.counter).toBe(6);
  });

  it('lets an authenticator without a counter (always 0) sign in again, and refuses a 0 once it counted', () => {
    const store = storeWith(0);
    expect(store.advanceCounter('pool', 'member', 'cred', 0)).toBe(true);
    expect(store.advanceCounter('pool', 'member', 'cred', 0)).toBe(true);
    expect(store.advanceCounter('pool', 'member', 'cred', 3)).toBe(true);
    expect(store.advanceCounter('pool', 'member', 'cred', 0)).toBe(false);
  });

  it('refuses a credential that is gone', () => {
    expect(storeWith(0).advanceCounter('pool', 'member', 'other', 1)).toBe(false);
  });
});
