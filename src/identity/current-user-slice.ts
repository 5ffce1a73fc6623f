import { createSlice } from '@reduxjs/toolkit';
import { userLoggedOut } from './actions';
import { loadCurrentUser, type CurrentUser } from './current-user';
import type { IdentityError } from './errors';
import { isMemberChanged } from './member-session';

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
