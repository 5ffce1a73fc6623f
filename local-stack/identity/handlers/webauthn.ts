import {
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import { issueSignIn, requireCaller, type Handler, type ProxyContext } from '../context';
import { attribute, type UserRecord } from '../directory';
import type { Json } from '../emulator';
import { storedPassword } from '../emulator-store';
import { CognitoError, incorrectCredentials, invalidParameter } from '../errors';
import type { AuthenticationResult } from '../tokens';
import { MAX_CREDENTIALS_PER_USER, originAllowed, type StoredCredential } from '../webauthn';
import { continueSignIn, startSrp } from './sign-in';

/**
 * Cognito's passkey operations (Essentials tier), which cognito-local does not have: StartWebAuthnRegistration,
 * CompleteWebAuthnRegistration, ListWebAuthnCredentials, DeleteWebAuthnCredential, and choice-based sign-in
 * (InitiateAuth USER_AUTH with SELECT_CHALLENGE / WEB_AUTHN, RespondToAuthChallenge). Every ceremony is verified with
 * @simplewebauthn/server: the challenge this proxy issued (one answer each), the page's origin against the relying
 * party, the RP ID hash, the signature against the registered public key, the signature counter and user
 * verification. A verified sign-in gets its tokens from cognito-local (the same issuer as SRP's) through the proxy's
 * token corrections.
 */

const sessionExpired = () =>
  new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
const notEnabled = () => new CognitoError('WebAuthnNotEnabledException', 'WebAuthn is not enabled for this user pool.');
const challengeNotFound = () =>
  new CognitoError(
    'WebAuthnChallengeNotFoundException',
    'The WebAuthn registration challenge was not found or has expired.',
  );
const originNotAllowed = () =>
  new CognitoError(
    'WebAuthnOriginNotAllowedException',
    'The origin of the WebAuthn credential does not match the relying party.',
  );
const relyingPartyMismatch = () =>
  new CognitoError(
    'WebAuthnRelyingPartyMismatchException',
    'The WebAuthn credential was made for another relying party.',
  );
/** A sign-in assertion that does not verify (challenge, signature, counter, user verification, unknown credential). */
const assertionRefused = () => new CognitoError('NotAuthorizedException', 'WebAuthn authentication failed.');

const webAuthnEnabled = (context: ProxyContext) => context.passkeys.settings.firstFactors.includes('WEB_AUTHN');

/** The WebAuthn user handle: the internal username (the sub in this e-mail pool), base64url, never the address. */
export const userHandleOf = (username: string) => Buffer.from(username, 'utf8').toString('base64url');

const descriptor = (credential: StoredCredential) => ({
  type: 'public-key',
  id: credential.credentialId,
  ...(credential.transports.length ? { transports: credential.transports } : {}),
});

/** The page the ceremony ran on, from the client data the authenticator signed over; refused unless it is the RP's. */
const ceremonyOrigin = (context: ProxyContext, clientDataJSON: unknown): string => {
  let origin: unknown;
  try {
    origin = decodeClientDataJSON(String(clientDataJSON)).origin;
  } catch {
    throw invalidParameter('Credential.response.clientDataJSON is not valid client data.');
  }
  if (!originAllowed(origin, context.passkeys.settings.relyingPartyId)) throw originNotAllowed();
  return origin;
};

const parseCredential = <T>(value: unknown, name: string): T & { response: Record<string, unknown> } => {
  const parsed =
    typeof value === 'string'
      ? (() => {
          try {
            return JSON.parse(value) as unknown;
          } catch {
            return undefined;
          }
        })()
      : value;
  const credential = parsed as { id?: unknown; response?: unknown } | undefined;
  if (
    !credential ||
    typeof credential !== 'object' ||
    typeof credential.id !== 'string' ||
    !credential.response ||
    typeof credential.response !== 'object'
  ) {
    throw invalidParameter(`${name} is not a WebAuthn credential.`);
  }
  return credential as T & { response: Record<string, unknown> };
};

// ---- Registration and the member's list ----

export const startWebAuthnRegistration: Handler = async (context, _body, caller) => {
  const { poolId, user, claims } = requireCaller(caller);
  if (!webAuthnEnabled(context)) throw notEnabled();
  const { relyingPartyId, userVerification } = context.passkeys.settings;
  const existing = context.passkeys.credentials.list(poolId, user.username);
  if (existing.length >= MAX_CREDENTIALS_PER_USER)
    throw new CognitoError(
      'LimitExceededException',
      `A user can register at most ${MAX_CREDENTIALS_PER_USER} passkeys.`,
    );
  const challenge = context.passkeys.ceremonies.startRegistration(poolId, user.username, String(claims.client_id));
  const email = attribute(user, 'email') ?? user.username;
  return {
    CredentialCreationOptions: {
      challenge,
      rp: { id: relyingPartyId, name: relyingPartyId },
      user: { id: userHandleOf(user.username), name: email, displayName: email },
      pubKeyCredParams: [
        { type: 'public-key', alg: -7 },
        { type: 'public-key', alg: -257 },
      ],
      timeout: context.passkeys.settings.ceremonySeconds * 1000,
      excludeCredentials: existing.map(descriptor),
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification },
    },
  };
};

