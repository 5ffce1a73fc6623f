import { isTransientIdentityError } from './refresh-failure';
import { TOKEN_COOKIE_PREFIX } from './token-cookies';

/**
 * A page start without Amplify (issue 23 item 4): a reload of a signed-in page reads the session Amplify keeps in its
 * cookies and asks Cognito for the member's attributes itself, so the first screen does not wait for Amplify's
 * download (about 40 KB) and evaluation. Only what Amplify would answer the same way without asking anything:
 * - the tokens are read only while both stay valid for at least FRESH_FOR_MS more (Amplify's own clock drift
 *   counted); anything else (no token, a token about to expire, a forced refresh) goes to Amplify, which refreshes;
 * - GetUser is one call for both of Amplify's reads (`fetchUserAttributes` and `fetchMFAPreference` make one each),
 *   and gives the same answer or the same error (Cognito's name and message, parsed as Amplify parses them). A failure
 *   that says nothing about the session (a dropped connection, a 5xx, throttling) is not answered here: the read is
 *   made again through Amplify, with its retries.
 * Loaded with the guards (chunk `on-demand-guards`), from ./amplify.ts.
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

/** A refused call, as Amplify's JSON error parser makes it: Cognito's error name and message, and the status. */
const serviceError = async (response: Response) => {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    // An empty or non-JSON body (a front server's 5xx): the name stays UnknownError.
  }
  const raw = String(response.headers.get('x-amzn-errortype') ?? body.code ?? body.__type ?? 'UnknownError');
  const [clean = 'UnknownError'] = raw.split(/[,:]+/);
  const name = clean.includes('#') ? (clean.split('#')[1] ?? clean) : clean;
  const message = String(body.message ?? body.Message ?? 'Unknown error');
  return Object.assign(new Error(message), { name, $metadata: { httpStatusCode: response.status } });
};

interface GetUserAnswer {
  UserAttributes?: { Name?: string; Value?: string }[];
  PreferredMfaSetting?: string;
}

const MFA_TYPES: Record<string, string> = { SMS_MFA: 'SMS', SOFTWARE_TOKEN_MFA: 'TOTP', EMAIL_OTP: 'EMAIL' };

/** The two reads the current user needs, as Amplify's functions answer them. */
export interface UserReads {
  fetchUserAttributes: () => Promise<Record<string, string | undefined>>;
  fetchMFAPreference: () => Promise<{ preferred?: string }>;
}

/**
 * `fetchUserAttributes` and `fetchMFAPreference` from one GetUser call with the cookies' access token. A failure that
 * says nothing about the session (src/identity/refresh-failure.ts) is not answered here: `amplify()` makes the read.
 */
export const userReadsWithoutAmplify = (
  endpoint: string,
  accessToken: string,
  amplify: () => Promise<UserReads>,
  request: typeof fetch = (...args) => fetch(...args),
): UserReads => {
  let answer: Promise<GetUserAnswer> | undefined;
  const getUser = () => {
    answer ??= request(endpoint, {
      method: 'POST',
      cache: 'no-store',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser',
      },
      body: JSON.stringify({ AccessToken: accessToken }),
    }).then(
      async (response) => {
        if (response.status >= 300) throw await serviceError(response);
        return (await response.json()) as GetUserAnswer;
      },
      (error: unknown) => {
        // No answer at all (a dropped connection): Amplify's NetworkError.
        throw Object.assign(new Error(error instanceof Error ? error.message : 'Network error'), {
          name: 'NetworkError',
        });
      },
    );
    return answer;
  };
  const orThroughAmplify = async <T>(read: (answer: GetUserAnswer) => T, again: (reads: UserReads) => Promise<T>) => {
    try {
      return read(await getUser());
    } catch (error) {
      if (!isTransientIdentityError(error)) throw error;
      return again(await amplify());
    }
  };
  return {
    fetchUserAttributes: () =>
      orThroughAmplify(
        ({ UserAttributes }) =>
          Object.fromEntries((UserAttributes ?? []).map(({ Name, Value }) => [Name ?? '', Value])) as Record<
            string,
            string | undefined
          >,
        (reads) => reads.fetchUserAttributes(),
      ),
    fetchMFAPreference: () =>
      orThroughAmplify(
        ({ PreferredMfaSetting }) => ({
          preferred: PreferredMfaSetting ? MFA_TYPES[PreferredMfaSetting] : undefined,
        }),
        (reads) => reads.fetchMFAPreference(),
      ),
  };
};
