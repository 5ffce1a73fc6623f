import type { ApplicationMember, CertificateApplication } from '../../api';
import { currentEnvironment } from '../../config/env';
import { TOKEN_COOKIE_PREFIX } from '../../identity/token-cookies';
import { remaining, toDate } from '../../lib/countdown';
import { SAVED_CERTIFICATE_DB, wipeSavedCertificate } from '../../lib/saved-certificate-wipe';

/**
 * The certificate kept on this device for the clinic counter without a signal, only when the member chose it: the
 * fields the certificate screen shows, the member it belongs to, when it was saved and when it expires. One copy at
 * most; every end of a session deletes it (src/app/member-data-wipe.ts), and every tab showing it lets it go.
 */

/** What the certificate screen shows of each member (MemberCard), and nothing more. */
export const SHOWN_FIELDS = [
  'id',
  'full_name',
  'relationship',
  'gender',
  'birthday',
  'kigou',
  'bangou',
  'edaban',
  'joins_on',
  'insured_person_full_name',
  'insurer_code',
  'insurer_name',
  'address',
] as const;

export type ShownMember = Pick<ApplicationMember, (typeof SHOWN_FIELDS)[number]>;

export interface SavedCertificate {
  /** The Cognito `sub` of the member whose session saved it: no other session is shown it. */
  sub: string;
  savedAt: string;
  expiredAt: string;
  members: ShownMember[];
}

const STORE = 'certificate';
const KEY = 'saved';

export const savedCopyOf = (sub: string, application: CertificateApplication, now = new Date()): SavedCertificate => ({
  sub,
  savedAt: now.toISOString(),
  expiredAt: application.expired_at,
  members: application.members.map(
    (member) => Object.fromEntries(SHOWN_FIELDS.map((field) => [field, member[field]])) as ShownMember,
  ),
});

/**
 * A connection to the copy's database. Only a save creates it: a read or a watch of a database that does not exist
 * (none saved, or wiped) aborts its creation, so no tab puts back an empty database a wipe has just deleted.
 */
const openDatabase = (create: boolean, onWiped?: () => void) =>
  new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(SAVED_CERTIFICATE_DB, 1);
    request.onupgradeneeded = () => {
      if (create) request.result.createObjectStore(STORE);
      else request.transaction?.abort();
    };
    request.onsuccess = () => {
      const database = request.result;
      // A wipe (deleteDatabase) in this or another tab waits for this connection: it gives way at once.
      database.onversionchange = () => {
        database.close();
        onWiped?.();
      };
      resolve(database);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
  });

/** One transaction on a connection of its own, closed when it ends (so a wipe is never held up). */
const transact = async <T>(mode: IDBTransactionMode, operate: (store: IDBObjectStore) => IDBRequest<T>) => {
  const database = await openDatabase(mode === 'readwrite');
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = operate(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = transaction.onabort = () =>
        reject(transaction.error ?? new Error('IndexedDB transaction not completed'));
    });
  } finally {
    database.close();
  }
};

export const saveCertificate = async (copy: SavedCertificate) => {
  await transact('readwrite', (store) => store.put(copy, KEY));
};

const isSavedCertificate = (value: unknown): value is SavedCertificate =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SavedCertificate).sub === 'string' &&
  typeof (value as SavedCertificate).savedAt === 'string' &&
  typeof (value as SavedCertificate).expiredAt === 'string' &&
  Array.isArray((value as SavedCertificate).members);

/** Deletes the copy; tabs showing it take it off their screens (`watchSavedCertificate`). */
export const deleteSavedCertificate = wipeSavedCertificate;

/**
 * The copy saved by member `sub`, while it has not expired. A copy of another member, an expired or an unreadable one
 * is deleted, never shown.
 */
export const readSavedCertificate = async (sub: string | undefined, now = new Date()) => {
  let stored: unknown;
  try {
    stored = await transact('readonly', (store) => store.get(KEY));
  } catch {
    return undefined;
  }
  if (stored === undefined) return undefined;
  if (!isSavedCertificate(stored) || stored.sub !== sub || remaining(toDate(stored.expiredAt), now).expired) {
    deleteSavedCertificate();
    return undefined;
  }
  return stored;
};

/**
 * Calls `onWiped` when any tab deletes the copy (an end of a session, the option cleared, expiry), by holding a
 * connection that IndexedDB asks to close first. Returns the function that stops watching.
 */
export const watchSavedCertificate = (onWiped: () => void) => {
  let stopped = false;
  const connection = openDatabase(false, () => {
    if (!stopped) onWiped();
  }).catch(() => undefined);
  return () => {
    stopped = true;
    void connection.then((database) => database?.close());
  };
};

const subOf = (token: string | undefined) => {
  try {
    const claims: unknown = JSON.parse(atob((token?.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')));
    const sub = (claims as { sub?: unknown } | null)?.sub;
    return typeof sub === 'string' ? sub : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The member of the session held in this browser's token cookies, read without the network and whether or not its
 * tokens are still valid (offline nothing can refresh them): the saved copy belongs to that session.
 */
export const sessionMemberOf = (
  cookies: string = document.cookie,
  clientId: string = currentEnvironment.identity.userPoolClientId,
) => {
  const jar = new Map(
    cookies.split(';').map((part) => {
      const at = part.indexOf('=');
      try {
        return [decodeURIComponent(part.slice(0, at).trim()), decodeURIComponent(part.slice(at + 1).trim())] as const;
      } catch {
        return ['', ''] as const;
      }
    }),
  );
  const prefix = `${TOKEN_COOKIE_PREFIX}${clientId}.`;
  const user = jar.get(`${prefix}LastAuthUser`);
  return user ? subOf(jar.get(`${prefix}${user}.idToken`)) : undefined;
};
