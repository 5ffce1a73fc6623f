import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The contract's change list and breaking-change check (`npm run contract:diff`), by Optic (`@useoptic/optic`, its
 * breaking-change rules), run offline: no telemetry, no update check, no upload.
 */
export const CONTRACT_FILE = 'openapi/core-api.yaml';

/** A line of a commit message that says the commit breaks the contract on purpose (agreed with the backend team). */
export const INTENT_TRAILER = /^Contract-Change:\s*breaking\b/im;

const opticBin = path.join(path.dirname(require.resolve('@useoptic/optic/package.json')), 'build', 'index.js');
const offline = { OPTIC_TELEMETRY_LEVEL: 'off', NO_UPDATE_NOTIFIER: '1', OPTIC_ENV: 'local' };

const git = (cwd: string, args: string[]) => spawnSync('git', args, { cwd, encoding: 'utf8' });

export interface Base {
  ref: string;
  commit: string;
  how: string;
}

/**
 * What to compare with: the given ref's merge base with HEAD; without one, the merge base with CONTRACT_BASE or
 * origin/main; where that is HEAD itself (CI on main), HEAD's first parent, which for a merged branch is the main it
 * was merged into. Undefined when there is nothing before HEAD.
 */
export const chooseBase = (
  cwd: string,
  ref: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): Base | undefined => {
  const head = git(cwd, ['rev-parse', 'HEAD']).stdout.trim();
  const candidates = ref
    ? [ref]
    : [env.CONTRACT_BASE, 'origin/main'].filter((value): value is string => Boolean(value));
  for (const candidate of candidates) {
    const mergeBase = git(cwd, ['merge-base', 'HEAD', candidate]);
    if (mergeBase.status !== 0) {
      if (ref)
        throw new Error(
          `contract:diff: no merge base of HEAD and ${ref} (${mergeBase.stderr.trim() || 'unknown ref'})`,
        );
      continue;
    }
    const commit = mergeBase.stdout.trim();
    if (commit !== head) return { ref: candidate, commit, how: `merge base of HEAD and ${candidate}` };
    if (ref) return { ref: candidate, commit, how: `merge base of HEAD and ${candidate} (HEAD itself: no change)` };
  }
  const parent = git(cwd, ['rev-parse', '--verify', '--quiet', 'HEAD^1']);
  return parent.status === 0 ? { ref: 'HEAD^1', commit: parent.stdout.trim(), how: "HEAD's first parent" } : undefined;
};

export interface DiffResult {
  base: Base;
  /** Optic's change list and check results, as it prints them. */
  report: string;
  breaking: boolean;
  /** The commits since the base that say the break is intended (Contract-Change: breaking). */
  intendedBy: string[];
}

/** Compares the working tree's contract with the base commit's, by Optic's breaking-change rules. */
export const diffContract = (cwd: string, base: Base): DiffResult => {
  const before = git(cwd, ['show', `${base.commit}:${CONTRACT_FILE}`]);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-diff-'));
  try {
    const baseFile = path.join(dir, 'core-api.base.yaml');
    // A base without the contract: everything is new, nothing can break.
    fs.writeFileSync(
      baseFile,
      before.status === 0 ? before.stdout : 'openapi: 3.0.3\ninfo: { title: none, version: "0" }\npaths: {}\n',
    );
    const optic = spawnSync(
      process.execPath,
      [opticBin, 'diff', baseFile, path.join(cwd, CONTRACT_FILE), '--check', '--severity', 'error'],
      {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, ...offline, CI: 'true' },
      },
    );
    if (optic.error) throw optic.error;
    // Optic's pointers to its cloud (docs preview, the --web view) are left out: this runs offline.
    const report = `${optic.stdout}${optic.stderr}`
      .replaceAll(baseFile, `${base.ref}:${CONTRACT_FILE}`)
      .split('\n')
      .filter((line) => !/Preview docs:|--web flag/.test(line))
      .join('\n')
      .trim();
    if (optic.status !== 0 && optic.status !== 1) throw new Error(`optic exited ${optic.status}:\n${report}`);
    const log = git(cwd, ['log', '--format=%h %s%n%b%x00', `${base.commit}..HEAD`, '--', CONTRACT_FILE]).stdout;
    const intendedBy = log
      .split('\0')
      .map((entry) => entry.trim())
      .filter((entry) => INTENT_TRAILER.test(entry))
      .map((entry) => entry.split('\n')[0] ?? entry);
    return { base, report, breaking: optic.status === 1, intendedBy };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

/** The exit code: 1 on a breaking change no commit since the base declares intended, else 0. */
export const verdict = (result: DiffResult): { code: number; line: string } => {
  if (!result.breaking)
    return {
      code: 0,
      line: `contract: no breaking change against ${result.base.how} (${result.base.commit.slice(0, 7)}).`,
    };
  if (result.intendedBy.length) {
    return {
      code: 0,
      line: `contract: breaking change against ${result.base.how}, declared intended by ${result.intendedBy.join('; ')}.`,
    };
  }
  return {
    code: 1,
    line:
      `contract: BREAKING change against ${result.base.how} (${result.base.commit.slice(0, 7)}), listed above. ` +
      'If it is agreed with the backend team, say so in the commit that makes it, with a line "Contract-Change: breaking".',
  };
};
