import { createSlice, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { userLoggedOut } from './actions';
import type { IdentityError } from './errors';

/**
 * The member generation: a counter that moves on every end of a session (`userLoggedOut`). Work started for one member
 * (an API request, an identity call, a current-user load) notes the generation when it starts and is dropped when the
 * generation has moved by the time its answer arrives, so a late answer of member A never lands in member B's state.
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

/** Reads the generation from any root state (the API's base query sees the state as `unknown`). */
export const memberGenerationOf = (state: unknown): number => (state as StateWithMember).memberSession?.generation ?? 0;

/** The rejection of a call whose member was signed out (or switched) while it ran: no screen shows it, no slice keeps it. */
export const MEMBER_CHANGED: IdentityError = {
  name: 'MemberChangedError',
  message: 'The member changed while the call ran.',
};

export const isMemberChanged = (error: { name?: unknown } | undefined): boolean => error?.name === MEMBER_CHANGED.name;

/**
 * Called wherever the app learns from the tokens who is signed in (session check, current-user load). When memory
 * still holds another member (a sign-out in another tab, tokens that expired and were replaced by a new sign-in), or a
 * member while nobody is signed in, that member's data is wiped first: the switch is an end of session too.
 */
export const memberSeen =
  (sub: string | undefined): ThunkAction<void, unknown, unknown, UnknownAction> =>
  (dispatch, getState) => {
    const state = getState() as StateWithMember;
    const known = state.auth?.userId ?? state.currentUser?.user?.sub;
    if (known && known !== sub) dispatch(userLoggedOut());
  };
