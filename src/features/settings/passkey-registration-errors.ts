import { ja } from '../../i18n/ja';
import { PROOF_REQUIRED } from '../../identity/passkey-calls';
import { genericIdentityMessage, isPasskeyCancelled, isRateLimited, type IdentityError } from '../../identity/errors';
import '../../i18n/screens/settings';

/** Registering this device's passkey (the settings page's passkey section). */
export const passkeyRegistrationErrorMessage = (error: IdentityError): string => {
  if (error.name === PROOF_REQUIRED) return ja.settings.passkeys.proofExpired;
  if (isPasskeyCancelled(error)) return ja.settings.passkeys.registerCanceled;
  if (error.name === 'PasskeyAlreadyExists') return ja.settings.passkeys.alreadyRegistered;
  if (error.name === 'PasskeyNotSupported') return ja.passkeys.notSupported;
  if (isRateLimited(error)) return ja.errors.rateLimited;
  if (
    error.name.startsWith('WebAuthn') ||
    error.name.startsWith('Passkey') ||
    error.name === 'InvalidPasskeyRegistrationOptions' ||
    error.name === 'RelyingPartyMismatch'
  ) {
    return ja.settings.passkeys.registerFailed;
  }
  return genericIdentityMessage(error);
};
