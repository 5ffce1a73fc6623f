import type { ShellReads } from '../lib/boot-handoff';
import { hasEarlyRead, offerEarlyRead } from '../lib/early-reads';
import { cognitoRequest } from './identity-endpoint';

/**
 * Sign-in requests sent before Amplify's, which takes their answers: the passkey sign-in's, by the boot script (src/boot);
 * the SRP one's InitiateAuth during the password (./early-password-sign-in.ts). Goes with the inline boot script.
 */

export const INITIATE_AUTH_TARGET = 'AWSCognitoIdentityProviderService.InitiateAuth';
export const RESPOND_TARGET = 'AWSCognitoIdentityProviderService.RespondToAuthChallenge';

/** The body as Amplify writes it; another text (a device key, a session, another field order) is not taken. */
export const initiateBody = (flow: string, parameters: Record<string, string>, clientId: string) =>
  JSON.stringify({ AuthFlow: flow, AuthParameters: parameters, ClientId: clientId });

/**
 * An early request is Amplify's when endpoint, operation and body are the same; a RespondToAuthChallenge when its
 * session is (base64 text, one sign-in's only).
 */
export const earlyReadKey = (url: string, operation: string, body: string) => ({
  method: 'POST',
  url,
  token: '',
  operation,
  body: operation === RESPOND_TARGET ? (/"Session":"([^"]+)"/.exec(body)?.[1] ?? '') : body,
});

export interface CognitoAnswer {
  ChallengeName?: string;
  ChallengeParameters?: Record<string, string>;
  Session?: string;
  AuthenticationResult?: { AccessToken?: string; IdToken?: string };
}

/** Cognito's answer, read from a copy: the app's Amplify reads the same response (this runs before it does). */
export const answerOf = (response: Response) =>
  response.ok ? (response.clone().json() as Promise<CognitoAnswer>) : undefined;

/** The tokens of a sign-in Cognito has completed. */
export type SignedIn = (accessToken: string, idToken: string) => void;

export interface EarlySignIn {
  url: string;
  initiated: Promise<Response>;
}

/**
 * The boot script's: the passkey sign-in's InitiateAuth for `username` (the address normalised, or a user handle), its
 * answer offered to the app; nothing for '' or while the same answer waits (a click the app replays).
 */
export const startEarlyPasskeySignIn = (
  reads: ShellReads,
  username: string,
  win: Window = window,
): EarlySignIn | undefined => {
  if (!username) return undefined;
  let url: string;
  try {
    url = new URL(reads.identity, win.location.href).href;
  } catch {
    return undefined;
  }
  const body = initiateBody('USER_AUTH', { USERNAME: username, PREFERRED_CHALLENGE: 'WEB_AUTHN' }, reads.client);
  const key = earlyReadKey(url, INITIATE_AUTH_TARGET, body);
  if (typeof win.fetch !== 'function' || hasEarlyRead(key, win)) return undefined;
  const initiated = win.fetch(url, cognitoRequest('InitiateAuth', body));
  offerEarlyRead(key, initiated, win);
  return { url, initiated };
};
