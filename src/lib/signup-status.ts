import type { ServiceCode } from './service-codes';

/** Spec section 4: derived, never stored on its own. Numeric values are the spec's. */
export enum SignupStatus {
  EMAIL_NOT_VERIFIED = 1,
  EMAIL_VERIFIED = 2,
  ELIGIBILITY_VERIFIED = 3,
}

export interface SignupStatusSource {
  emailVerified: boolean;
  insurerNumber?: string | null;
}

/** A blank insurer number counts as none: eligibility is verified only once a real number is on the account. */
export const deriveSignupStatus = ({ emailVerified, insurerNumber }: SignupStatusSource): SignupStatus => {
  if (!emailVerified) return SignupStatus.EMAIL_NOT_VERIFIED;
  if (!insurerNumber || insurerNumber.trim() === '') return SignupStatus.EMAIL_VERIFIED;
  return SignupStatus.ELIGIBILITY_VERIFIED;
};

/** Signup is complete for a service when eligibility is verified and the member agreed to that service. */
export const isSignupComplete = (
  status: SignupStatus,
  service: ServiceCode,
  agreedServices: readonly string[],
): boolean => status === SignupStatus.ELIGIBILITY_VERIFIED && agreedServices.includes(service);
