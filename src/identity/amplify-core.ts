/**
 * The first half of Amplify's evaluation (`loadIdentity` in ./amplify.ts): its core, the singleton the configuration
 * goes to, the token provider and the cookie storage. The auth calls (./amplify-runtime) are evaluated in the next
 * task: the two together were one task of about 120 ms at 4x CPU, on the way to the service list.
 */
export { Amplify } from 'aws-amplify';
export { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
export { CookieStorage } from 'aws-amplify/utils';