/** Cognito names a passkey after its authenticator; an authenticator that reports no model (AAGUID zero) is a "Passkey". */
const friendlyName = (aaguid: string, attachment: string | undefined) => {
  if (aaguid && aaguid !== '00000000-0000-0000-0000-000000000000') return `Passkey ${aaguid.slice(0, 8)}`;
  return attachment === 'cross-platform' ? 'Security key' : 'Passkey';
};

export const completeWebAuthnRegistration: Handler = async (context, body, caller) => {
  const { poolId, user, claims } = requireCaller(caller);
  if (!webAuthnEnabled(context)) throw notEnabled();
  const credential = parseCredential<RegistrationResponseJSON>(body.Credential, 'Credential');
  const pending = context.passkeys.ceremonies.takeRegistration(poolId, user.username);
  if (!pending) throw challengeNotFound();
  if (pending.clientId !== claims.client_id)
    throw new CognitoError(
      'WebAuthnClientMismatchException',
      'The access token is for another app client than the registration was started with.',
    );
  const origin = ceremonyOrigin(context, credential.response.clientDataJSON);
  const { relyingPartyId, userVerification } = context.passkeys.settings;
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: credential,
      expectedChallenge: pending.challenge,
      expectedOrigin: origin,
      expectedRPID: relyingPartyId,
      requireUserVerification: userVerification === 'required',
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/RP ID/i.test(message)) throw relyingPartyMismatch();
    if (/challenge/i.test(message)) throw challengeNotFound();
    throw new CognitoError(
      'WebAuthnCredentialNotSupportedException',
      `The WebAuthn credential is not supported: ${message}`,
    );
  }
  if (!verified.verified)
    throw new CognitoError('WebAuthnCredentialNotSupportedException', 'The WebAuthn credential could not be verified.');
  const info = verified.registrationInfo;
  if (context.passkeys.credentials.find(poolId, info.credential.id))
    throw invalidParameter('This WebAuthn credential is already registered.');
  const attachment =
    typeof credential.authenticatorAttachment === 'string' ? credential.authenticatorAttachment : undefined;
  context.passkeys.credentials.add(poolId, user.username, {
    credentialId: info.credential.id,
    publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
    counter: info.credential.counter,
    transports:
      info.credential.transports ??
      (Array.isArray(credential.response.transports) ? (credential.response.transports as string[]) : []),
    ...(attachment ? { attachment } : {}),
    friendlyName: friendlyName(info.aaguid, attachment),
    relyingPartyId,
    createdAt: context.nowSeconds(),
  });
  return {};
};

export const listWebAuthnCredentials: Handler = async (context, body, caller) => {
  const { poolId, user } = requireCaller(caller);
  const max =
    body.MaxResults === undefined || body.MaxResults === null ? MAX_CREDENTIALS_PER_USER : Number(body.MaxResults);
  if (!Number.isInteger(max) || max < 1 || max > MAX_CREDENTIALS_PER_USER)
    throw invalidParameter(`MaxResults must be between 1 and ${MAX_CREDENTIALS_PER_USER}.`);
  const start =
    body.NextToken === undefined || body.NextToken === null
      ? 0
      : Number.parseInt(Buffer.from(String(body.NextToken), 'base64url').toString(), 10);
  if (!Number.isInteger(start) || start < 0) throw invalidParameter('Invalid NextToken.');
  const all = context.passkeys.credentials.list(poolId, user.username);
  const page = all.slice(start, start + max);
  return {
    Credentials: page.map((credential) => ({
      CredentialId: credential.credentialId,
      FriendlyCredentialName: credential.friendlyName,
      RelyingPartyId: credential.relyingPartyId,
      ...(credential.attachment ? { AuthenticatorAttachment: credential.attachment } : {}),
      AuthenticatorTransports: credential.transports,
      CreatedAt: credential.createdAt,
    })),
    ...(start + max < all.length ? { NextToken: Buffer.from(String(start + max)).toString('base64url') } : {}),
  };
};

