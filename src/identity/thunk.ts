import { createAsyncThunk } from '@reduxjs/toolkit';
import { toIdentityError, type IdentityError } from './errors';

/**
 * Calls made with a session are `identity/session/*`: the global listener maps their errors (spec section 8, Global).
 * Calls made before sign-in are `identity/public/*`: their screens show the errors themselves.
 */
export type IdentityScope = 'public' | 'session';

export const identityThunk = <Result, Arg = void>(scope: IdentityScope, name: string, call: (arg: Arg) => Promise<Result>) =>
  createAsyncThunk<Result, Arg, { rejectValue: IdentityError }>(`identity/${scope}/${name}`, async (arg, { rejectWithValue }) => {
    try {
      return await call(arg);
    } catch (error) {
      return rejectWithValue(toIdentityError(error));
    }
  });

export const isSessionIdentityRejection = (action: { type: string }): action is { type: string; payload: IdentityError } =>
  action.type.startsWith('identity/session/') && action.type.endsWith('/rejected');
