import { createAction } from '@reduxjs/toolkit';

/** Every slice that holds per-member state resets on this one action. */
export const userLoggedOut = createAction('identity/userLoggedOut');

/**
 * A session ended by the identity service's word rather than by the member (a refresh refused, a disabled member):
 * the app decides where the member goes (src/app/listeners.ts), identity only reports it.
 */
export const sessionEndedByService = createAction<'signIn' | 'disabled'>('identity/sessionEndedByService');
