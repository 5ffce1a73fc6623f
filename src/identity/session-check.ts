import { createAsyncThunk } from '@reduxjs/toolkit';
import { fetchSession, mayHaveSession } from './amplify';
import { toIdentityError, type IdentityError } from './errors';
import { MEMBER_CHANGED, memberGenerationOf, memberSeen } from './member-session';

/**
 * The header's session check: who is signed in, if anyone. Revoked or disabled sessions reject and are mapped globally.
 * Without a token cookie nobody is signed in, and Amplify is not loaded to say so. When the answer names another
 * member than the one in memory (or nobody), that member's data is wiped before the answer is stored (`memberSeen`).
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
