import { TOKEN_COOKIE_PREFIX } from './token-cookies';

/**
 * The session Amplify keeps in its cookies, read without Amplify, and the GetUser call made with it: shared by the
 * session read of a page start (./cookie-session.ts) and the app shell's boot script (src/boot), which starts the
 * first screen's reads before the entry has arrived. Small and without dependencies: the boot script is inline in
 * every prerendered page.
 */

/** How long both tokens must stay valid for the page start to use them without Amplify. */
export const FRESH_FOR_MS = 60_000;

/** A token as the session's readers use it: Amplify's JWT shape (its claims, and its text through `toString`). */
export interface SessionToken {
  payload: Record<string, unknown>;
  toString: () => string;
}

/** What Amplify's `fetchAuthSession` answers, as far as the portal reads it; `fromCookies` when read here. */
export interface SessionTokens {
  tokens?: { idToken?: SessionToken; accessToken?: SessionToken };
  fromCookies?: true;
}

const cookieJar = (cookies: string) => {
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

const claimsOf = (token: string): Record<string, unknown> | undefined => {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const bytes = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
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

/**
 * The session in Amplify's cookies for the app client `clientId`, when both tokens are there, belong to this client
 * and one member, and stay valid for FRESH_FOR_MS more; otherwise undefined (Amplify is asked instead).
 */
export const readCookieSession = (
  clientId: string,
  cookies: string = document.cookie,
  now: number = Date.now(),
): SessionTokens | undefined => {
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
  const drift = Number(jar.get(`${prefix}${user}.clockDrift`) ?? 0) || 0;
  const fresh = (claims: Record<string, unknown>) =>
    typeof claims.exp === 'number' && now + drift + FRESH_FOR_MS < claims.exp * 1000;
  if (!fresh(id) || !fresh(access)) return undefined;
  const token = (text: string, payload: Record<string, unknown>): SessionToken => ({ payload, toString: () => text });
  return { tokens: { idToken: token(idText, id), accessToken: token(accessText, access) }, fromCookies: true };
};

/** Cognito's endpoint for the pool, as Amplify resolves it (the configured one, else the region's). */
export const identityEndpoint = (userPoolId: string, userPoolEndpoint?: string) =>
  userPoolEndpoint || `https://cognito-idp.${userPoolId.split('_')[0] ?? ''}.amazonaws.com/`;

/** The Cognito operation of the member read, as the `x-amz-target` header names it. */
export const GET_USER_TARGET = 'AWSCognitoIdentityProviderService.GetUser';

/** GetUser with an access token, as Amplify sends it (its other headers are the browser's). */
export const getUserRequest = (accessToken: string): RequestInit => ({
  method: 'POST',
  cache: 'no-store',
  headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': GET_USER_TARGET },
  body: JSON.stringify({ AccessToken: accessToken }),
});
