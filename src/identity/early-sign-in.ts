import type { ShellReads } from '../lib/boot-handoff';
import { hasEarlyRead, offerEarlyRead } from '../lib/early-reads';
import { cognitoRequest } from './identity-endpoint';

/**
 * A sign-in's InitiateAuth sent before Amplify makes it, and taken by Amplify's call of exactly the same request: the
 * passkey sign-in's at the tap, by the boot script (src/boot); the SRP one's during the password
 * (./early-password-sign-in.ts). Without dependencies: it goes with the inline boot script.
 */

export const INITIATE_AUTH_TARGET = 'AWSCognitoIdentityProviderService.InitiateAuth';

/**
 * The body as Amplify writes it (its undefined fields left out). Only the same text takes an early answer: a device
 * key, a session or another field order (another Amplify) sends Amplify's own request.
 */
export const initiateBody = (flow: string, parameters: Record<string, string>, clientId: string) =>
  JSON.stringify({ AuthFlow: flow, AuthParameters: parameters, ClientId: clientId });

export const initiateReadKey = (url: string, body: string) => ({
  method: 'POST',
  url,
  token: '',
  operation: INITIATE_AUTH_TARGET,
  body,
});

/**
 * The boot script's: the passkey sign-in's InitiateAuth for `username` (the address normalised, or a user handle), its
 * answer offered to the app; nothing for '' or while the same answer waits (a click the app replays).
 */
export const startEarlyPasskeySignIn = (reads: ShellReads, username: string, win: Window = window): boolean => {
  if (!username) return false;
  let url: string;
  try {
    url = new URL(reads.identity, win.location.href).href;
  } catch {
    return false;
  }
  const body = initiateBody('USER_AUTH', { USERNAME: username, PREFERRED_CHALLENGE: 'WEB_AUTHN' }, reads.client);
  const key = initiateReadKey(url, body);
  if (typeof win.fetch !== 'function' || hasEarlyRead(key, win)) return false;
  offerEarlyRead(key, win.fetch(url, cognitoRequest('InitiateAuth', body)), win);
  return true;
};
