import { takePasskeyPick } from '../lib/passkey-pick';
import { passkeysUsable } from '../lib/page-attributes';

/** A page the client rendered had no boot script: its passkey controls are shown from here (their room is kept). */
export { markPasskeySupport } from '../lib/page-attributes';

/** Whether this page may offer passkeys; without WebAuthn or a secure context, no passkey control. */

/** The same test Amplify makes before a ceremony (getIsPasskeySupported). */
export const passkeysSupported = (): boolean => typeof window !== 'undefined' && passkeysUsable(window);

/** Passkeys offered in the e-mail field's autofill list (`autocomplete="username webauthn"`). */
export const passkeyAutofillAvailable = async (): Promise<boolean> => {
  if (!passkeysSupported()) return false;
  const check = (window.PublicKeyCredential as unknown as { isConditionalMediationAvailable?: () => Promise<boolean> })
    .isConditionalMediationAvailable;
  if (typeof check !== 'function') return false;
  return check.call(window.PublicKeyCredential).catch(() => false);
};

const decodeHandle = (value: ArrayBuffer) => new TextDecoder().decode(value);

/**
 * Waits for a passkey picked from the e-mail field's autofill and answers its user handle: Cognito needs the username
 * before its WEB_AUTHN challenge, so the pick only chooses the member. Nobody checks this assertion, so it asks for
 * no user verification: the member is verified once, in Cognito's ceremony. Held in memory only.
 */
export const askPasskeyByAutofill = async (signal: AbortSignal): Promise<string | undefined> => {
  const challenge = crypto.getRandomValues(new Uint8Array(32));
  try {
    const credential = (await navigator.credentials.get({
      mediation: 'conditional',
      signal,
      publicKey: { challenge, allowCredentials: [], userVerification: 'discouraged' },
    } as CredentialRequestOptions)) as (Credential & { response?: { userHandle?: ArrayBuffer | null } }) | null;
    const handle = credential?.response?.userHandle;
    return handle && handle.byteLength > 0 ? decodeHandle(handle) : undefined;
  } catch {
    return undefined;
  }
};

/** The sign-in page's autofill request: the boot script's (src/boot) carried on, else (or after no pick) asked anew. */
export const pickPasskeyByAutofill = async (signal: AbortSignal): Promise<string | undefined> => {
  const early = takePasskeyPick();
  if (early) {
    signal.addEventListener('abort', early.abort);
    const picked = await early.picked;
    if (picked || signal.aborted) return picked;
  }
  return askPasskeyByAutofill(signal);
};
