import { fetchSession, mayHaveSession } from './amplify';
import { isTransientIdentityError } from './refresh-failure';

/**
 * The current ID token, or undefined without a session. A refresh that cannot reach the service throws, so the caller
 * does not send the request as nobody.
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