export const deleteWebAuthnCredential: Handler = async (context, body, caller) => {
  const { poolId, user } = requireCaller(caller);
  if (typeof body.CredentialId !== 'string' || !body.CredentialId)
    throw invalidParameter('Missing required parameter CredentialId');
  if (!context.passkeys.credentials.remove(poolId, user.username, body.CredentialId))
    throw new CognitoError('ResourceNotFoundException', 'Credential not found.');
  return {};
};

// ---- Choice-based sign-in (USER_AUTH) ----

type Params = Record<string, string | undefined>;

/** The member's SMS two-step is on: a passkey may stand in for it only where the pool says so (docs/architecture.md). */
const smsTwoStepOn = (context: ProxyContext, poolId: string, user: UserRecord) =>
  context.mfaPreferences.get(poolId, user.username).enabled && attribute(user, 'phone_number') !== undefined;

const passkeyAvailable = (context: ProxyContext, poolId: string, user: UserRecord) => {
  if (!webAuthnEnabled(context) || context.passkeys.credentials.list(poolId, user.username).length === 0) return false;
  return (
    !smsTwoStepOn(context, poolId, user) ||
    context.passkeys.settings.factorConfiguration === 'MULTI_FACTOR_WITH_USER_VERIFICATION'
  );
};

/** What this member may choose as the first factor, in Cognito's names. */
const availableChallenges = (context: ProxyContext, poolId: string, user: UserRecord): string[] => [
  ...(context.passkeys.settings.firstFactors.includes('PASSWORD') ? ['PASSWORD', 'PASSWORD_SRP'] : []),
  ...(passkeyAvailable(context, poolId, user) ? ['WEB_AUTHN'] : []),
];

const webAuthnChallenge = (context: ProxyContext, poolId: string, clientId: string, user: UserRecord): Json => {
  const { session, challenge } = context.passkeys.ceremonies.startSignIn({ poolId, clientId, username: user.username });
  const { relyingPartyId, userVerification, ceremonySeconds } = context.passkeys.settings;
  const options = {
    challenge,
    timeout: ceremonySeconds * 1000,
    rpId: relyingPartyId,
    allowCredentials: context.passkeys.credentials.list(poolId, user.username).map(descriptor),
    userVerification,
  };
  return {
    ChallengeName: 'WEB_AUTHN',
    Session: session,
    ChallengeParameters: { CREDENTIAL_REQUEST_OPTIONS: JSON.stringify(options) },
  };
};

const selectChallenge = (context: ProxyContext, poolId: string, clientId: string, user: UserRecord): Json => ({
  ChallengeName: 'SELECT_CHALLENGE',
  Session: context.passkeys.ceremonies.startChoice({ poolId, clientId, username: user.username }),
  ChallengeParameters: {},
  AvailableChallenges: availableChallenges(context, poolId, user),
});

/** The first factor the member chose (or preferred), when it is available to them; undefined: let them choose. */
const startFactor = async (
  context: ProxyContext,
  poolId: string,
  clientId: string,
  user: UserRecord,
  factor: string | undefined,
  parameters: Params,
): Promise<Json | undefined> => {
  if (!factor || !availableChallenges(context, poolId, user).includes(factor)) return undefined;
  if (factor === 'WEB_AUTHN') return webAuthnChallenge(context, poolId, clientId, user);
  if (factor === 'PASSWORD_SRP') {
    if (!parameters.SRP_A) return undefined;
    return startSrp(context, { ClientId: clientId }, { ...parameters, USERNAME: user.username });
  }
  if (!parameters.PASSWORD) return undefined;
  // cognito-local checks the password; then the SMS two-step as in every password sign-in.
  return continueSignIn(context, poolId, user, {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: clientId,
    AuthParameters: { USERNAME: user.username, PASSWORD: parameters.PASSWORD },
  });
};

/** InitiateAuth with AuthFlow USER_AUTH: the preferred first factor when the member has it, else SELECT_CHALLENGE. */
export const initiateUserAuth: Handler = async (context, body) => {
  const parameters = (body.AuthParameters ?? {}) as Params;
  if (!(await context.directory.authFlows(body.ClientId)).includes('ALLOW_USER_AUTH'))
    throw invalidParameter('USER_AUTH flow not enabled for this client');
  if (!parameters.USERNAME) throw invalidParameter('Missing required parameter USERNAME');
  const poolId = await context.directory.poolForClient(body.ClientId);
  const user = await context.directory.activeUser(poolId, parameters.USERNAME);
  const clientId = String(body.ClientId);
  return (
    (await startFactor(context, poolId, clientId, user, parameters.PREFERRED_CHALLENGE, parameters)) ??
    selectChallenge(context, poolId, clientId, user)
  );
};

