import { createAsyncThunk } from '@reduxjs/toolkit';
import { pendingEmailSet, selectPendingEmail } from './auth-slice';
import { selectCurrentUserEmail } from './current-user-slice';
import { endSession } from './end-session';
import { sessionEmail } from './session-email';

type StateWithEmails = Parameters<typeof selectCurrentUserEmail>[0] & Parameters<typeof selectPendingEmail>[0];

/**
 * A member shown the invalid-membership screen: the address the screen shows is read first (memory, or the ID token
 * still held when `readToken`), then the session ends at once (./end-session: token cookies removed, data wiped),
 * and only the address is kept, in memory, for the screen.
 */
export const endDisabledSession = createAsyncThunk<void, { readToken?: boolean } | void>(
  'identity/endDisabledSession',
  async (options, { dispatch, getState }) => {
    const state = getState() as StateWithEmails;
    const email = selectCurrentUserEmail(state) ?? selectPendingEmail(state) ?? (options?.readToken ? await sessionEmail() : undefined);
    await dispatch(endSession({ sessionIsOver: true }));
    if (email) dispatch(pendingEmailSet(email));
  },
);
