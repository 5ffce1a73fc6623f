/**
 * Every test starts as a browser that may hold a session: mocks/setup.ts sets this cookie (one of Amplify's token
 * cookie names) before each. Session checks skip Amplify without one (src/identity/amplify.ts).
 */
export const TEST_TOKEN_COOKIE = 'CognitoIdentityServiceProvider.test-client.LastAuthUser';

export const setTestTokenCookie = () => {
  document.cookie = `${TEST_TOKEN_COOKIE}=member; path=/`;
};

/** For a test of a browser without any session: removes every cookie the document holds. */
export const clearCookies = () => {
  for (const cookie of document.cookie.split(';'))
    document.cookie = `${cookie.split('=')[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
};
