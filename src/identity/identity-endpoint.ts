/** Cognito's endpoint for the pool, as Amplify resolves it (the configured one, else the region's). */
export const identityEndpoint = (userPoolId: string, userPoolEndpoint?: string) =>
  userPoolEndpoint || `https://cognito-idp.${userPoolId.split('_')[0] ?? ''}.amazonaws.com/`;

/** A call of Cognito's JSON protocol, as Amplify sends it (its other headers are the browser's). */
export const cognitoRequest = (operation: string, body: string): RequestInit => ({
  method: 'POST',
  cache: 'no-store',
  headers: {
    'content-type': 'application/x-amz-json-1.1',
    'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
  },
  body,
});
