/** Set by the build on <div id="root"> of a prerendered page: the route name whose markup it holds. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Set by the build on the root of a signed-in page's app shell: the route whose frame it holds. Never hydrated;
 * index.html's CSS shows it only while a session may exist.
 */
export const SHELL_ATTRIBUTE = 'data-shell';

/** Set on <html> while a member's session may exist: index.html's CSS hides the prerendered (signed-out) header. */
export const MAY_HAVE_SESSION_ATTRIBUTE = 'data-may-have-session';

/**
 * Set on <html> by the app shell's boot script when a signed-in page is opened offline: index.html's CSS does not lay
 * out the page's frame, whose content cannot come; the app shows the offline screen instead.
 */
export const OFFLINE_ATTRIBUTE = 'data-offline';

/** Set on <div id="root"> once React has committed the page. */
export const MOUNTED_ATTRIBUTE = 'data-mounted';

/** Set on <html> where the browser can use passkeys (a secure context with WebAuthn): index.html's CSS shows their controls. */
export const PASSKEYS_ATTRIBUTE = 'data-passkeys';

/** Marks the control of a passkey sign-in, which index.html's CSS hides where PASSKEYS_ATTRIBUTE is not set. */
export const PASSKEY_CONTROL_ATTRIBUTE = 'data-passkey-control';

/** Marks the sign-in form, whose password keys start the SRP sign-in's first request (src/boot, the sign-in page). */
export const SIGN_IN_FORM_ATTRIBUTE = 'data-sign-in-form';

/** The same test Amplify makes before a ceremony (getIsPasskeySupported); the boot script makes it before the first paint. */
export const passkeysUsable = (win: Window = window): boolean =>
  win.isSecureContext === true &&
  'credentials' in win.navigator &&
  typeof (win as { PublicKeyCredential?: unknown }).PublicKeyCredential === 'function';

export const markPasskeySupport = (win: Window = window) => {
  if (passkeysUsable(win)) win.document.documentElement.setAttribute(PASSKEYS_ATTRIBUTE, '');
};
