/** Amplify keeps every token of the pool in cookies named `CognitoIdentityServiceProvider.<client id>.…`. */
export const TOKEN_COOKIE_PREFIX = 'CognitoIdentityServiceProvider.';

/** Whether `cookies` (document.cookie) holds one of Amplify's token cookies. Also read by the boot script. */
export const hasTokenCookie = (cookies: string) => cookies.split(';').some((cookie) => cookie.trim().startsWith(TOKEN_COOKIE_PREFIX));
