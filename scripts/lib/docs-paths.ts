import fs from 'node:fs';
import path from 'node:path';

/**
 * The repository paths the prose names (README.md and docs/*.md), checked against the tree: a markdown link's target
 * a path in inline code (`src/…`, `e2e/quality-faults-*.spec.ts`, `package.json`) and one in plain text (src/…) must
 * exist, and no link or mention may leave the repository (../shared/…). Web addresses (http, https, mailto) are not checked. Used by docs-paths.test.ts in `npm test`.
 */

/** Inline code naming one of these folders first is a repository path. */
export const TOP_LEVEL_FOLDERS = [
  'src',
  'scripts',
  'local-stack',
  'e2e',
  'mocks',
  'openapi',
  'infra',
  'docs',
  'bench',
  '.ci',
];

/** Inline code naming one of these files (alone, or with a `:line` or `#anchor`) is a repository path. */
export const TOP_LEVEL_FILES = [
  'package.json',
  'package-lock.json',
  'webpack.config.ts',
  'jest.config.ts',
  'tsconfig.json',
  'eslint.config.mjs',
  'README.md',
  'audit-allowlist.json',
  '.prettierrc.json',
  '.prettierignore',
  '.gitignore',
  '.env.example',
  '.spectral.yaml',
];

/** Plain text that names a place outside the repository (the design brief's folder beside it). */
const OUTSIDE_MENTIONS = [/(^|[\s(`'"])\.\.\/shared\//];

export interface DocReference {
  /** 1-based line in the document. */
  line: number;
  /** A markdown link, inline code, or plain text (a path, or a mention of a place outside the repository). */
  kind: 'link' | 'code' | 'text';
  /** As written, without the anchor or line suffix. */
  target: string;
}

export interface DocProblem extends DocReference {
  problem: 'missing' | 'outside';
}

const isWebAddress = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target);

/** `src/x.ts:12`, `docs/a.md#heading`, `src/x.ts:12:3` → the path. */
const withoutSuffix = (target: string) => target.replace(/#.*$/, '').replace(/(:\d+)+$/, '');

/** A placeholder (`e2e/<file>.spec.ts`) or an elision (`src/…`) names no one file. */
const isPlaceholder = (target: string) => /[<>]|…|\.\.\.|\$\{/.test(target);

/** Whether a token of inline code reads as a repository path (relative to the root). */
export const looksLikeRepositoryPath = (token: string): boolean => {
  const bare = withoutSuffix(token.replace(/^\.\//, ''));
  if (TOP_LEVEL_FILES.includes(bare)) return true;
  return TOP_LEVEL_FOLDERS.some((folder) => bare === `${folder}/` || bare.startsWith(`${folder}/`));
};

/** A plain-text path: a top-level folder, a slash, then a path ending in a word character, `/` or `*`. */
const PLAIN_PATH = new RegExp(
  `(?<![\\w./-])((?:${TOP_LEVEL_FOLDERS.map((folder) => folder.replace('.', '\\.')).join('|')})/[\\w./*-]*[\\w*/])`,
  'g',
);

/** A line with its links' targets blanked (they are checked as links). */
const withoutLinks = (text: string) => text.replace(/\]\([^)]*\)/g, (link) => ' '.repeat(link.length));

/** Code fences (``` or ~~~) hold commands and configuration, not prose: their lines are left out. */
const proseLines = (markdown: string): Array<{ line: number; text: string }> => {
  const lines: Array<{ line: number; text: string }> = [];
  let fence: string | undefined;
  markdown.split('\n').forEach((text, index) => {
    const opening = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (fence) {
      if (opening?.startsWith(fence)) fence = undefined;
      return;
    }
    if (opening) {
      fence = opening;
      return;
    }
    lines.push({ line: index + 1, text });
  });
  return lines;
};

/** Every path a markdown document names: link targets, repository paths in inline code, outside mentions. */
export const extractReferences = (markdown: string): DocReference[] => {
  const references: DocReference[] = [];
  for (const { line, text } of proseLines(markdown)) {
    // Links first, on the line without its code spans (a `[x](y)` in code is not a link).
    const withoutCode = text.replace(/`[^`]*`/g, (span) => ' '.repeat(span.length));
    for (const match of withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      references.push({ line, kind: 'link', target: match[1] ?? '' });
    }
    const definition = /^\s*\[[^\]]+\]:\s*<?(\S+?)>?(\s|$)/.exec(withoutCode);
    if (definition) references.push({ line, kind: 'link', target: definition[1] ?? '' });
    for (const pattern of OUTSIDE_MENTIONS) {
      const mention = pattern.exec(text);
      if (mention)
        references.push({ line, kind: 'text', target: text.slice(mention.index).trim().split(/\s/)[0] ?? '' });
    }
    // Plain-text repository paths ("see src/routing/routes.ts"), but not another project's ("Lighthouse docs/x.md").
    for (const match of withoutLinks(withoutCode).matchAll(PLAIN_PATH)) {
      if (!/Lighthouse(['’]s)?\s+$/.test(withoutCode.slice(0, match.index))) {
        references.push({ line, kind: 'text', target: match[1] ?? '' });
      }
    }
    for (const span of text.matchAll(/`([^`]+)`/g)) {
      for (const raw of (span[1] ?? '').split(/\s+/)) {
        // Punctuation around a path in a command or a list (`"src/x.ts",`, `(e2e/a.spec.ts)`).
        const token = raw.replace(/^["'([]+/, '').replace(/["',;)\]]+$/, '');
        if (token && looksLikeRepositoryPath(token)) references.push({ line, kind: 'code', target: token });
      }
    }
  }
  return references;
};

const globSegment = (segment: string) =>
  new RegExp(
    `^${segment
      .split('')
      .map((char) => (char === '*' ? '[^/]*' : char === '?' ? '[^/]' : char.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
      .join('')}$`,
  );

/** Whether a path, possibly with `*` or `?` in its segments, names at least one file or folder under root. */
export const pathExists = (root: string, relative: string): boolean => {
  const segments = relative.split('/').filter((segment) => segment !== '' && segment !== '.');
  const walk = (dir: string, rest: string[]): boolean => {
    const [segment, ...tail] = rest;
    if (segment === undefined) return true;
    if (!/[*?]/.test(segment)) {
      const next = path.join(dir, segment);
      return fs.existsSync(next) && (tail.length === 0 || fs.statSync(next).isDirectory()) && walk(next, tail);
    }
    if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return false;
    const pattern = globSegment(segment);
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .some(
        (entry) =>
          pattern.test(entry.name) &&
          (tail.length === 0 || entry.isDirectory()) &&
          walk(path.join(dir, entry.name), tail),
      );
  };
  return walk(root, segments);
};

/**
 * The problems of one document: `file` is its path relative to `root` (links resolve from its folder; inline code
 * from the root, as the docs write repository paths).
 */
export const checkDocument = (root: string, file: string, markdown: string): DocProblem[] => {
  const problems: DocProblem[] = [];
  for (const reference of extractReferences(markdown)) {
    if (reference.kind === 'text' && reference.target.startsWith('..')) {
      problems.push({ ...reference, problem: 'outside' });
      continue;
    }
    const target = withoutSuffix(reference.target);
    if (reference.kind === 'link' && (isWebAddress(reference.target) || target === '')) continue;
    if (isPlaceholder(target)) continue;
    const base = reference.kind === 'link' ? path.dirname(path.join(root, file)) : root;
    const absolute = path.resolve(base, decodeURI(target.replace(/^\.\//, '')));
    const relative = path.relative(root, absolute);
    if (relative.startsWith('..') || path.isAbsolute(relative)) {
      problems.push({ ...reference, problem: 'outside' });
    } else if (!pathExists(root, relative.split(path.sep).join('/'))) {
      problems.push({ ...reference, problem: 'missing' });
    }
  }
  return problems;
};

/**
 * Dated records (the performance log): each entry names the paths of its day, which later moves do not rewrite. Only
 * a link or mention that leaves the repository is a problem there.
 */
export const RECORDS = ['docs/performance-log.md'];

/** The problems a document of the repository is held to: every one, or for a record only the outside ones. */
export const problemsOf = (root: string, file: string): DocProblem[] => {
  const problems = checkDocument(root, file, fs.readFileSync(path.join(root, file), 'utf8'));
  return RECORDS.includes(file) ? problems.filter((problem) => problem.problem === 'outside') : problems;
};

/** README.md and every markdown file of docs/, relative to root. */
export const proseFiles = (root: string): string[] => [
  'README.md',
  ...fs
    .readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];

export const formatProblem = (file: string, problem: DocProblem) =>
  `${file}:${problem.line}: ${problem.problem === 'outside' ? 'leaves the repository' : 'no such path'}: ` +
  `${problem.target} (${problem.kind === 'code' ? 'inline code' : problem.kind})`;
