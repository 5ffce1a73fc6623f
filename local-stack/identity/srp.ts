import crypto from 'node:crypto';

/**
 * SRP-6a as Amazon Cognito runs it for USER_SRP_AUTH (the server side of Amplify's
 * providers/cognito/utils/srp/*): the 3072-bit group of RFC 3526 with g = 2, SHA-256, every number hashed in the
 * padded two's-complement hex Java's BigInteger.toByteArray() gives, x = H(salt | H(poolName | userId | ':' | password)),
 * k = H(N | g), u = H(A | B), the 16-byte HKDF key "Caldera Derived Key" from S with u as salt, and the claim
 * signature HMAC(key, poolName | userId | secretBlock | timestamp) in base64.
 */

export const N = BigInt(
  '0x' +
    'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD1' +
    '29024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
    'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245' +
    'E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
    'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3D' +
    'C2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
    '83655D23DCA3AD961C62F356208552BB9ED529077096966D' +
    '670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
    'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9' +
    'DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
    '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64' +
    'ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
    'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6B' +
    'F12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
    'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB31' +
    '43DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF',
);
export const g = 2n;

/** Even-length hex with a leading 00 when the top bit is set (positive numbers only here). */
export const paddedHex = (value: bigint): string => {
  let hex = value.toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  return /^[89a-f]/i.test(hex) ? `00${hex}` : hex;
};

const sha256 = (data: Buffer | string) => crypto.createHash('sha256').update(data).digest();
const hashHex = (hex: string) => sha256(Buffer.from(hex, 'hex')).toString('hex');
const toBigInt = (hex: string) => BigInt(`0x${hex}`);

export const modPow = (base: bigint, exponent: bigint, modulus: bigint): bigint => {
  let result = 1n;
  let b = ((base % modulus) + modulus) % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
};

export const k = toBigInt(hashHex(paddedHex(N) + paddedHex(g)));

/** Amplify's `userPoolName`: the part of the pool id after the region and '_'. */
export const poolNameOf = (userPoolId: string) => userPoolId.split('_')[1] ?? '';

export const privateValueX = (poolName: string, userId: string, password: string, salt: bigint): bigint =>
  toBigInt(hashHex(paddedHex(salt) + sha256(`${poolName}${userId}:${password}`).toString('hex')));

/** The verifier Cognito keeps instead of the password: v = g^x mod N. */
export const verifierFor = (poolName: string, userId: string, password: string, salt: bigint): bigint =>
  modPow(g, privateValueX(poolName, userId, password, salt), N);

export const scramblingU = (A: bigint, B: bigint) => toBigInt(hashHex(paddedHex(A) + paddedHex(B)));

const randomBigInt = (bytes: number) => toBigInt(crypto.randomBytes(bytes).toString('hex'));

export interface ServerSession {
  b: bigint;
  B: bigint;
}

/** The server's ephemeral pair: B = k·v + g^b mod N (never 0 mod N). */
export const serverEphemeral = (verifier: bigint): ServerSession => {
  for (;;) {
    const b = randomBigInt(128);
    const B = (k * verifier + modPow(g, b, N)) % N;
    if (B !== 0n) return { b, B };
  }
};

export const newSalt = () => randomBigInt(16);

/** HKDF-SHA256 (RFC 5869), one block, first 16 bytes: Amplify's getHkdfKey. */
export const hkdfKey = (S: bigint, u: bigint): Buffer => {
  const prk = crypto
    .createHmac('sha256', Buffer.from(paddedHex(u), 'hex'))
    .update(Buffer.from(paddedHex(S), 'hex'))
    .digest();
  return crypto
    .createHmac('sha256', prk)
    .update(Buffer.concat([Buffer.from('Caldera Derived Key', 'utf8'), Buffer.from([1])]))
    .digest()
    .subarray(0, 16);
};

/** The server's key for a client value A; undefined when A is not acceptable (A mod N = 0, or u = 0). */
export const serverKey = (options: { A: bigint; b: bigint; B: bigint; verifier: bigint }): Buffer | undefined => {
  const { A, b, B, verifier } = options;
  if (A % N === 0n) return undefined;
  const u = scramblingU(A, B);
  if (u === 0n) return undefined;
  const S = modPow(A * modPow(verifier, u, N), b, N);
  return hkdfKey(S, u);
};

/** Amplify decodes SECRET_BLOCK as URL-safe or plain base64. */
const secretBlockBytes = (secretBlock: string) =>
  Buffer.from(secretBlock.replace(/-/g, '+').replace(/_/g, '/'), 'base64');

export const claimSignature = (options: {
  key: Buffer;
  poolName: string;
  userId: string;
  secretBlock: string;
  timestamp: string;
}): string =>
  crypto
    .createHmac('sha256', options.key)
    .update(
      Buffer.concat([
        Buffer.from(options.poolName, 'utf8'),
        Buffer.from(options.userId, 'utf8'),
        secretBlockBytes(options.secretBlock),
        Buffer.from(options.timestamp, 'utf8'),
      ]),
    )
    .digest('base64');

/** Constant-time comparison of two base64 signatures. */
export const signaturesMatch = (expected: string, received: unknown): boolean => {
  if (typeof received !== 'string') return false;
  const a = Buffer.from(expected, 'base64');
  const b = Buffer.from(received, 'base64');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
};

/** The hex Cognito accepts for SRP_A / sends as SRP_B and SALT. */
export const parseHex = (value: unknown): bigint | undefined => {
  if (typeof value !== 'string' || !/^[0-9a-f]+$/i.test(value)) return undefined;
  return toBigInt(value);
};
