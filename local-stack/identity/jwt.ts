import crypto from 'node:crypto';
import fs from 'node:fs';

/**
 * RS256 JWTs with the key pair cognito-local ships, so that tokens the proxy re-signs still verify against the JWKS
 * the emulator serves (`/<poolId>/.well-known/jwks.json`, kid "CognitoLocal").
 */

export type Claims = Record<string, unknown> & {
  iat?: number;
  exp?: number;
  sub?: string;
  jti?: string;
  origin_jti?: string;
};

interface KeyFile {
  jwk: { kid?: string };
  pem: string;
}

const loadKey = (name: string): KeyFile =>
  JSON.parse(fs.readFileSync(require.resolve(`cognito-local/lib/keys/${name}.json`), 'utf8')) as KeyFile;

let keys: { privateKey: crypto.KeyObject; publicKey: crypto.KeyObject; kid: string } | undefined;
const getKeys = () => {
  if (!keys) {
    const privateFile = loadKey('cognitoLocal.private');
    const publicFile = loadKey('cognitoLocal.public');
    keys = {
      privateKey: crypto.createPrivateKey(privateFile.pem),
      publicKey: crypto.createPublicKey(publicFile.pem),
      kid: publicFile.jwk.kid ?? 'CognitoLocal',
    };
  }
  return keys;
};

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export const signJwt = (claims: Claims): string => {
  const { privateKey, kid } = getKeys();
  const unsigned = `${encode({ alg: 'RS256', typ: 'JWT', kid })}.${encode(claims)}`;
  const signature = crypto.sign('RSA-SHA256', Buffer.from(unsigned), privateKey).toString('base64url');
  return `${unsigned}.${signature}`;
};

/** The payload, unverified; undefined when it is not a JWT at all. */
export const decodeJwt = (token: unknown): Claims | undefined => {
  if (typeof token !== 'string') return undefined;
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return claims && typeof claims === 'object' ? (claims as Claims) : undefined;
  } catch {
    return undefined;
  }
};

/** The payload when the signature is the emulator's; expiry is the caller's business (Cognito words it per token). */
export const verifyJwt = (token: unknown): Claims | undefined => {
  if (typeof token !== 'string') return undefined;
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return undefined;
  const valid = crypto.verify(
    'RSA-SHA256',
    Buffer.from(`${header}.${payload}`),
    getKeys().publicKey,
    Buffer.from(signature, 'base64url'),
  );
  return valid ? decodeJwt(token) : undefined;
};
