import { createAsyncThunk } from '@reduxjs/toolkit';
import { pendingEmailSet, selectPendingEmail } from './auth-slice';
import { selectCurrentUserEmail } from './current-user-slice';
import { endSession } from './end-session';
import { sessionEmail } from './session-email';

type StateWithEmails = Parameters<typeof selectCurrentUserEmail>[0] & Parameters<typeof selectPendingEmail>[0];

/**
 * The invalid-membership screen: the address is read first (memory, or the ID token still held), then the session
 * ends at once, and only the address is kept, in memory.
 */
export const endDisabledSession = createAsyncThunk<void, void>(
  'identity/endDisabledSession',
  async (_arg, { dispatch, getState }) => {
    const state = getState() as StateWithEmails;
    const read = selectCurrentUserEmail(state) ?? selectPendingEmail(state) ?? (await sessionEmail());
    // Another end of this session may have kept the address already while the token was read.
    const email = read ?? selectPendingEmail(getState() as StateWithEmails);
    await dispatch(endSession({ sessionIsOver: true }));
    if (email) dispatch(pendingEmailSet(email));
  },
);
