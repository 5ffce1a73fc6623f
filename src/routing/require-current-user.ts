import { loadCurrentUser } from '../identity/current-user';
import { classifyIdentityError } from '../identity/errors';
import type { GuardContext } from './guards';
import { redirect } from 'react-router-dom';
import { pathFor } from './route-names';

/**
 * A page loader for screens that show the member (settings and the change screens, which have only the
 * authentication guard): the current user is loaded (cached) before the page renders. A failed profile fetch or a
 * missing ID token goes to InternalServerError (spec section 8, Guards); revoked, deleted or disabled members go
 * where the global rules send them.
 */
export const requireCurrentUser = async ({ store }: GuardContext): Promise<Response | null> => {
  const result = await store.dispatch(loadCurrentUser());
  if (loadCurrentUser.fulfilled.match(result)) return null;
  const outcome = result.payload ? classifyIdentityError(result.payload) : undefined;
  if (outcome === 'signOut') return redirect(pathFor('Signin'));
  if (outcome === 'disabled') return redirect(pathFor('AccountDisabled'));
  return redirect(pathFor('InternalServerError'));
};
