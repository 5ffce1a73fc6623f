import AuthenticationHelper from 'amplify-auth-srp/AuthenticationHelper/AuthenticationHelper';
import BigInteger from 'amplify-auth-srp/BigInteger/BigInteger';
import { INIT_N } from 'amplify-auth-srp/constants';
import { getNowString } from 'amplify-auth-srp/getNowString';
import { getSignatureString } from 'amplify-auth-srp/getSignatureString';
import { nowString, passwordClaim } from './password-claim';
import { computePair, computeS } from './srp-math';
import { webcrypto } from 'node:crypto';

/** `S` as the SRP worker answers it. */
const workerS = (input: Parameters<typeof computeS>[0]) => Promise.resolve(computeS(input));

const hex = (bytes: number, first: number) =>
  Array.from({ length: bytes }, (_, index) =>
    (index === 0 ? first : Math.floor(Math.random() * 256)).toString(16).padStart(2, '0'),
  ).join('');

/** Amplify's own path (its CommonJS build, jsbn and all: jest runs it unreplaced), for the same inputs and moment. */
const amplifyClaim = async (input: Parameters<typeof passwordClaim>[0]) => {
  const big = (value: string) => new BigInteger(value, 16);
  const helper = new AuthenticationHelper({
    userPoolName: input.poolName,
    a: big(input.a),
    g: big('2'),
    A: big(input.A),
    N: big(INIT_N),
  });
  const hkdf = await helper.getPasswordAuthenticationKey({
    username: input.userIdForSrp,
    password: input.password,
    serverBValue: big(input.B),
    salt: big(input.salt),
  });
  const timestamp = getNowString();
  const signature = getSignatureString({
    userPoolName: input.poolName,
    username: input.userIdForSrp,
    challengeParameters: { SECRET_BLOCK: input.secretBlock },
    dateNow: timestamp,
    hkdf,
  });
  return { timestamp, signature };
};

describe('the password’s claim for PASSWORD_VERIFIER, made before the app (the boot script)', () => {
  beforeAll(() => {
    // The browser's SubtleCrypto, which jsdom lacks.
    Object.defineProperty(window.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
  });
  beforeEach(() => {
    jest.useFakeTimers({
      now: new Date('2026-11-29T04:05:06Z'),
      doNotFake: ['nextTick', 'setImmediate', 'setTimeout'],
    });
  });
  afterEach(() => jest.useRealTimers());

  // Leading bytes below and above 0x80: Amplify pads a hex whose first digit is 8-f with 00 before hashing.
  it.each([
    ['a salt and B with a low first byte', 0x12, 0x34, 'Passw0rd!demo'],
    ['a salt and B with a high first byte', 0xa5, 0xf0, 'パスワード 1!'],
    ['a salt high, B low', 0x80, 0x01, 'x'],
  ])('is Amplify’s signature and timestamp for %s', async (_, saltFirst, bFirst, password) => {
    for (let round = 0; round < 3; round += 1) {
      const pair = computePair(crypto.getRandomValues(new Uint8Array(128)));
      const input = {
        ...pair,
        poolName: 'AbCdEf123',
        userIdForSrp: '4f1c2b7e-0a9d-4c3e-8b6f-2d5e7a9c1b3f',
        password,
        B: hex(384, bFirst),
        salt: hex(16, saltFirst),
        secretBlock: btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(96)))),
      };
      expect(await passwordClaim(input, workerS)).toEqual(await amplifyClaim(input));
    }
  });

  const input = {
    ...computePair(new Uint8Array(128).fill(7)),
    poolName: 'p',
    userIdForSrp: 'u',
    password: 'p',
    B: 'c3',
    salt: '1',
    secretBlock: '',
  };

  it('asks for `S` with the numbers written as Amplify’s calculateS writes them, so both take one answer', async () => {
    const asked: Parameters<typeof computeS>[0][] = [];
    // `a` and B with a leading zero byte, hashes that may start with a zero: none is written with its zeros.
    const zeros = { ...input, a: `00${input.a}`, B: `00${hex(384, 0x9c)}` };
    await passwordClaim(zeros, (value) => (asked.push(value), workerS(value)));
    expect(asked).toHaveLength(1);
    const [values] = asked;
    for (const value of Object.values(values ?? {})) expect(value).toMatch(/^(0|[1-9a-f][0-9a-f]*)$/);
    expect(values?.a).toBe(new BigInteger(zeros.a, 16).toString(16));
    expect(values?.B).toBe(new BigInteger(zeros.B, 16).toString(16));
    expect(values?.N).toBe(new BigInteger(INIT_N, 16).toString(16));
  });

  it('refuses a B that is a multiple of N, as Amplify does', async () => {
    await expect(passwordClaim({ ...input, B: '0' }, workerS)).rejects.toThrow('B cannot be zero.');
  });

  it('is none without `S` (the worker busy or gone) or without the browser’s SubtleCrypto', async () => {
    await expect(passwordClaim(input, () => undefined)).resolves.toBeUndefined();
    await expect(passwordClaim(input, workerS, null)).resolves.toBeUndefined();
  });

  it('writes the moment as Amplify does: the day unpadded, the time padded, UTC', () => {
    expect(nowString(new Date('2026-03-05T04:05:06Z'))).toBe('Thu Mar 5 04:05:06 UTC 2026');
    expect(nowString(new Date('2026-11-29T21:10:59Z'))).toBe('Sun Nov 29 21:10:59 UTC 2026');
  });
});
