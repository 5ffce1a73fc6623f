import { verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import { requireCaller, type Handler } from '../context';
import { attribute } from '../directory';
import { CognitoError, invalidParameter } from '../errors';
import { MAX_CREDENTIALS_PER_USER } from '../webauthn';
import {
  ceremonyOrigin,
  descriptor,
  notEnabled,
  parseCredential,
  relyingPartyMismatch,
  userHandleOf,
  webAuthnEnabled,
} from './webauthn';

/**
 * A member's passkeys, as Cognito manages them: StartWebAuthnRegistration and CompleteWebAuthnRegistration (the
 * registration ceremony, verified with @simplewebauthn/server: the challenge this proxy issued, one answer each, the
 * page's origin, the RP ID hash, the attestation and user verification), ListWebAuthnCredentials and
 * DeleteWebAuthnCredential. Signing in with one is ./webauthn-sign-in.ts.
 */

const challengeNotFound = () =>
  new CognitoError(
    'WebAuthnChallengeNotFoundException',
    'The WebAuthn registration challenge was not found or has expired.',
  );

/**
 * The public-key algorithms a registration offers (COSE ids: ES256, RS256), as Cognito's pubKeyCredParams do. A
 * credential of any other algorithm is refused even when its attestation verifies: an authenticator that ignored the
 * options, or a made-up response, must not leave a key the pool never agreed to take.
 */
export const OFFERED_ALGORITHMS = [-7, -257];

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
      pubKeyCredParams: OFFERED_ALGORITHMS.map((alg) => ({ type: 'public-key', alg })),
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
      supportedAlgorithmIDs: OFFERED_ALGORITHMS,
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
