import { loadIdentity } from './amplify';
import { listAllPasskeys, type Passkey } from './passkey-list';
import { identityThunk } from './thunk';

/** How long after it was added a passkey is shown to the member at each sign-in. */
export const RECENT_PASSKEY_DAYS = 7;

export interface PasskeyCheck {
  /** Passkeys added within the last RECENT_PASSKEY_DAYS days, newest first. */
  recent: Passkey[];
  count: number;
}

/**
 * What the member is told after a sign-in: the passkeys added lately, so one added by someone else with a stolen token
 * is seen at the member's next sign-in (nothing is stored to remember which were seen: the notice cannot be hidden
 * from the member by whoever holds a token), and how many there are, for the offer to remove them after a password
 * reset.
 */
export const checkPasskeysAfterSignIn = identityThunk('session', 'checkPasskeysAfterSignIn', async () => {
  const passkeys = await listAllPasskeys((await loadIdentity()).listWebAuthnCredentials);
  const since = Date.now() - RECENT_PASSKEY_DAYS * 24 * 60 * 60 * 1000;
  const recent = passkeys
    .filter((passkey) => passkey.createdAt !== undefined && Date.parse(passkey.createdAt) >= since)
    .sort((a, b) => Date.parse(b.createdAt ?? '') - Date.parse(a.createdAt ?? ''));
  return { recent, count: passkeys.length } satisfies PasskeyCheck;
});
