/**
 * `base ^ exponent mod modulus` with native BigInt, the result in [0, modulus) (a negative base is reduced first, as
 * Amplify's jsbn does). Left to right over the exponent's hex digits with a table of the base's first 16 powers:
 * 4 squarings per digit and one multiplication per non-zero digit. For SRP's 3072-bit modulus this is about ten times
 * faster than Amplify's jsbn in V8.
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
