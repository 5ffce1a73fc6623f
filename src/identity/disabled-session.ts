import { createAsyncThunk } from '@reduxjs/toolkit';
import { pendingEmailSet, selectPendingEmail } from './auth-slice';
import { selectCurrentUserEmail } from './current-user-slice';
import { endSession } from './end-session';
import { sessionEmail } from './session-email';

type StateWithEmails = Parameters<typeof selectCurrentUserEmail>[0] & Parameters<typeof selectPendingEmail>[0];

/**
 * A member shown the invalid-membership screen: the address the screen shows is read first (memory, or the ID token
 * still held: a member disabled since the page was loaded was never loaded), then the session ends at once
 * (./end-session: token cookies removed, data wiped), and only the address is kept, in memory, for the screen.
 */
export const endDisabledSession = createAsyncThunk<void, void>(
  'identity/endDisabledSession',
  async (_arg, { dispatch, getState }) => {
    const state = getState() as StateWithEmails;
    const read = selectCurrentUserEmail(state) ?? selectPendingEmail(state) ?? (await sessionEmail());
    // Another end of this session (the screen's own, the global listener's) may have finished while the token was
    // read, and kept the address already: it is not lost by this one's wipe.
    const email = read ?? selectPendingEmail(getState() as StateWithEmails);
    await dispatch(endSession({ sessionIsOver: true }));
    if (email) dispatch(pendingEmailSet(email));
  },
);
