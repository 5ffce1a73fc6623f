import fs from 'node:fs';
import path from 'node:path';

/** The proxy's own files live here, apart from cognito-local's `db/` (where every *.json is taken for a pool). */
export const proxyDir = (dataDir: string) => path.join(dataDir, 'proxy');

/** Parsed JSON, or the fallback when the file is missing or half-written. */
export const readJsonFile = <T>(file: string, fallback: T): T => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
};

/** Written to a temporary name then renamed, so a reader (a polling test) never sees half a file. */
export const writeJsonFile = (file: string, value: unknown) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(value, null, 2));
  fs.renameSync(temporary, file);
};
