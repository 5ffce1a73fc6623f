import { createSlice } from '@reduxjs/toolkit';
import type { SignupStatus } from '../lib/signup-status';
import { userLoggedOut } from './actions';
import { loadCurrentUser } from './current-user';

export interface SignupStatusState {
  status?: SignupStatus;
}

const initialState: SignupStatusState = {};

/** Written only from the current user it derives from, so the two can never disagree. */
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
