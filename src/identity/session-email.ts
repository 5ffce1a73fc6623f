import { fetchSession, mayHaveSession } from './amplify';

/**
 * The e-mail in the ID token the browser still holds, read without asking the identity service: a disabled
 * member's every call is refused, so the token is the only place the address can still come from.
 */
export const sessionEmail = async (): Promise<string | undefined> => {
  if (!mayHaveSession()) return undefined;
  try {
    const email = (await fetchSession()).tokens?.idToken?.payload.email;
    return typeof email === 'string' && email ? email : undefined;
  } catch {
    return undefined;
  }
};
