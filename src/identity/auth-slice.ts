import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { userLoggedOut } from './actions';
import { signOut } from './auth-calls';
import { checkSession } from './session-check';

export type AuthStatus = 'unknown' | 'signedIn' | 'signedOut';

export interface AuthState {
  status: AuthStatus;
  /** Cognito sub of the signed-in member; the only identifier analytics may see. */
  userId?: string;
  /** E-mail of the member in the middle of signing up or in: memory only, never persisted. */
  pendingEmail?: string;
  /** Set when the session ended on its own (refresh failed); Signin explains it once. */
  sessionEndedNotice?: boolean;
}

const initialState: AuthState = { status: 'unknown' };
const signedOut = (state: AuthState): AuthState => ({ status: 'signedOut', sessionEndedNotice: state.sessionEndedNotice });

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    pendingEmailSet: (state, action: PayloadAction<string | undefined>) => {
      state.pendingEmail = action.payload;
    },
    sessionEndedNoticeSet: (state, action: PayloadAction<boolean>) => {
      state.sessionEndedNotice = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(checkSession.fulfilled, (state, action) => {
        state.status = action.payload.userId ? 'signedIn' : 'signedOut';
        state.userId = action.payload.userId;
      })
      .addCase(checkSession.rejected, signedOut)
      .addCase(signOut.fulfilled, signedOut)
      .addCase(userLoggedOut, signedOut);
  },
});

export const { pendingEmailSet, sessionEndedNoticeSet } = authSlice.actions;
