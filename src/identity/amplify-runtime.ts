import { Amplify } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { CookieStorage } from 'aws-amplify/utils';
import type { Environment } from '../config/env';
import { cookieOptionsFor } from '../lib/cookie-domain';

import {
  confirmResetPassword,
  confirmSignUp,
  confirmUserAttribute,
  fetchMFAPreference,
  fetchUserAttributes,
  resendSignUpCode,
  resetPassword,
  sendUserAttributeVerificationCode,
  signIn as amplifySignIn,
  signUp,
  updateMFAPreference,
  updatePassword,
  updateUserAttribute,
  updateUserAttributes,
  type SignInInput,
} from 'aws-amplify/auth';
import { observeIdentityAttempts } from './attempts';
import { claimEarlyPasswordSignIn } from './early-password-sign-in';
import { gatedTokenStorage } from './token-gate-storage';
import { identityWrites } from './writes';

/**
 * Everything of Amplify the portal uses, in one lazy chunk (through `loadIdentity()` only), named one by one so the
 * bundle keeps only these.
 */
export {
  associateWebAuthnCredential,
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  confirmUserAttribute,
  deleteWebAuthnCredential,
  fetchAuthSession,
  fetchMFAPreference,
  fetchUserAttributes,
  listWebAuthnCredentials,
  resendSignUpCode,
  resetPassword,
  sendUserAttributeVerificationCode,
  signOut,
  signUp,
  updateMFAPreference,
  updatePassword,
  updateUserAttribute,
  updateUserAttributes,
} from 'aws-amplify/auth';
export { Hub } from 'aws-amplify/utils';
export { startEarlyPasswordSignIn } from './early-password-sign-in';

/** Amplify's sign-in, taking the pair of an InitiateAuth already sent for this member (./early-password-sign-in.ts). */
export const signIn = (input: SignInInput) => {
  claimEarlyPasswordSignIn(input.username, input.options?.authFlowType === 'USER_SRP_AUTH');
  return amplifySignIn(input);
};

// Amplify retries writes without saying so in its errors: attempts are noted, and writes settle through ./writes.
observeIdentityAttempts();
export const writes = identityWrites({
  signUp,
  confirmSignUp,
  resendSignUpCode,
  resetPassword,
  confirmResetPassword,
  updatePassword,
  updateUserAttributes,
  updateUserAttribute,
  confirmUserAttribute,
  sendUserAttributeVerificationCode,
  updateMFAPreference,
  fetchUserAttributes,
  fetchMFAPreference,
});

/** Configures Amplify for one environment; only this file knows whether the pool is real or local. */
export const configureAmplify = (environment: Environment, location: Pick<Location, 'hostname' | 'protocol'>) => {
  const { userPoolId, userPoolClientId, userPoolEndpoint } = environment.identity;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId,
        userPoolClientId,
        ...(userPoolEndpoint ? { userPoolEndpoint } : {}),
        loginWith: { email: true },
        signUpVerificationMethod: 'code',
      },
    },
  });
  // Behind the gate that an end of session closes: a refresh answered after sign-out writes no token back.
  cognitoUserPoolsTokenProvider.setKeyValueStorage(
    gatedTokenStorage(new CookieStorage(cookieOptionsFor(location, environment.cookie)), true),
  );
};
