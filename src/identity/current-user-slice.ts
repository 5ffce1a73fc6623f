import { createSlice } from '@reduxjs/toolkit';
import { userLoggedOut } from './actions';
import { loadCurrentUser, type CurrentUser } from './current-user';
import type { IdentityError } from './errors';
import { isMemberChanged } from './member-session';
import { selectApiReadsPending } from '../store/api-loader';

export interface CurrentUserState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  user?: CurrentUser;
  cacheKey?: string;
  loadedAt?: number;
  error?: IdentityError;
}

const initialState: CurrentUserState = { status: 'idle' };

export const currentUserSlice = createSlice({
  name: 'currentUser',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadCurrentUser.pending, (state) => {
        state.status = state.user ? 'loaded' : 'loading';
      })
      .addCase(loadCurrentUser.fulfilled, (_state, action) => ({ status: 'loaded', ...action.payload }))
      .addCase(loadCurrentUser.rejected, (state, action) => {
        // A load that outlived its member's session: the state already belongs to the next member (or nobody).
        if (isMemberChanged(action.payload)) return;
        state.status = 'failed';
        state.error = action.payload ?? { name: 'Error', message: action.error.message ?? '' };
      })
      .addCase(userLoggedOut, () => initialState);
  },
});

declare module '../store/root-reducer' {
  interface StaticSlices {
    currentUser: CurrentUserState;
  }
}

type WithCurrentUser = { currentUser: CurrentUserState };

export const selectCurrentUser = (state: WithCurrentUser) => state.currentUser.user;
export const selectCurrentUserStatus = (state: WithCurrentUser) => state.currentUser.status;
export const selectCurrentUserError = (state: WithCurrentUser) => state.currentUser.error;
export const selectCurrentUserEmail = (state: WithCurrentUser) => state.currentUser.user?.email;
/**
 * The member's load has ended (their data, or its error, on screen) and no read of the API is on its way: work nobody
 * waits for (a check, a large download) may start without sharing the link with the page's own reads.
 */
export const selectMemberReadsSettled = (state: WithCurrentUser & Parameters<typeof selectApiReadsPending>[0]) => {
  const status = state.currentUser.status;
  return (status === 'loaded' || status === 'failed') && !selectApiReadsPending(state);
};
/** The member's insurer number (from /me); undefined before the eligibility check. */
export const selectInsurerNumber = (state: WithCurrentUser) => state.currentUser.user?.insurerNumber;

/** Derived from the user rather than kept apart, so it cannot disagree with it. */
export const selectSignupStatus = (state: WithCurrentUser) => state.currentUser.user?.signupStatus;
