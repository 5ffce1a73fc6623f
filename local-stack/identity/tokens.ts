import { decodeJwt, signJwt, type Claims } from './jwt';

/**
 * Corrects the tokens cognito-local issues into the shape Cognito's have: the ID token carries every user attribute
 * (cognito-local leaves out name, family_name, given_name, birthdate, phone_number, ... and turns the string "false"
 * into true), and both tokens carry `origin_jti`, the id of the sign-in they descend from. Amplify's signOut only
 * calls RevokeToken when the access token has `origin_jti`, and the revocation registry groups tokens by it.
 */

export interface AttributeType {
  Name?: string;
  Value?: string;
}

export interface AuthenticationResult {
  AccessToken?: string;
  IdToken?: string;
  RefreshToken?: string;
  ExpiresIn?: number;
  TokenType?: string;
  [key: string]: unknown;
}

/** Cognito types these claims; every other attribute (custom:* included) is a string claim. */
const claimValue = (name: string, value: string): unknown => {
  if (name === 'email_verified' || name === 'phone_number_verified') return value === 'true';
  if (name === 'updated_at') return Number(value);
  return value;
};

export const attributeClaims = (attributes: readonly AttributeType[]): Claims => {
  const claims: Claims = {};
  for (const { Name, Value } of attributes) {
    if (!Name || Value === undefined || Name === 'sub') continue;
    claims[Name] = claimValue(Name, Value);
  }
  if (!('email_verified' in claims) && 'email' in claims) claims.email_verified = false;
  return claims;
};

export interface ReissueOptions {
  attributes: readonly AttributeType[];
  originJti: string;
  /** Restamp iat/auth_time/exp to now (tokens held back during an MFA challenge). */
  now?: number;
}

const restamp = (claims: Claims, now: number | undefined): Claims => {
  if (now === undefined || claims.iat === undefined || claims.exp === undefined) return claims;
  return { ...claims, auth_time: now, iat: now, exp: now + (claims.exp - claims.iat) };
};

export const reissueIdToken = (idToken: string, { attributes, originJti, now }: ReissueOptions): string => {
  const original = decodeJwt(idToken) ?? {};
  // The attribute claims cognito-local copied are dropped: the user's current attributes are the truth.
  const kept = Object.fromEntries(
    Object.entries(original).filter(
      ([name]) => !name.startsWith('custom:') && name !== 'email' && name !== 'email_verified',
    ),
  );
  return signJwt(restamp({ ...kept, ...attributeClaims(attributes), origin_jti: originJti }, now));
};

export const reissueAccessToken = (accessToken: string, { originJti, now }: ReissueOptions): string =>
  signJwt(restamp({ ...(decodeJwt(accessToken) ?? {}), origin_jti: originJti }, now));

/** The AuthenticationResult with corrected tokens and Cognito's ExpiresIn/TokenType. */
export const reissueResult = (result: AuthenticationResult, options: ReissueOptions): AuthenticationResult => {
  const accessToken = result.AccessToken ? reissueAccessToken(result.AccessToken, options) : undefined;
  const claims = decodeJwt(accessToken);
  const expiresIn = claims?.exp !== undefined && claims.iat !== undefined ? claims.exp - claims.iat : 3600;
  return Object.fromEntries(
    Object.entries({
      ...result,
      AccessToken: accessToken,
      IdToken: result.IdToken ? reissueIdToken(result.IdToken, options) : undefined,
      ExpiresIn: expiresIn,
      TokenType: 'Bearer',
    }).filter(([, value]) => value !== undefined && value !== null),
  );
};
