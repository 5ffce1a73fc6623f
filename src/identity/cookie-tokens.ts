import { keepSessionRead, sessionReadFor } from '../lib/boot-handoff';
import { cognitoRequest } from './identity-endpoint';
import { TOKEN_COOKIE_PREFIX } from './token-cookies';

/**
 * Amplify's cookie session read without Amplify, and GetUser with it: shared by the page start and the boot script,
 * which is inline in every prerendered page, so small and without dependencies.
 */

/** How long both tokens must stay valid for the page start to use them without Amplify. */
export const FRESH_FOR_MS = 60_000;

/** A token in Amplify's JWT shape (its claims, and its text through `toString`). */
export interface SessionToken {
  payload: Record<string, unknown>;
  toString: () => string;
}

export interface SessionTokens {
  tokens?: { idToken?: SessionToken; accessToken?: SessionToken };
}

export const cookieJar = (cookies: string) => {
  const jar = new Map<string, string>();
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    try {
      jar.set(decodeURIComponent(part.slice(0, at).trim()), decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // Not URI-encoded: not one of Amplify's cookies (js-cookie encodes names and values).
    }
  }
  return jar;
};

/** Base64url text (a JWT's parts, WebAuthn's JSON) as the binary string of its bytes; atob throws for other text. */
export const base64UrlBinary = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

export const claimsOf = (token: string): Record<string, unknown> | undefined => {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const bytes = base64UrlBinary(part);
    const json = decodeURIComponent(
      Array.from(bytes, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === 'object' && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
};

interface ParsedSession {
  session: SessionTokens;
  /** When the first of the two tokens expires (ms). */
  expiresAt: number;
  /** Amplify's clock drift for this member (ms). */
  drift: number;
}

/** The tokens in Amplify's cookies for `clientId`, before any check of their life; undefined when unusable. */
const parseCookieSession = (clientId: string, cookies: string): ParsedSession | undefined => {
  const jar = cookieJar(cookies);
  const prefix = `${TOKEN_COOKIE_PREFIX}${clientId}.`;
  const user = jar.get(`${prefix}LastAuthUser`);
  if (!user) return undefined;
  const idText = jar.get(`${prefix}${user}.idToken`);
  const accessText = jar.get(`${prefix}${user}.accessToken`);
  if (!idText || !accessText) return undefined;
  const id = claimsOf(idText);
  const access = claimsOf(accessText);
  if (!id || !access) return undefined;
  if (id.aud !== clientId || access.client_id !== clientId || typeof id.sub !== 'string' || id.sub !== access.sub)
    return undefined;
  if (typeof id.exp !== 'number' || typeof access.exp !== 'number') return undefined;
  const token = (text: string, payload: Record<string, unknown>): SessionToken => ({ payload, toString: () => text });
  return {
    session: { tokens: { idToken: token(idText, id), accessToken: token(accessText, access) } },
    expiresAt: Math.min(id.exp, access.exp) * 1000,
    drift: Number(jar.get(`${prefix}${user}.clockDrift`) ?? 0) || 0,
  };
};

/**
 * The cookie session of app client `clientId` when both tokens belong to it and to one member and stay valid for
 * FRESH_FOR_MS more; else undefined (Amplify is asked). Parsed once per cookie text for the whole page, the boot
 * script's read included (src/lib/boot-handoff.ts): the same cookies give the same session object.
 */
export const readCookieSession = (
  clientId: string,
  cookies: string = document.cookie,
  now: number = Date.now(),
  win: Window | undefined = globalThis.window,
): SessionTokens | undefined => {
  let read = sessionReadFor<ParsedSession>(clientId, cookies, win);
  if (!read) {
    read = { clientId, cookies, session: parseCookieSession(clientId, cookies) };
    keepSessionRead(read, win);
  }
  const parsed = read.session;
  return parsed && now + parsed.drift + FRESH_FOR_MS < parsed.expiresAt ? parsed.session : undefined;
};

export { identityEndpoint } from './identity-endpoint';

export const GET_USER_TARGET = 'AWSCognitoIdentityProviderService.GetUser';

/** GetUser with an access token, as Amplify sends it. */
export const getUserRequest = (accessToken: string) =>
  cognitoRequest('GetUser', JSON.stringify({ AccessToken: accessToken }));
