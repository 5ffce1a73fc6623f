import { fetchSession, mayHaveSession } from './amplify';
import { isTransientIdentityError } from './refresh-failure';

/**
 * The current ID token, or undefined when there is no session (the API then goes without a bearer, as the spec says).
 * When the identity service cannot be reached while the tokens are refreshed (a dropped connection, a 5xx), the member
 * may well still be signed in: that error is thrown, so the caller does not send the request as nobody.
 */
export const currentIdToken = async (): Promise<string | undefined> => {
  if (!mayHaveSession()) return undefined;
  try {
    const session = await fetchSession();
    return session.tokens?.idToken?.toString();
  } catch (error) {
    if (isTransientIdentityError(error)) throw error;
    return undefined;
  }
};
