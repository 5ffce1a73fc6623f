import { loadIdentity, mayHaveSession } from './amplify';
import { identityThunk } from './thunk';

/**
 * The header's session check: who is signed in, if anyone. Revoked or disabled sessions reject and are mapped globally.
 * Without a token cookie nobody is signed in, and Amplify is not loaded to say so.
 */
export const checkSession = identityThunk('session', 'checkSession', async (options: { forceRefresh?: boolean } | void) => {
  if (!mayHaveSession()) return { userId: undefined };
  const { fetchAuthSession } = await loadIdentity();
  const session = await fetchAuthSession({ forceRefresh: options?.forceRefresh ?? false });
  const sub = session.tokens?.idToken?.payload.sub;
  return { userId: typeof sub === 'string' ? sub : undefined };
});
