import { createSlice } from '@reduxjs/toolkit';
import type { SignupStatus } from '../lib/signup-status';
import { userLoggedOut } from './actions';
import { loadCurrentUser } from './current-user';

export interface SignupStatusState {
  status?: SignupStatus;
}

const initialState: SignupStatusState = {};

/**
 * Invariant: the status always equals `currentUser.user?.signupStatus`. It is written only by loadCurrentUser's
 * fulfilled action (the status is derived there, from the same attributes and /me answer as the user) and emptied
 * by exactly the actions that empty the current user, so the two can never disagree. No reducers of its own.
 */
export const signupStatusSlice = createSlice({
  name: 'signupStatus',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadCurrentUser.fulfilled, (_state, action) => ({ status: action.payload.user.signupStatus }))
      .addCase(userLoggedOut, () => initialState);
  },
});
