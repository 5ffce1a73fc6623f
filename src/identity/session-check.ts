import { createAsyncThunk } from '@reduxjs/toolkit';
import { fetchSession, mayHaveSession } from './amplify';
import { toIdentityError, type IdentityError } from './errors';
import { MEMBER_CHANGED, memberGenerationOf, memberSeen } from './member-session';

/**
 * Who is signed in, if anyone. Without a token cookie Amplify is not loaded to say so. Another member in memory is
 * wiped before the answer is stored (`memberSeen`).
 */
export const checkSession = createAsyncThunk<
  { userId?: string },
  { forceRefresh?: boolean } | void,
  { rejectValue: IdentityError }
>('identity/session/checkSession', async (options, { dispatch, getState, rejectWithValue }) => {
  const generation = memberGenerationOf(getState());
  try {
    let userId: string | undefined;
    if (mayHaveSession()) {
      const session = await fetchSession({ forceRefresh: options?.forceRefresh ?? false });
      const sub = session.tokens?.idToken?.payload.sub;
      userId = typeof sub === 'string' ? sub : undefined;
    }
    // A session ended while this check ran: its answer may name the member who just left.
    if (memberGenerationOf(getState()) !== generation) return rejectWithValue(MEMBER_CHANGED);
    dispatch(memberSeen(userId));
    return { userId };
  } catch (error) {
    return rejectWithValue(memberGenerationOf(getState()) === generation ? toIdentityError(error) : MEMBER_CHANGED);
  }
});
