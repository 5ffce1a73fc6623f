import { demoAccount } from '../../src/config/local-identity';
import { ja } from '../../src/i18n/ja';
import '../../src/i18n/screens';
import { LOCAL_RELYING_PARTY_ID } from './webauthn';

/**
 * What `npm start` prints about passkeys: which demo members are ready for one and how to try it in a
 * desktop browser. A passkey cannot be seeded (its private key lives in the member's authenticator), so the member
 * registers it in settings first.
 */
export const passkeyDemoNote = (appUrl: string): string => {
  const eligible = demoAccount('eligible');
  const sms = demoAccount('sms');
  return [
    `Passkeys (WebAuthn, relying party "${LOCAL_RELYING_PARTY_ID}"): ${eligible.email} is passkey-ready (confirmed, eligible, no SMS two-step);`,
    `${sms.email} too, with SMS two-step on (a passkey sign-in asks no SMS code: docs/architecture.md).`,
    `  1. In Chrome, Edge or Safari on this computer open ${appUrl}/signin (localhost, not 127.0.0.1: a passkey belongs to its host name)`,
    `     and sign in with the password.`,
    `  2. Settings › ${ja.settings.loginInfo} › "${ja.settings.passkeys.register}": Touch ID, Windows Hello, a phone by QR code, or with no`,
    `     authenticator Chrome DevTools › More tools › WebAuthn › "Enable virtual authenticator environment" (ctap2, internal,`,
    `     resident key and user verification ticked) in the same tab.`,
    `  3. Sign out, then "${ja.passkeys.signin}" with the address typed, or pick the passkey in the e-mail field's autofill.`,
  ].join('\n');
};
