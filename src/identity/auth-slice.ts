import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { userLoggedOut } from './actions';
import { isMemberChanged } from './member-session';
import { isTransientIdentityError } from './refresh-failure';
import type { PasskeyCheck } from './recent-passkeys';
import { checkSession } from './session-check';

export type AuthStatus = 'unknown' | 'signedIn' | 'signedOut';
export type ConnectionNotice = 'blip' | 'persistent';

export interface AuthState {
  status: AuthStatus;
  /** Cognito sub of the signed-in member; the only identifier analytics may see. */
  userId?: string;
  /** E-mail of the member in the middle of signing up or in: memory only, never persisted. */
  pendingEmail?: string;
  /** Set when the session ended on its own (refresh failed); Signin explains it once. */
  sessionEndedNotice?: boolean;
  /** A token refresh failed for a blip ('blip'), or kept failing for minutes ('persistent': sign in again is offered). */
  connectionNotice?: ConnectionNotice;
  /** A sign-in on this page whose follow-up (the passkeys told to the member) has not run yet. */
  signInFollowUp?: SignInFollowUp;
}

export interface SignInFollowUp {
  /** The member reset the password just before: removing every passkey is offered. */
  afterPasswordReset: boolean;
  /** What the check after the sign-in found (./recent-passkeys); shown until closed or the session ends. */
  found?: PasskeyCheck;
}

const initialState: AuthState = { status: 'unknown' };
const signedOut = (state: AuthState): AuthState => ({
  status: 'signedOut',
  sessionEndedNotice: state.sessionEndedNotice,
});

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
    connectionNoticeSet: (state, action: PayloadAction<ConnectionNotice | false>) => {
      state.connectionNotice = action.payload || undefined;
    },
    signInFollowUpSet: (state, action: PayloadAction<SignInFollowUp | undefined>) => {
      state.signInFollowUp = action.payload;
    },
    signInFollowUpFound: (state, action: PayloadAction<PasskeyCheck>) => {
      if (state.signInFollowUp) state.signInFollowUp.found = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(checkSession.fulfilled, (state, action) => {
        state.status = action.payload.userId ? 'signedIn' : 'signedOut';
        state.userId = action.payload.userId;
      })
      // A check that outlived its member's session says nothing about the member signed in now; a check that could
      // not reach the identity service (network, 5xx) says nothing about the session: Amplify kept the tokens.
      .addCase(checkSession.rejected, (state, action) =>
        isMemberChanged(action.payload) || isTransientIdentityError(action.payload) ? state : signedOut(state),
      )
      .addCase(userLoggedOut, signedOut);
  },
});

declare module '../store/root-reducer' {
  interface StaticSlices {
    auth: AuthState;
  }
}

export const { pendingEmailSet, sessionEndedNoticeSet, connectionNoticeSet, signInFollowUpSet, signInFollowUpFound } =
  authSlice.actions;

type WithAuth = { auth: AuthState };

export const selectAuthStatus = (state: WithAuth) => state.auth.status;
export const selectAuthUserId = (state: WithAuth) => state.auth.userId;
export const selectPendingEmail = (state: WithAuth) => state.auth.pendingEmail;
export const selectSessionEndedNotice = (state: WithAuth) => state.auth.sessionEndedNotice;
export const selectConnectionNotice = (state: WithAuth) => state.auth.connectionNotice;
export const selectSignInFollowUp = (state: WithAuth) => state.auth.signInFollowUp;
