import { ja } from '../../i18n/ja';
import '../../i18n/screens/busy';
import { genericIdentityMessage, isPasskeyCancelled, isRateLimited, type IdentityError } from '../../identity/errors';

/** The sign-in page's passkey part, a chunk of its own downloaded only when a passkey is used. */
export { passkeySignIn } from '../../identity/passkey-signin-call';

/** Sign-in with a passkey: cancelled, refused or not possible here, each said plainly; the password form stays. */
export const passkeySigninErrorMessage = (error: IdentityError): string => {
  if (isPasskeyCancelled(error)) return ja.passkeys.signinCanceled;
  if (error.name === 'PasskeyNotSupported') return ja.passkeys.notSupported;
  if (error.name === 'UserNotFoundException') return ja.signin.userNotFound;
  if (error.name === 'NotAuthorizedException' && error.message === 'User is disabled.') return ja.disabled.message;
  if (isRateLimited(error)) return ja.busy.signin;
  if (
    error.name === 'NotAuthorizedException' ||
    error.name === 'PasskeyRetrievalFailed' ||
    error.name === 'RelyingPartyMismatch' ||
    error.name === 'InvalidPasskeyAuthenticationOptions' ||
    error.name.startsWith('WebAuthn')
  ) {
    return ja.passkeys.signinFailed;
  }
  return genericIdentityMessage(error);
};
