import { createAction } from '@reduxjs/toolkit';

/** Every slice that holds per-member state resets on this one action. */
export const userLoggedOut = createAction('identity/userLoggedOut');
