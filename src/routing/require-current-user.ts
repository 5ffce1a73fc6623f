import { loadCurrentUser } from '../identity/current-user';
import { classifyIdentityError } from '../identity/errors';
import type { GuardContext } from './guards';
import { redirect } from 'react-router-dom';
import { pathFor } from './route-names';

/**
 * Loads the current user (cached) before a page that shows the member; a failure goes to InternalServerError (spec
 * section 8, Guards).
 */
export const requireCurrentUser = async ({ store }: GuardContext): Promise<Response | null> => {
  const result = await store.dispatch(loadCurrentUser());
  if (loadCurrentUser.fulfilled.match(result)) return null;
  const outcome = result.payload ? classifyIdentityError(result.payload) : undefined;
  if (outcome === 'signOut') return redirect(pathFor('Signin'));
  if (outcome === 'disabled') return redirect(pathFor('AccountDisabled'));
  return redirect(pathFor('InternalServerError'));
};
