/**
 * jsdom has no WebAuthn and is not a secure context: a test of the passkey controls makes the page look like a
 * browser that has both (and, with `autofill`, conditional mediation), and puts it back afterwards.
 */
export const withPasskeyBrowser = ({
  autofill = false,
  get,
}: { autofill?: boolean; get?: () => Promise<unknown> } = {}) => {
  const PublicKeyCredential = Object.assign(function PublicKeyCredential() {}, {
    isConditionalMediationAvailable: async () => autofill,
  });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(window, 'PublicKeyCredential', {
    value: PublicKeyCredential,
    configurable: true,
    writable: true,
  });
  const credentialsGet = jest.fn(get ?? (() => new Promise(() => undefined)));
  Object.defineProperty(navigator, 'credentials', {
    value: { get: credentialsGet, create: jest.fn() },
    configurable: true,
  });
  return {
    credentialsGet,
    restore: () => {
      delete (window as { isSecureContext?: boolean }).isSecureContext;
      delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
      delete (navigator as { credentials?: unknown }).credentials;
    },
  };
};
