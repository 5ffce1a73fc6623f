import path from 'node:path';
import { readJsonFile } from './json-file';
import { emulatorDbDir } from './pool';

/**
 * What only cognito-local's own files know: the password it keeps in plain text in `db/<poolId>.json` (its
 * admin API never returns it). The SRP verifier is derived from it the way Cognito derives the one it stores.
 * cognito-local writes the file (awaited) before it answers each change, so the file is current between calls.
 */

interface StoredUser {
  Username?: string;
  Password?: string;
}

export const storedPassword = (dataDir: string, poolId: string, username: string): string | undefined => {
  const file = path.join(emulatorDbDir(dataDir), `${poolId}.json`);
  const users = readJsonFile<{ Users?: Record<string, StoredUser> }>(file, {}).Users ?? {};
  return users[username]?.Password;
};
