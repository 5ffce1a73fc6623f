/** The IndexedDB database of the certificate saved for offline use (src/features/certificate/saved-certificate.ts). */
export const SAVED_CERTIFICATE_DB = 'portal-saved-certificate';

/**
 * Deletes the saved certificate: the whole database. Every tab that shows the copy holds a connection to it and is
 * told by IndexedDB itself (`versionchange`), takes the copy off its screen and closes, so the deletion goes through.
 */
export const wipeSavedCertificate = () => {
  try {
    indexedDB.deleteDatabase(SAVED_CERTIFICATE_DB);
  } catch {
    // No IndexedDB (blocked by the browser): nothing can have been saved.
  }
};
