import 'fake-indexeddb/auto';
import { waitFor } from '@testing-library/react';
import { certificateActive } from '../../../mocks/fixtures';
import { amplifyCookies, CLIENT, idClaims, jwt, SUB } from '../../../mocks/session-cookies';
import { setupStore } from '../../../mocks/store';
import { userLoggedOut } from '../../identity/actions';
import { SAVED_CERTIFICATE_DB, wipeSavedCertificate } from '../../lib/saved-certificate-wipe';
import {
  readSavedCertificate,
  saveCertificate,
  savedCopyOf,
  sessionMemberOf,
  SHOWN_FIELDS,
  watchSavedCertificate,
} from './saved-certificate';

const OTHER = 'b1b2c3d4-0000-4000-8000-000000000002';
const SAVED_AT = new Date('2026-11-28T01:30:00Z');
const application = { ...certificateActive, expired_at: '2099-12-31T23:59:59+09:00' };

/** Whether the database exists at all (IndexedDB's own list): "deleted" means gone, not emptied. */
const databaseExists = async () =>
  (await indexedDB.databases()).some((database) => database.name === SAVED_CERTIFICATE_DB);

/** A deletion runs once the connections to the database have closed: wait until it is gone (or fail). */
const deleted = () => waitFor(async () => expect(await databaseExists()).toBe(false));

afterEach(async () => {
  wipeSavedCertificate();
  await deleted();
});

describe('the saved certificate', () => {
  it('keeps only what the certificate screen shows, with the member, the time saved and the expiry', () => {
    const copy = savedCopyOf(SUB, application, SAVED_AT);
    expect(copy).toMatchObject({ sub: SUB, savedAt: SAVED_AT.toISOString(), expiredAt: application.expired_at });
    expect(copy.members).toHaveLength(application.members.length);
    for (const member of copy.members) expect(Object.keys(member).sort()).toEqual([...SHOWN_FIELDS].sort());
    expect(JSON.stringify(copy)).not.toMatch(/eligibility_certificate_allowed|created_at|updated_at/);
  });

  it('is read back by the member who saved it, and by nobody else: another member’s read deletes it', async () => {
    await saveCertificate(savedCopyOf(SUB, application, SAVED_AT));
    expect(await readSavedCertificate(SUB)).toEqual(savedCopyOf(SUB, application, SAVED_AT));
    expect(await readSavedCertificate(OTHER)).toBeUndefined();
    await deleted();
    expect(await readSavedCertificate(SUB)).toBeUndefined();
  });

  it('is never read without a session, and is deleted by the attempt', async () => {
    await saveCertificate(savedCopyOf(SUB, application, SAVED_AT));
    expect(await readSavedCertificate(undefined)).toBeUndefined();
    await deleted();
  });

  it('is deleted, not shown, once it has expired', async () => {
    const expiring = { ...application, expired_at: '2026-11-28T02:00:00Z' };
    await saveCertificate(savedCopyOf(SUB, expiring, SAVED_AT));
    expect(await readSavedCertificate(SUB, new Date('2026-11-28T01:59:59Z'))).toBeDefined();
    expect(await readSavedCertificate(SUB, new Date('2026-11-28T02:00:00Z'))).toBeUndefined();
    await deleted();
  });

  it('goes with every end of a session (userLoggedOut), and a tab showing it is told and lets it go', async () => {
    await saveCertificate(savedCopyOf(SUB, application, SAVED_AT));
    const wiped = jest.fn();
    // Another tab showing the copy holds a connection: the deletion must neither wait for it nor leave it on screen.
    watchSavedCertificate(wiped);
    await waitFor(async () => expect(await databaseExists()).toBe(true));
    setupStore().dispatch(userLoggedOut());
    await deleted();
    expect(wiped).toHaveBeenCalledTimes(1);
    expect(await readSavedCertificate(SUB)).toBeUndefined();
    // A tab that reads or watches afterwards does not put back an empty database.
    const stop = watchSavedCertificate(wiped);
    expect(await readSavedCertificate(SUB)).toBeUndefined();
    stop();
    expect(await databaseExists()).toBe(false);
  });

  it('a watcher that stopped is not called', async () => {
    await saveCertificate(savedCopyOf(SUB, application, SAVED_AT));
    const wiped = jest.fn();
    const stop = watchSavedCertificate(wiped);
    stop();
    wipeSavedCertificate();
    await deleted();
    expect(wiped).not.toHaveBeenCalled();
  });
});

describe('the member of the session in the cookies', () => {
  it('is the ID token’s sub, whether or not the tokens are still valid', () => {
    expect(sessionMemberOf(amplifyCookies(), CLIENT)).toBe(SUB);
    const expired = amplifyCookies({ id: jwt(idClaims({ exp: 1 })) });
    expect(sessionMemberOf(expired, CLIENT)).toBe(SUB);
  });

  it('is nobody without a session of this app client, or with an unreadable token', () => {
    expect(sessionMemberOf('', CLIENT)).toBeUndefined();
    expect(sessionMemberOf(amplifyCookies({ client: 'another-client' }), CLIENT)).toBeUndefined();
    expect(sessionMemberOf(amplifyCookies({ id: 'not-a-jwt' }), CLIENT)).toBeUndefined();
  });
});
