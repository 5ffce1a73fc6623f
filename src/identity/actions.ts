import { createAction } from '@reduxjs/toolkit';

/** Every slice that holds per-member state resets on this one action. */
export const userLoggedOut = createAction('identity/userLoggedOut');

/**
 * A session ended by the identity service's word rather than by the member (a refresh refused, a disabled member):
 * the app decides where the member goes (src/app/listeners.ts), identity only reports it.
 */
export const sessionEndedByService = createAction<'signIn' | 'disabled'>('identity/sessionEndedByService');

/**
 * Another tab ended this tab's session ('signedOut': the cookies hold nobody now) or signed in another member
 * ('otherMember'): the member here was wiped, the app shows the sign-in page or the choose-account view.
 */
export const sessionEndedInOtherTab = createAction<'signedOut' | 'otherMember'>('identity/sessionEndedInOtherTab');
