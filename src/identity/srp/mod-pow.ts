/**
 * `base ^ exponent mod modulus` on native BigInt, in [0, modulus) (a negative base reduced first, as jsbn does): a
 * fixed 4-bit window over the exponent's hex digits.
 */
export const modPow = (base: bigint, exponent: bigint, modulus: bigint): bigint => {
  const reduced = ((base % modulus) + modulus) % modulus;
  const powers = [1n, reduced];
  for (let power = 2; power < 16; power += 1) powers.push(((powers[power - 1] ?? 1n) * reduced) % modulus);
  let result = 1n % modulus;
  for (const digit of exponent.toString(16)) {
    result = (result * result) % modulus;
    result = (result * result) % modulus;
    result = (result * result) % modulus;
    result = (result * result) % modulus;
    const value = parseInt(digit, 16);
    if (value) result = (result * (powers[value] ?? 1n)) % modulus;
  }
  return result;
};

/** A hex string as Amplify's BigInteger reads it (`-` for a negative number; empty is zero). */
export const fromHex = (hex: string): bigint => {
  const negative = hex.startsWith('-');
  const digits = negative ? hex.slice(1) : hex;
  const value = digits ? BigInt(`0x${digits}`) : 0n;
  return negative ? -value : value;
};

/** Bytes as hex, two digits each. */
export const hexOf = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
