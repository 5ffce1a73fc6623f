import { fetchAuthSession } from 'aws-amplify/auth';

/**
 * The e-mail in the ID token the browser still holds, read without asking the identity service: a disabled
 * member's every call is refused, so the token is the only place the address can still come from.
 */
export const sessionEmail = async (): Promise<string | undefined> => {
  try {
    const email = (await fetchAuthSession()).tokens?.idToken?.payload.email;
    return typeof email === 'string' && email ? email : undefined;
  } catch {
    return undefined;
  }
};
