import { fetchSession, identityConfiguration, loadIdentity } from './amplify';
import { identityEndpoint } from './identity-endpoint';
import { hasFreshProof, provePassword, proveSmsCode, type ProofConfig } from './fresh-proof';
import { listAllPasskeys } from './passkey-list';
import { identityThunk } from './thunk';

/**
 * The member's passkeys: Amplify's WebAuthn calls for settings (adding one needs a fresh proof, ./fresh-proof).
 * Credential ids are never stored. The sign-in with a passkey is ./passkey-signin-call.ts.
 */

export type { Passkey } from './passkey-list';

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

/** Every passkey of the member. */
export const listPasskeys = identityThunk('session', 'listPasskeys', async () =>
  listAllPasskeys((await loadIdentity()).listWebAuthnCredentials),
);

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
  const ids = (await listAllPasskeys(Auth.listWebAuthnCredentials)).map((passkey) => passkey.id);
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
