/** Amplify keeps every token of the pool in cookies named `CognitoIdentityServiceProvider.<client id>.…`. */
export const TOKEN_COOKIE_PREFIX = 'CognitoIdentityServiceProvider.';

/** Whether `cookies` (document.cookie) holds one of Amplify's token cookies. Also read by the boot script. */
export const hasTokenCookie = (cookies: string) =>
  cookies.split(';').some((cookie) => cookie.trim().startsWith(TOKEN_COOKIE_PREFIX));

export const tokenCookieNames = (cookies: string) =>
  cookies
    .split(';')
    .map((cookie) => cookie.split('=')[0]?.trim() ?? '')
    .filter((name) => name.startsWith(TOKEN_COOKIE_PREFIX));

const EXPIRED = 'expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0';

/** The host and each of its parent domains: the domains a cookie of this page can have been set on. */
const cookieDomainsOf = (hostname: string) => {
  const labels = hostname.replace(/\.$/, '').split('.');
  return labels.map((_label, index) => labels.slice(index).join('.')).filter(Boolean);
};

/**
 * Removes every token cookie without Amplify. A cookie goes only with the domain it was set with, so each is expired
 * on the host and every parent domain: the ID token names the member, their birth date and phone for up to 365 days.
 */
export const removeTokenCookies = (
  doc: Pick<Document, 'cookie'> = document,
  hostname: string = window.location.hostname,
) => {
  for (const name of tokenCookieNames(doc.cookie)) {
    doc.cookie = `${name}=; ${EXPIRED}; path=/`;
    for (const domain of cookieDomainsOf(hostname)) doc.cookie = `${name}=; ${EXPIRED}; path=/; domain=${domain}`;
  }
};

/** Amplify's pending sign-in (the SMS step's session, username and challenge) in sessionStorage. */
export const SIGN_IN_STATE_PREFIX = 'CognitoSignInState.';

/** Removes Amplify's pending sign-in state (an abandoned SMS step, an end of session). */
export const removePendingSignIn = (
  storage: Pick<Storage, 'key' | 'length' | 'removeItem'> | undefined = safeSessionStorage(),
) => {
  if (!storage) return;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(SIGN_IN_STATE_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
};

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked by the browser: Amplify could not have stored anything there either.
    return undefined;
  }
}
