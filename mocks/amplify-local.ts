import { Amplify } from 'aws-amplify';
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID } from '../src/config/local-identity';

/**
 * The real Amplify, configured as the app configures it for the local pool (e-mail sign-in, codes by e-mail), against
 * a test endpoint of the local stack (the identity proxy, or a relay in front of it). Amplify warns that the endpoint
 * is custom: that is the point here, so that one warning is not output.
 */
export const configureAmplifyAt = (userPoolEndpoint: string) => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: LOCAL_USER_POOL_ID,
          userPoolClientId: LOCAL_CLIENT_ID,
          userPoolEndpoint,
          loginWith: { email: true },
          signUpVerificationMethod: 'code',
        },
      },
    });
  } finally {
    warn.mockRestore();
  }
};
