/**
 * The first half of Amplify's evaluation (core, token provider, cookie storage); the auth calls (./amplify-runtime)
 * are evaluated in the next task, so the two are not one long task.
 */
export { Amplify } from 'aws-amplify';
export { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
export { CookieStorage } from 'aws-amplify/utils';
