import { loadIdentity } from './amplify';
import { normalizeEmail } from '../lib/email';
import { identityThunk } from './thunk';
import { nextStepOf, startSignIn } from './start-sign-in';
import { removePendingSignIn } from './token-cookies';

/**
 * Passkeys: Amplify's WebAuthn calls. Cognito's choice-based flow (USER_AUTH) needs the username: the typed e-mail, or
 * the user handle of a passkey chosen by autofill. Credential ids are never stored.
 */

export interface Passkey {
  id: string;
  name: string;
  /** ISO date-time; undefined when Cognito did not say. */
  createdAt?: string;
  attachment?: 'platform' | 'cross-platform';
}

export type PasskeySignInNext = 'DONE' | 'NO_PASSKEY' | 'SMS_CODE' | 'UNSUPPORTED';

export const registerPasskey = identityThunk('session', 'registerPasskey', async () => {
  const Auth = await loadIdentity();
  await Auth.associateWebAuthnCredential();
});

/** Every passkey of the member (Cognito pages them; a member has at most 20). */
export const listPasskeys = identityThunk('session', 'listPasskeys', async () => {
  const Auth = await loadIdentity();
  const passkeys: Passkey[] = [];
  let nextToken: string | undefined;
  do {
    const page = await Auth.listWebAuthnCredentials(nextToken ? { nextToken } : undefined);
    for (const credential of page.credentials) {
      if (!credential.credentialId) continue;
      const attachment = credential.authenticatorAttachment;
      passkeys.push({
        id: credential.credentialId,
        name: credential.friendlyCredentialName ?? '',
        createdAt: credential.createdAt?.toISOString(),
        ...(attachment === 'platform' || attachment === 'cross-platform' ? { attachment } : {}),
      });
    }
    nextToken = page.nextToken;
  } while (nextToken);
  return passkeys;
});

export const deletePasskey = identityThunk('session', 'deletePasskey', async (credentialId: string) => {
  const Auth = await loadIdentity();
  await Auth.deleteWebAuthnCredential({ credentialId });
});

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
