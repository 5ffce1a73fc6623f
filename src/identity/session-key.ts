import { claimsOf, cookieJar } from './cookie-tokens';
import { TOKEN_COOKIE_PREFIX } from './token-cookies';

/**
 * One session: the member and the sign-in its tokens descend from (Cognito's `origin_jti`, else `auth_time`). A
 * refresh keeps both, a new sign-in changes the second, so a late refresh answer can be told from the current session.
 */
export interface SessionId {
  sub: string;
  key: string;
}

export const sessionOfToken = (token: string): SessionId | undefined => {
  const claims = claimsOf(token);
  if (typeof claims?.sub !== 'string') return undefined;
  const origin = claims.origin_jti ?? claims.auth_time;
  return {
    sub: claims.sub,
    key: `${claims.sub}|${typeof origin === 'string' || typeof origin === 'number' ? origin : ''}`,
  };
};

const LAST_AUTH_USER = '.LastAuthUser';

/**
 * The session Amplify's cookies hold (its `LastAuthUser` and that member's access token), for app client `clientId`
 * or, without it, the first client found (the portal has one).
 */
export const cookieSession = (cookies: string = document.cookie, clientId?: string): SessionId | undefined => {
  const jar = cookieJar(cookies);
  for (const [name, user] of jar) {
    if (!name.startsWith(TOKEN_COOKIE_PREFIX) || !name.endsWith(LAST_AUTH_USER) || !user) continue;
    const client = name.slice(TOKEN_COOKIE_PREFIX.length, -LAST_AUTH_USER.length);
    if (clientId !== undefined && client !== clientId) continue;
    const token = jar.get(`${TOKEN_COOKIE_PREFIX}${client}.${user}.accessToken`);
    if (token) return sessionOfToken(token);
  }
  return undefined;
};
