import { createSlice } from '@reduxjs/toolkit';
import { userLoggedOut } from './actions';
import { signOut } from './auth-calls';
import { loadCurrentUser, type CurrentUser } from './current-user';
import type { IdentityError } from './errors';

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
        state.status = 'failed';
        state.error = action.payload ?? { name: 'Error', message: action.error.message ?? '' };
      })
      .addCase(signOut.fulfilled, () => initialState)
      .addCase(userLoggedOut, () => initialState);
  },
});
