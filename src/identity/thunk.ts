import { createAsyncThunk } from '@reduxjs/toolkit';
import { toIdentityError, type IdentityError } from './errors';
import { MEMBER_CHANGED, memberGenerationOf } from './member-session';

/**
 * Calls made with a session are `identity/session/*`: the global listener maps their errors (spec section 8, Global).
 * Calls made before sign-in are `identity/public/*`: their screens show the errors themselves.
 */
export type IdentityScope = 'public' | 'session';

/** A session call answered after its member's session ended rejects with MEMBER_CHANGED (see ./member-session). */
export const identityThunk = <Result, Arg = void>(
  scope: IdentityScope,
  name: string,
  call: (arg: Arg) => Promise<Result>,
) =>
  createAsyncThunk<Result, Arg, { rejectValue: IdentityError }>(
    `identity/${scope}/${name}`,
    async (arg, { getState, rejectWithValue }) => {
      const generation = memberGenerationOf(getState());
      const sameMember = () => scope === 'public' || memberGenerationOf(getState()) === generation;
      try {
        const result = await call(arg);
        return sameMember() ? result : rejectWithValue(MEMBER_CHANGED);
      } catch (error) {
        return rejectWithValue(sameMember() ? toIdentityError(error) : MEMBER_CHANGED);
      }
    },
  );

export const isSessionIdentityRejection = (action: {
  type: string;
}): action is { type: string; payload: IdentityError } =>
  action.type.startsWith('identity/session/') && action.type.endsWith('/rejected');
