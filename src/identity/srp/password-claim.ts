import { INIT_N } from 'amplify-auth-srp/constants';
import { base64UrlBinary } from '../cookie-tokens';
import { fromHex, hexOf } from './mod-pow';
import type { SrpSInput } from './srp-math';

/** The claim's parts: the InitiateAuth's pair, the pool id's part after `_`, Cognito's challenge (hex numbers). */
export interface SrpClaimInput {
  a: string;
  A: string;
  poolName: string;
  userIdForSrp: string;
  password: string;
  B: string;
  salt: string;
  secretBlock: string;
}

export interface SrpClaim {
  timestamp: string;
  signature: string;
}

const WEEK = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Amplify's getNowString: `ddd MMM D HH:mm:ss UTC YYYY`. */
export const nowString = (now = new Date()) => {
  const two = (value: number) => String(value).padStart(2, '0');
  const time = `${two(now.getUTCHours())}:${two(now.getUTCMinutes())}:${two(now.getUTCSeconds())}`;
  return `${WEEK[now.getUTCDay()]} ${MONTHS[now.getUTCMonth()]} ${now.getUTCDate()} ${time} UTC ${now.getUTCFullYear()}`;
};

/** A hex number as Amplify's calculateS writes it (so its ask for the same `S` takes this one's answer). */
const bare = (hex: string) => fromHex(hex).toString(16);

/** Amplify's getPaddedHex for a number ≥ 0: even length, `00` first when the top bit is set. */
const padded = (hex: string) => {
  const even = bare(hex);
  const whole = even.length % 2 ? `0${even}` : even;
  return /^[89a-f]/.test(whole) ? `00${whole}` : whole;
};

const bytesOf = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
const utf8 = (text: string) => new TextEncoder().encode(text);
const joined = (...parts: Uint8Array<ArrayBuffer>[]) => {
  const all = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
};

/**
 * PASSWORD_CLAIM_SIGNATURE and its TIMESTAMP as Amplify's handlePasswordVerifierChallenge makes them, with the
 * browser's SHA-256 and HMAC and `S` from `computeS` (the SRP worker); undefined when either is not there.
 */
export const passwordClaim = async (
  input: SrpClaimInput,
  computeS: (input: SrpSInput) => Promise<string | undefined> | undefined,
  subtle: SubtleCrypto | null | undefined = globalThis.crypto?.subtle,
): Promise<SrpClaim | undefined> => {
  if (!subtle) return undefined;
  const hash = async (data: Uint8Array<ArrayBuffer>) => hexOf(new Uint8Array(await subtle.digest('SHA-256', data)));
  const hmac = async (key: Uint8Array<ArrayBuffer>, data: Uint8Array<ArrayBuffer>) => {
    const imported = await subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    return new Uint8Array(await subtle.sign('HMAC', imported, data));
  };
  const N = padded(INIT_N);
  const B = padded(input.B);
  if (BigInt(`0x${B}`) % BigInt(`0x${N}`) === 0n) throw new Error('B cannot be zero.');
  const U = await hash(bytesOf(padded(input.A) + B));
  if (BigInt(`0x${U}`) === 0n) throw new Error('U cannot be zero.');
  const identity = await hash(utf8(`${input.poolName}${input.userIdForSrp}:${input.password}`));
  const x = await hash(bytesOf(padded(input.salt) + identity));
  const k = await hash(bytesOf(N + padded('2')));
  const S = await computeS({
    a: bare(input.a),
    g: '2',
    k: bare(k),
    x: bare(x),
    B: bare(input.B),
    N: bare(N),
    U: bare(U),
  });
  if (S === undefined) return undefined;
  const key = await hmac(bytesOf(padded(U)), bytesOf(padded(S)));
  const hkdf = (await hmac(key, utf8('Caldera Derived Key\u0001'))).slice(0, 16);
  const timestamp = nowString();
  const block = Uint8Array.from(base64UrlBinary(input.secretBlock), (char) => char.charCodeAt(0));
  const message = joined(utf8(input.poolName), utf8(input.userIdForSrp), block, utf8(timestamp));
  const signature = btoa(String.fromCharCode(...(await hmac(hkdf, message))));
  return { timestamp, signature };
};
