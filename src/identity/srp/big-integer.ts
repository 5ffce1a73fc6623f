import { fromHex, modPow } from './mod-pow';

/**
 * Amplify's BigInteger (a copy of jsbn), replaced at build time (scripts/webpack/amplify-srp-plugin.ts) by this
 * subset on native BigInt, so the page ships no second bignum library. Only hex is read; results are new values.
 */
export default class BigInteger {
  static ZERO = new BigInteger(0n);
  static ONE = new BigInteger(1n);

  readonly value: bigint;

  constructor(text: string | bigint, radix?: number) {
    if (typeof text === 'bigint') this.value = text;
    else if (radix === 16) this.value = fromHex(text);
    else throw new Error(`BigInteger: radix ${radix} is not supported`);
  }

  toString(radix: number) {
    return this.value.toString(radix);
  }

  /** Never negative, as jsbn's. */
  mod(modulus: BigInteger) {
    return new BigInteger(((this.value % modulus.value) + modulus.value) % modulus.value);
  }

  modPow(exponent: BigInteger, modulus: BigInteger, callback: (error: unknown, result?: BigInteger) => void) {
    let result: BigInteger;
    try {
      result = new BigInteger(modPow(this.value, exponent.value, modulus.value));
    } catch (error) {
      callback(error);
      return;
    }
    callback(null, result);
  }

  equals(other: BigInteger) {
    return this.value === other.value;
  }

  compareTo(other: BigInteger) {
    return this.value < other.value ? -1 : this.value > other.value ? 1 : 0;
  }

  abs() {
    return new BigInteger(this.value < 0n ? -this.value : this.value);
  }

  add(other: BigInteger) {
    return new BigInteger(this.value + other.value);
  }

  subtract(other: BigInteger) {
    return new BigInteger(this.value - other.value);
  }

  multiply(other: BigInteger) {
    return new BigInteger(this.value * other.value);
  }
}
