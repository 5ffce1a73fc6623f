/** Cognito's endpoint for the pool, as Amplify resolves it (the configured one, else the region's). */
export const identityEndpoint = (userPoolId: string, userPoolEndpoint?: string) =>
  userPoolEndpoint || `https://cognito-idp.${userPoolId.split('_')[0] ?? ''}.amazonaws.com/`;
