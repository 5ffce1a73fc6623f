import { loadIdentity, mayHaveSession } from './amplify';

/** The current ID token, or undefined when there is no session (the API then goes without a bearer, as the spec says). */
export const currentIdToken = async (): Promise<string | undefined> => {
  if (!mayHaveSession()) return undefined;
  try {
    const { fetchAuthSession } = await loadIdentity();
    const session = await fetchAuthSession();
    return session.tokens?.idToken?.toString();
  } catch {
    return undefined;
  }
};
