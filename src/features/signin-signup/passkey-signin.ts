import { ja } from '../../i18n/ja';
import '../../i18n/screens/busy';
import { genericIdentityMessage, isPasskeyCancelled, isRateLimited, type IdentityError } from '../../identity/errors';
import { completeSignIn } from '../../identity/complete-sign-in';
import { passkeySignIn } from '../../identity/passkey-signin-call';
import { signedIn, type PasskeyOutcome } from '../../lib/passkey-pick';
import { selectOriginatingService } from '../../routing/navigation-context-slice';
import { serviceRouteFor } from '../../routing/originating-service';
import { pathFor } from '../../routing/route-names';
import type { AppDispatch, AppStore } from '../../store/types';

/** The sign-in page's passkey part, a chunk of its own downloaded only when a passkey is used. */
export { passkeySignIn };

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

export const signInWithPasskey = async (
  dispatch: AppDispatch,
  who: { email: string } | { username: string },
): Promise<PasskeyOutcome> => {
  const result = await dispatch(passkeySignIn(who));
  if (passkeySignIn.rejected.match(result))
    return { error: result.payload ? passkeySigninErrorMessage(result.payload) : ja.errors.generic };
  const { next } = result.payload;
  if (next === 'DONE' || next === 'SMS_CODE') return { next };
  return { error: next === 'NO_PASSKEY' ? ja.passkeys.signinNoPasskey : ja.signin.unsupportedStep };
};

// A pick's sign-in without the sign-in page (src/start.tsx): signed in, on to the member's service, the list's frame
// shown meanwhile (src/app/shell/AppLayout.tsx); else the page, hydrated after it, shows what happened.
export const carryPickedPasskey = async (
  store: AppStore,
  username: string,
  navigate: (to: string) => Promise<void>,
): Promise<PasskeyOutcome> => {
  const outcome = await signInWithPasskey(store.dispatch, { username });
  if (!signedIn(outcome)) return outcome;
  await completeSignIn(store.dispatch, { afterPasswordReset: false });
  const route = serviceRouteFor(selectOriginatingService(store.getState()));
  const navigated = navigate(pathFor(route));
  if (route !== 'AccountHome') await navigated;
  return outcome;
};
