import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import type { ProxyContext } from '../context';
import { CognitoError, invalidParameter } from '../errors';
import { originAllowed, type StoredCredential } from '../webauthn';

/**
 * What Cognito's passkey operations (Essentials tier, which cognito-local does not have) share: the checks every
 * ceremony goes through before @simplewebauthn/server verifies it (the page's origin against the relying party, a
 * credential that parses), the errors both kinds of ceremony answer with, and how a member and a credential are
 * named to the browser. The operations are in ./webauthn-credentials.ts (registration and the member's list) and
 * ./webauthn-sign-in.ts (choice-based sign-in, USER_AUTH).
 */

export const notEnabled = () =>
  new CognitoError('WebAuthnNotEnabledException', 'WebAuthn is not enabled for this user pool.');
const originNotAllowed = () =>
  new CognitoError(
    'WebAuthnOriginNotAllowedException',
    'The origin of the WebAuthn credential does not match the relying party.',
  );
export const relyingPartyMismatch = () =>
  new CognitoError(
    'WebAuthnRelyingPartyMismatchException',
    'The WebAuthn credential was made for another relying party.',
  );

export const webAuthnEnabled = (context: ProxyContext) => context.passkeys.settings.firstFactors.includes('WEB_AUTHN');

/** The WebAuthn user handle: the internal username (the sub in this e-mail pool), base64url, never the address. */
export const userHandleOf = (username: string) => Buffer.from(username, 'utf8').toString('base64url');

export const descriptor = (credential: StoredCredential) => ({
  type: 'public-key',
  id: credential.credentialId,
  ...(credential.transports.length ? { transports: credential.transports } : {}),
});

/** The page the ceremony ran on, from the client data the authenticator signed over; refused unless it is the RP's. */
export const ceremonyOrigin = (context: ProxyContext, clientDataJSON: unknown): string => {
  let origin: unknown;
  try {
    origin = decodeClientDataJSON(String(clientDataJSON)).origin;
  } catch {
    throw invalidParameter('Credential.response.clientDataJSON is not valid client data.');
  }
  if (!originAllowed(origin, context.passkeys.settings.relyingPartyId)) throw originNotAllowed();
  return origin;
};

export const parseCredential = <T>(value: unknown, name: string): T & { response: Record<string, unknown> } => {
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
