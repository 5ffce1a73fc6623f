import { createSlice, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { userLoggedOut } from './actions';
import type { IdentityError } from './errors';

/**
 * The member generation, moved at every end of a session: work started for one member is dropped when its answer
 * arrives after the generation moved, so member A's late answer never lands in member B's state.
 */
export interface MemberSessionState {
  generation: number;
}

const initialState: MemberSessionState = { generation: 0 };

export const memberSessionSlice = createSlice({
  name: 'memberSession',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(userLoggedOut, (state) => {
      state.generation += 1;
    });
  },
});

declare module '../store/root-reducer' {
  interface StaticSlices {
    memberSession: MemberSessionState;
  }
}

interface StateWithMember {
  memberSession?: MemberSessionState;
  auth?: { userId?: string };
  currentUser?: { user?: { sub: string } };
}

export const memberGenerationOf = (state: unknown): number => (state as StateWithMember).memberSession?.generation ?? 0;

/** The rejection of a call whose member was signed out (or switched) while it ran: no screen shows it, no slice keeps it. */
export const MEMBER_CHANGED: IdentityError = {
  name: 'MemberChangedError',
  message: 'The member changed while the call ran.',
};

export const isMemberChanged = (error: { name?: unknown } | undefined): boolean => error?.name === MEMBER_CHANGED.name;

/**
 * Called wherever the tokens tell who is signed in: another member still in memory (a sign-out in another tab, a new
 * sign-in) is wiped first, as the switch is an end of session too.
 */
export const memberSeen =
  (sub: string | undefined): ThunkAction<void, unknown, unknown, UnknownAction> =>
  (dispatch, getState) => {
    const state = getState() as StateWithMember;
    const known = state.auth?.userId ?? state.currentUser?.user?.sub;
    if (known && known !== sub) dispatch(userLoggedOut());
  };
