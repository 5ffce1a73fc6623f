import { fetchSession, identityConfiguration, loadIdentity } from './amplify';
import { identityEndpoint } from './cookie-tokens';
import { hasFreshProof, provePassword, proveSmsCode, type ProofConfig } from './fresh-proof';
import { normalizeEmail } from '../lib/email';
import { identityThunk } from './thunk';
import { nextStepOf, startSignIn } from './start-sign-in';

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

/** The signed-in member's internal username (a proof is for that member only). */
const signedInUsername = async () => {
  const payload = (await fetchSession()).tokens?.idToken?.payload ?? {};
  const username = payload['cognito:username'] ?? payload.sub;
  if (typeof username !== 'string' || !username)
    throw Object.assign(new Error('No signed-in member'), { name: 'NotAuthorizedException' });
  return username;
};

const proofConfig = (): ProofConfig => {
  const identity = identityConfiguration();
  if (!identity) throw new Error('Identity is not configured');
  return {
    endpoint: identityEndpoint(identity.userPoolId, identity.userPoolEndpoint),
    userPoolId: identity.userPoolId,
    clientId: identity.userPoolClientId,
  };
};

/** The error of a registration asked for without a fresh proof (./fresh-proof). */
export const PROOF_REQUIRED = 'FreshProofRequired';

/** Whether this member proved themselves within the last minutes (settings then skips the password). */
export const passkeyProofIsFresh = async () => hasFreshProof(await signedInUsername());

/** The current password, checked by a sign-in of its own (./fresh-proof); SMS_CODE when two-step is on. */
export const provePasswordForPasskey = identityThunk('session', 'provePasswordForPasskey', async (password: string) =>
  provePassword(proofConfig(), await signedInUsername(), password),
);

export const proveSmsCodeForPasskey = identityThunk('session', 'proveSmsCodeForPasskey', async (code: string) =>
  proveSmsCode(await signedInUsername(), code),
);

/**
 * Adds this device's passkey; only after a fresh proof. Cognito itself asks only for the access token
 * (docs/architecture.md, "Adding a passkey"): this check is the portal's.
 */
export const registerPasskey = identityThunk('session', 'registerPasskey', async () => {
  if (!hasFreshProof(await signedInUsername()))
    throw Object.assign(new Error('A fresh password proof is required'), { name: PROOF_REQUIRED });
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

/**
 * Deletes every passkey of the member (after a password reset, or when the member no longer trusts a device). Goes on
 * past a failed deletion and rejects at the end when any failed, so what could be deleted is.
 */
export const deleteAllPasskeys = identityThunk('session', 'deleteAllPasskeys', async () => {
  const Auth = await loadIdentity();
  const ids: string[] = [];
  let nextToken: string | undefined;
  do {
    const page = await Auth.listWebAuthnCredentials(nextToken ? { nextToken } : undefined);
    for (const credential of page.credentials) if (credential.credentialId) ids.push(credential.credentialId);
    nextToken = page.nextToken;
  } while (nextToken);
  let failure: unknown;
  for (const credentialId of ids) {
    try {
      await Auth.deleteWebAuthnCredential({ credentialId });
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure) throw failure;
  return { deleted: ids.length };
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
    const step = await startSignIn({
      username: 'email' in who ? normalizeEmail(who.email) : who.username,
      options: { authFlowType: 'USER_AUTH', preferredChallenge: 'WEB_AUTHN' },
    });
    return { next: nextOf(step) };
  },
);
