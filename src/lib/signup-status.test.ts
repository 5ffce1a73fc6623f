import { deriveSignupStatus, isSignupComplete, SignupStatus } from './signup-status';

describe('SignupStatus', () => {
  it('keeps the spec numbers', () => {
    expect([SignupStatus.EMAIL_NOT_VERIFIED, SignupStatus.EMAIL_VERIFIED, SignupStatus.ELIGIBILITY_VERIFIED]).toEqual([
      1, 2, 3,
    ]);
  });
});

describe('deriveSignupStatus', () => {
  it.each([
    [false, undefined, SignupStatus.EMAIL_NOT_VERIFIED],
    [false, '06139992', SignupStatus.EMAIL_NOT_VERIFIED],
    [true, undefined, SignupStatus.EMAIL_VERIFIED],
    [true, null, SignupStatus.EMAIL_VERIFIED],
    [true, '', SignupStatus.EMAIL_VERIFIED],
    [true, '  ', SignupStatus.EMAIL_VERIFIED],
    [true, '06139992', SignupStatus.ELIGIBILITY_VERIFIED],
  ])('emailVerified=%s insurerNumber=%j → %s', (emailVerified, insurerNumber, expected) => {
    expect(deriveSignupStatus({ emailVerified, insurerNumber })).toBe(expected);
  });
});

describe('isSignupComplete', () => {
  it('needs eligibility and the agreement to that service', () => {
    expect(isSignupComplete(SignupStatus.ELIGIBILITY_VERIFIED, 'otc', ['otc', 'my-kenshin'])).toBe(true);
    expect(isSignupComplete(SignupStatus.ELIGIBILITY_VERIFIED, 'eligibility-certificate', ['otc'])).toBe(false);
    expect(isSignupComplete(SignupStatus.ELIGIBILITY_VERIFIED, 'otc', [])).toBe(false);
  });

  it.each([SignupStatus.EMAIL_NOT_VERIFIED, SignupStatus.EMAIL_VERIFIED])(
    'is never complete before eligibility (%s)',
    (status) => {
      expect(isSignupComplete(status, 'otc', ['otc'])).toBe(false);
    },
  );
});
