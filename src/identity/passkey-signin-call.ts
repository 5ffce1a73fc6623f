import { nextStepOf, startSignIn } from './amplify';
import { normalizeEmail } from '../lib/email';
import { identityThunk } from './thunk';
import { removePendingSignIn } from './token-cookies';

/**
 * Sign-in with a passkey (Cognito's choice-based flow, USER_AUTH), which needs the username: the typed e-mail, or the
 * user handle of a passkey chosen by autofill. Apart from the passkey management of settings, which proves the password
 * with SRP math the sign-in page must not download.
 */

export type PasskeySignInNext = 'DONE' | 'NO_PASSKEY' | 'SMS_CODE' | 'UNSUPPORTED';

const nextOf = (step: string): PasskeySignInNext =>
  nextStepOf(step, {
    DONE: 'DONE',
    // Cognito offers the choice of first factor when the member has no passkey (WEB_AUTHN not among the choices).
    CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION: 'NO_PASSKEY',
    CONFIRM_SIGN_IN_WITH_SMS_CODE: 'SMS_CODE',
  });

/** Sign-in with a passkey: `{ email }` as typed, or `{ username }` from a passkey's user handle. */
export const passkeySignIn = identityThunk(
  'public',
  'passkeySignIn',
  async (who: { email: string } | { username: string }) => {
    let next: PasskeySignInNext = 'UNSUPPORTED';
    try {
      next = nextOf(
        await startSignIn({
          username: 'email' in who ? normalizeEmail(who.email) : who.username,
          options: { authFlowType: 'USER_AUTH', preferredChallenge: 'WEB_AUTHN' },
        }),
      );
      return { next };
    } finally {
      // A ceremony that failed, was cancelled or found no passkey is not continued: Amplify's pending sign-in (the
      // typed address) leaves sessionStorage. An SMS step continues from it.
      if (next !== 'SMS_CODE') removePendingSignIn();
    }
  },
);
