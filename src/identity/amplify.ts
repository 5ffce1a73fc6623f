import { Amplify } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { CookieStorage } from 'aws-amplify/utils';
import type { Environment } from '../config/env';
import { cookieOptionsFor } from '../lib/cookie-domain';

/** Configures Amplify for one environment; only this file knows whether the pool is real or local. */
export const configureIdentity = (environment: Environment, location: Pick<Location, 'hostname' | 'protocol'> = window.location) => {
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
  cognitoUserPoolsTokenProvider.setKeyValueStorage(new CookieStorage(cookieOptionsFor(location, environment.cookie)));
};
