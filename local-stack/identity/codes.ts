import fs from 'node:fs';
import path from 'node:path';
import { proxyDir, readJsonFile, writeJsonFile } from './json-file';
import { emulatorDbDir } from './pool';

/**
 * The latest code the local identity stack issued for an address, read from its data files: cognito-local keeps
 * sign-up and reset codes in the user's `ConfirmationCode` (the proxy's ResendConfirmationCode lands there too) and
 * attribute codes in `AttributeVerificationCode`; SMS sign-in codes come from the proxy, which records them itself.
 */

export type CodeKind = 'signup' | 'reset' | 'attribute' | 'mfa';
export const CODE_KINDS: readonly CodeKind[] = ['signup', 'reset', 'attribute', 'mfa'];

interface StoredUser {
  Attributes?: { Name: string; Value?: string }[];
  UnverifiedAttributeChanges?: { Name: string; Value?: string }[];
  ConfirmationCode?: string;
  AttributeVerificationCode?: string;
  MFACode?: string;
}

type ProxyCodes = Record<string, Partial<Record<CodeKind, { code: string; issuedAt: string }>>>;

const proxyCodesFile = (dataDir: string) => path.join(proxyDir(dataDir), 'codes.json');
const normalise = (email: string) => email.trim().toLowerCase();

const hasEmail = (user: StoredUser, email: string) =>
  [...(user.Attributes ?? []), ...(user.UnverifiedAttributeChanges ?? [])].some(
    (attribute) => attribute.Name === 'email' && attribute.Value !== undefined && normalise(attribute.Value) === email,
  );

const emulatorUsers = (dataDir: string): StoredUser[] => {
  const dbDir = emulatorDbDir(dataDir);
  if (!fs.existsSync(dbDir)) return [];
  return fs
    .readdirSync(dbDir)
    .filter((name) => name.endsWith('.json') && name !== 'clients.json')
    .flatMap((name) =>
      Object.values(readJsonFile<{ Users?: Record<string, StoredUser> }>(path.join(dbDir, name), {}).Users ?? {}),
    );
};

/** Called by the proxy for codes only it knows (SMS sign-in). */
export const recordProxyCode = (dataDir: string, email: string, kind: CodeKind, code: string) => {
  const file = proxyCodesFile(dataDir);
  const codes = readJsonFile<ProxyCodes>(file, {});
  codes[normalise(email)] = { ...codes[normalise(email)], [kind]: { code, issuedAt: new Date().toISOString() } };
  writeJsonFile(file, codes);
};

export const readLatestCode = (dataDir: string, email: string, kind: CodeKind): string | undefined => {
  const address = normalise(email);
  const fromProxy = readJsonFile<ProxyCodes>(proxyCodesFile(dataDir), {})[address]?.[kind]?.code;
  if (fromProxy) return fromProxy;
  const user = emulatorUsers(dataDir).find((candidate) => hasEmail(candidate, address));
  if (!user) return undefined;
  if (kind === 'attribute') return user.AttributeVerificationCode;
  if (kind === 'mfa') return user.MFACode;
  return user.ConfirmationCode;
};

export interface WaitForCodeOptions {
  /** Wait for a code different from this one (e.g. after asking for a resend). */
  notEqualTo?: string;
  timeoutMs?: number;
  intervalMs?: number;
}

export const waitForCode = async (
  dataDir: string,
  email: string,
  kind: CodeKind,
  options: WaitForCodeOptions = {},
): Promise<string> => {
  const { notEqualTo, timeoutMs = 10000, intervalMs = 100 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const code = readLatestCode(dataDir, email, kind);
    if (code && code !== notEqualTo) return code;
    if (Date.now() > deadline) throw new Error(`no ${kind} code for ${email} in ${dataDir} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
};
