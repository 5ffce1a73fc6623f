import type { AppDispatch } from '../store/types';
import { nextTask } from '../lib/run-in-steps';
import { sessionEndedNoticeSet, signInFollowUpSet, type SignInFollowUp } from './auth-slice';
import { loadCurrentUser } from './current-user';
import { checkSession } from './session-check';

// Every sign-in's end: the member's reads leave first (the signed-in page's load joins them), then the session check.
export const completeSignIn = async (dispatch: AppDispatch, followUp: SignInFollowUp) => {
  void dispatch(loadCurrentUser());
  await nextTask();
  dispatch(sessionEndedNoticeSet(false));
  dispatch(signInFollowUpSet(followUp));
  await dispatch(checkSession());
};
