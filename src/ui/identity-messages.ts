import { format } from '../i18n/format';
import { ja } from '../i18n/ja';
import type { IdentityError } from '../identity/errors';

/** Spec section 8: the fallback for identity errors a screen does not name — the communication-error text with the name and message. */
export const genericIdentityMessage = (error: IdentityError) =>
  format(ja.errors.communicationWithDetail, { name: error.name, message: error.message });

export const isRateLimited = (error: IdentityError) =>
  error.name === 'LimitExceededException' || error.name === 'TooManyRequestsException' || error.name === 'TooManyFailedAttemptsException';