/** RespondToAuthChallenge SELECT_CHALLENGE: ANSWER names one of the AvailableChallenges. */
const answerSelection = async (context: ProxyContext, body: Json, responses: Params): Promise<Json> => {
  const choice = context.passkeys.ceremonies.takeChoice(body.Session);
  if (!choice || choice.clientId !== body.ClientId) throw sessionExpired();
  const user = await context.directory.activeUser(choice.poolId, choice.username);
  const started = await startFactor(context, choice.poolId, choice.clientId, user, responses.ANSWER, responses);
  if (!started)
    throw invalidParameter(
      `ANSWER must be one of the available challenges (${availableChallenges(context, choice.poolId, user).join(', ')}) with its parameters.`,
    );
  return started;
};

/** RespondToAuthChallenge WEB_AUTHN: CREDENTIAL is the browser's assertion for the challenge of this Session. */
const answerWebAuthn = async (context: ProxyContext, body: Json, responses: Params): Promise<Json> => {
  const pending = context.passkeys.ceremonies.takeSignIn(body.Session);
  if (!pending || pending.clientId !== body.ClientId) throw sessionExpired();
  const user = await context.directory.activeUser(pending.poolId, pending.username);
  const named =
    responses.USERNAME === user.username ? user : await context.directory.findUser(pending.poolId, responses.USERNAME);
  if (named?.username !== user.username) throw incorrectCredentials();
  const assertion = parseCredential<AuthenticationResponseJSON>(responses.CREDENTIAL, 'CREDENTIAL');
  const origin = ceremonyOrigin(context, assertion.response.clientDataJSON);
  const stored = context.passkeys.credentials
    .list(pending.poolId, user.username)
    .find((entry) => entry.credentialId === assertion.id);
  if (!stored) throw assertionRefused();
  // A discoverable credential reports whose it is: it must be this member's.
  if (
    typeof assertion.response.userHandle === 'string' &&
    assertion.response.userHandle !== userHandleOf(user.username)
  )
    throw assertionRefused();
  const { relyingPartyId, userVerification, factorConfiguration } = context.passkeys.settings;
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      response: assertion,
      expectedChallenge: pending.challenge,
      expectedOrigin: origin,
      expectedRPID: relyingPartyId,
      credential: {
        id: stored.credentialId,
        publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
        counter: stored.counter,
        transports: stored.transports,
      },
      requireUserVerification: userVerification === 'required',
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    context.log(`[identity-proxy] WebAuthn assertion refused: ${message}`);
    if (/RP ID/i.test(message)) throw relyingPartyMismatch();
    throw assertionRefused();
  }
  if (!verified.verified) throw assertionRefused();
  context.passkeys.credentials.updateCounter(
    pending.poolId,
    user.username,
    stored.credentialId,
    verified.authenticationInfo.newCounter,
  );
  // SMS two-step on: only a verified passkey under MULTI_FACTOR_WITH_USER_VERIFICATION stands in for it.
  if (
    smsTwoStepOn(context, pending.poolId, user) &&
    !(factorConfiguration === 'MULTI_FACTOR_WITH_USER_VERIFICATION' && verified.authenticationInfo.userVerified)
  )
    throw assertionRefused();
  return issuePasskeySignIn(context, pending.poolId, pending.clientId, user);
};

/** cognito-local issues tokens only for a password sign-in: the proxy makes that call with the stored password. */
const issuePasskeySignIn = async (
  context: ProxyContext,
  poolId: string,
  clientId: string,
  user: UserRecord,
): Promise<Json> => {
  const password = storedPassword(context.dataDir, poolId, user.username);
  if (password === undefined) throw assertionRefused();
  const answer = await context.emulator.call<Json & { AuthenticationResult?: AuthenticationResult }>('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: clientId,
    AuthParameters: { USERNAME: user.username, PASSWORD: password },
  });
  if (!answer.AuthenticationResult) return answer;
  return { ChallengeParameters: {}, AuthenticationResult: issueSignIn(context, user, answer.AuthenticationResult) };
};

/** The challenges of choice-based sign-in; undefined for the others (the caller answers those). */
export const respondToUserAuthChallenge = (context: ProxyContext, body: Json): Promise<Json> | undefined => {
  const responses = (body.ChallengeResponses ?? {}) as Params;
  if (body.ChallengeName === 'SELECT_CHALLENGE') return answerSelection(context, body, responses);
  if (body.ChallengeName === 'WEB_AUTHN') return answerWebAuthn(context, body, responses);
  return undefined;
};
