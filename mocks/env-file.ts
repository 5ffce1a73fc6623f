import fs from 'node:fs';

/** Reads a `NAME=value` file (.env.example, .ci/production.env): comments and blank lines skipped, no quoting. */
export const readEnvFile = (file: string): Record<string, string> => {
  const values: Record<string, string> = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const equals = trimmed.indexOf('=');
    if (equals > 0) values[trimmed.slice(0, equals).trim()] = trimmed.slice(equals + 1).trim();
  }
  return values;
};
