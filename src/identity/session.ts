import { fetchAuthSession } from 'aws-amplify/auth';

/** The current ID token, or undefined when there is no session (the API then goes without a bearer, as the spec says). */
export const currentIdToken = async (): Promise<string | undefined> => {
  try {
    const session = await fetchAuthSession();
    return session.tokens?.idToken?.toString();
  } catch {
    return undefined;
  }
};
