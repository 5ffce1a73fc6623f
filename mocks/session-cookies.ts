/**
 * Amplify's session cookies for tests of what reads them without Amplify (src/identity/cookie-tokens.ts, the app
 * shell's boot script): JWTs with the claims Cognito gives, written as js-cookie writes them.
 */
export const CLIENT = 'client-1';
export const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
export const jwt = (claims: Record<string, unknown>) =>
  `${base64url(JSON.stringify({ alg: 'RS256' }))}.${base64url(JSON.stringify(claims))}.signature`;

export const SUB = 'a1b2c3d4-0000-4000-8000-000000000001';
export const expiresIn = (ms: number) => Math.floor((NOW + ms) / 1000);
export const idClaims = (extra: Record<string, unknown> = {}) => ({
  sub: SUB,
  aud: CLIENT,
  email: 'eligible@example.com',
  name: '山田 太郎',
  iat: expiresIn(-60_000),
  exp: expiresIn(3_600_000),
  ...extra,
});
export const accessClaims = (extra: Record<string, unknown> = {}) => ({
  sub: SUB,
  client_id: CLIENT,
  exp: expiresIn(3_600_000),
  ...extra,
});

/** Amplify's cookies as js-cookie writes them (name and value URI-encoded). */
const cookies = (entries: Record<string, string | undefined>) =>
  Object.entries(entries)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('; ');
export const amplifyCookies = ({
  id = jwt(idClaims()),
  access = jwt(accessClaims()),
  drift,
  client = CLIENT,
}: { id?: string; access?: string; drift?: string; client?: string } = {}) => {
  const prefix = `CognitoIdentityServiceProvider.${client}`;
  return cookies({
    other: 'x',
    [`${prefix}.LastAuthUser`]: SUB,
    [`${prefix}.${SUB}.idToken`]: id,
    [`${prefix}.${SUB}.accessToken`]: access,
    [`${prefix}.${SUB}.refreshToken`]: 'refresh',
    [`${prefix}.${SUB}.clockDrift`]: drift,
  });
};
