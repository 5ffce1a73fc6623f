import { fetchAuthSession } from 'aws-amplify/auth';
import { identityThunk } from './thunk';

/** The header's session check: who is signed in, if anyone. Revoked or disabled sessions reject and are mapped globally. */
export const checkSession = identityThunk('session', 'checkSession', async (options: { forceRefresh?: boolean } | void) => {
  const session = await fetchAuthSession({ forceRefresh: options?.forceRefresh ?? false });
  const sub = session.tokens?.idToken?.payload.sub;
  return { userId: typeof sub === 'string' ? sub : undefined };
});
