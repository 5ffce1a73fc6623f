/**
 * Whether this page may offer passkeys, and the e-mail field's passkey autofill (conditional mediation). Browser
 * APIs only, no Amplify: a browser without WebAuthn, or a page that is not a secure context, gets no passkey control.
 */

/** The same test Amplify makes before a ceremony (getIsPasskeySupported). */
export const passkeysSupported = (): boolean =>
  typeof window !== 'undefined' &&
  window.isSecureContext === true &&
  'credentials' in navigator &&
  typeof window.PublicKeyCredential === 'function';

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
 * Waits for the member to pick a passkey from the e-mail field's autofill and answers whose it is: the user handle
 * Cognito gave it (the member's internal username). Cognito's sign-in needs the username before it issues its
 * challenge, so this pick only chooses the member; the sign-in itself is Cognito's WEB_AUTHN ceremony that follows
 * (passkeySignIn), limited to that member's passkeys. undefined when aborted, refused or without a user handle. The
 * handle is only held in memory, never stored.
 */
export const pickPasskeyByAutofill = async (signal: AbortSignal): Promise<string | undefined> => {
  const challenge = crypto.getRandomValues(new Uint8Array(32));
  try {
    const credential = (await navigator.credentials.get({
      mediation: 'conditional',
      signal,
      publicKey: { challenge, allowCredentials: [], userVerification: 'required' },
    } as CredentialRequestOptions)) as (Credential & { response?: { userHandle?: ArrayBuffer | null } }) | null;
    const handle = credential?.response?.userHandle;
    return handle && handle.byteLength > 0 ? decodeHandle(handle) : undefined;
  } catch {
    return undefined;
  }
};
