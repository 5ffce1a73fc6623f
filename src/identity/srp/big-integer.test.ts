import AmplifyBigInteger from 'amplify-auth-srp/BigInteger/BigInteger';
import type { AuthBigInteger } from 'amplify-auth-srp/BigInteger/types';
import { INIT_N } from 'amplify-auth-srp/constants';
import BigInteger from './big-integer';

// The build's replacement of Amplify's jsbn, operation by operation against jsbn itself (jest runs Amplify unreplaced).
const values = ['0', '1', '-1', 'ff', '-ec', '80', '-80', 'deadbeef'.repeat(20), `-${'1234567'.repeat(30)}`, INIT_N];
const label = (hex: string) => (hex.length > 12 ? `${hex.slice(0, 8)}… (${hex.length} digits)` : hex);
const pairs = values.flatMap((left) => values.map((right) => [label(left), label(right), left, right]));
// Amplify raises only modulo N, an odd prime; its jsbn copy gets even moduli wrong (1 ^ e mod 0x80 is not 1 there).
const oddModulus = (hex: string) => !hex.startsWith('-') && /[13579bdf]$/i.test(hex);
const jsbn = (hex: string): AuthBigInteger => new AmplifyBigInteger(hex, 16);
const ours = (hex: string) => new BigInteger(hex, 16);
const modPowOf = (
  base: { modPow: (e: never, m: never, cb: (e: unknown, r?: { toString(radix: number): string }) => void) => void },
  e: unknown,
  m: unknown,
) => {
  let result = '';
  base.modPow(e as never, m as never, (error, value) => {
    if (error) throw error;
    result = value?.toString(16) ?? 'none';
  });
  return result;
};

describe('BigInteger on native BigInt', () => {
  it.each(values.map((hex) => [label(hex), hex]))('reads and writes %s as jsbn does', (_, hex) => {
    expect(ours(hex).toString(16)).toBe(jsbn(hex).toString(16));
    expect(ours(hex).abs().toString(16)).toBe(jsbn(hex).abs().toString(16));
    expect(Math.sign(ours(hex).compareTo(BigInteger.ZERO))).toBe(
      Math.sign(jsbn(hex).compareTo(AmplifyBigInteger.ZERO)),
    );
  });

  it.each(pairs)('computes %s with %s as jsbn does', (_left, _right, left, right) => {
    expect(ours(left).add(ours(right)).toString(16)).toBe(jsbn(left).add(jsbn(right)).toString(16));
    expect(ours(left).subtract(ours(right)).toString(16)).toBe(jsbn(left).subtract(jsbn(right)).toString(16));
    expect(ours(left).multiply(ours(right)).toString(16)).toBe(jsbn(left).multiply(jsbn(right)).toString(16));
    expect(ours(left).equals(ours(right))).toBe(jsbn(left).equals(jsbn(right)));
    expect(Math.sign(ours(left).compareTo(ours(right)))).toBe(Math.sign(jsbn(left).compareTo(jsbn(right))));
    if (!right.startsWith('-') && right !== '0')
      expect(ours(left).mod(ours(right)).toString(16)).toBe(jsbn(left).mod(jsbn(right)).toString(16));
    if (oddModulus(right))
      expect(modPowOf(ours(left), ours('abcdef0123'), ours(right))).toBe(
        modPowOf(jsbn(left) as never, jsbn('abcdef0123'), jsbn(right)),
      );
  });

  it('raises to a 1024-bit power modulo the 3072-bit N as jsbn does', () => {
    const exponent = 'c3'.repeat(128);
    expect(modPowOf(ours('2'), ours(exponent), ours(INIT_N))).toBe(
      modPowOf(jsbn('2') as never, jsbn(exponent), jsbn(INIT_N)),
    );
  });

  it('refuses a radix other than 16 (Amplify reads only hex)', () => {
    expect(() => new BigInteger('10', 10)).toThrow('radix 10');
  });
});
