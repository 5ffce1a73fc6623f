import { createAsyncThunk } from '@reduxjs/toolkit';
import { userLoggedOut } from './actions';
import { loadIdentity } from './amplify';
import { signOut } from './auth-calls';
import type { IdentityError } from './errors';

/** Whether Amplify still holds tokens (a sign-out that failed before clearing them). */
const stillSignedIn = async () => {
  try {
    const { fetchAuthSession } = await loadIdentity();
    const session = await fetchAuthSession();
    return Boolean(session.tokens);
  } catch {
    return false;
  }
};

/**
 * Signs the member out and wipes their data (`userLoggedOut`, see src/app/member-data-wipe.ts). Every path that ends a
 * session uses this. Amplify's sign-out clears the tokens even when the revocation call fails (a retried revocation is
 * harmless), so only a sign-out that left the tokens in place is a failure: the member stays signed in then, unless
 * the identity service already said the session is over (`sessionIsOver`: revoked, deleted, disabled), where the data
 * goes whatever the local sign-out did.
 */
export const endSession = createAsyncThunk<void, { sessionIsOver?: boolean } | void, { rejectValue: IdentityError }>(
  'identity/endSession',
  async (options, { dispatch, rejectWithValue }) => {
    const result = await dispatch(signOut());
    if (signOut.rejected.match(result) && !options?.sessionIsOver && (await stillSignedIn())) {
      return rejectWithValue(result.payload ?? { name: 'Error', message: result.error.message ?? '' });
    }
    dispatch(userLoggedOut());
    return undefined;
  },
);
