import { format } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { mayHaveSucceededMessage, type IdentityError } from '../../identity/errors';
import '../../i18n/screens/mfa';

/** Spec section 8, Phone: the identity service's message is the reason; with none, the sentence stands alone. */
export const phoneUpdateFailedMessage = (error: IdentityError | undefined) =>
  mayHaveSucceededMessage(error) ??
  (error?.message ? format(ja.mfa.updateFailed, { reason: error.message }) : ja.mfa.updateFailedWithoutReason);

export const phoneVerifyFailedMessage = (error: IdentityError | undefined) =>
  mayHaveSucceededMessage(error) ??
  (error?.message ? format(ja.mfa.verifyFailed, { reason: error.message }) : ja.mfa.verifyFailedWithoutReason);

/** SMS setup failures: what failed (registering the number, or turning SMS two-step on), with the name and message. */
export const registrationFailedMessage = (error: IdentityError | undefined) =>
  mayHaveSucceededMessage(error) ??
  format(ja.mfa.registrationFailed, { name: error?.name ?? 'Error', message: error?.message ?? '' });

export const setupFailedMessage = (error: IdentityError | undefined) =>
  mayHaveSucceededMessage(error) ??
  format(ja.mfa.setupFailed, { name: error?.name ?? 'Error', message: error?.message ?? '' });
