import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The share of comment lines in src/ product code, and comments that narrate history instead of saying why.
 * Product code: every .ts/.tsx file under src/ but tests, `*.d.ts` and the generated API client. Only non-blank lines
 * count; a line is a comment line when its first character (trimmed) lies in a comment, or it opens a JSX comment
 * `{/* … *\/}`. Comments are found with TypeScript's parser, so `//` or `/*` inside a string or a template is code.
 */
export const MAX_COMMENT_SHARE = 0.1;

export const HISTORY_PATTERNS: RegExp[] = [
  /\bissue \d+/i,
  /#\d{2,}/,
  /\b\d+(\.\d+)? ?(ms|s) at \d+x\b/i,
  /\bat \d+x CPU\b/i,
  // A work session named by its number ("the eleventh session"); a member's sign-in session is no history.
  /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\d+(st|nd|rd|th)) session\b/i,
  /\bsession \d+\b/i,
  /\b20\d{2}-\d{2}-\d{2}\b/,
];

export type HistoryComment = { file: string; line: number; text: string };
export type FileShare = { file: string; lines: number; commentLines: number; history: HistoryComment[] };

export const isProductFile = (file: string): boolean =>
  /\.tsx?$/.test(file) &&
  !/\.test\.tsx?$/.test(file) &&
  !file.endsWith('.d.ts') &&
  !file.split(/[\\/]/).join('/').includes('src/api/generated/');

const commentRanges = (source: ts.SourceFile): ts.CommentRange[] => {
  const text = source.getFullText();
  const byStart = new Map<number, ts.CommentRange>();
  const add = (ranges: ts.CommentRange[] | undefined) => ranges?.forEach((range) => byStart.set(range.pos, range));
  // Each token's leading trivia, tokens included (a JSX comment is the trivia of its closing brace). JSX text has no
  // trivia: read as trivia, its `//` would be taken for a comment.
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.JsxText) return;
    add(ts.getLeadingCommentRanges(text, node.pos));
    add(ts.getTrailingCommentRanges(text, node.end));
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return [...byStart.values()].sort((a, b) => a.pos - b.pos);
};

export const measureSource = (file: string, text: string): FileShare => {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const ranges = commentRanges(source);
  const inComment = (pos: number) => ranges.some((range) => range.pos <= pos && pos < range.end);

  let lines = 0;
  let commentLines = 0;
  let offset = 0;
  for (const line of text.split('\n')) {
    const indent = line.search(/\S/);
    if (indent >= 0) {
      lines += 1;
      const start = offset + indent;
      if (inComment(start) || (line[indent] === '{' && line.startsWith('/*', indent + 1) && inComment(start + 1))) {
        commentLines += 1;
      }
    }
    offset += line.length + 1;
  }

  const history: HistoryComment[] = [];
  for (const range of ranges) {
    const comment = text.slice(range.pos, range.end);
    const first = source.getLineAndCharacterOfPosition(range.pos).line;
    comment.split('\n').forEach((commentLine, index) => {
      if (HISTORY_PATTERNS.some((pattern) => pattern.test(commentLine))) {
        history.push({ file, line: first + index + 1, text: commentLine.trim() });
      }
    });
  }
  return { file, lines, commentLines, history };
};

const productFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return productFiles(full);
      return isProductFile(full) ? [full] : [];
    })
    .sort();

export type CommentShare = { lines: number; commentLines: number; share: number; files: FileShare[] };

/** Measures every product file under `srcDir`; file names in the result are relative to `root`. */
export const measureCommentShare = (root: string, srcDir = path.join(root, 'src')): CommentShare => {
  const files = productFiles(srcDir).map((full) =>
    measureSource(path.relative(root, full).split(path.sep).join('/'), fs.readFileSync(full, 'utf8')),
  );
  const lines = files.reduce((sum, file) => sum + file.lines, 0);
  const commentLines = files.reduce((sum, file) => sum + file.commentLines, 0);
  return { lines, commentLines, share: lines === 0 ? 0 : commentLines / lines, files };
};

export const describeCommentShare = ({ lines, commentLines, share, files }: CommentShare, top = 10): string => {
  const history = files.flatMap((file) => file.history);
  const most = [...files].sort((a, b) => b.commentLines - a.commentLines).slice(0, top);
  return [
    `${commentLines} comment lines in ${lines} non-blank lines of src/ product code: ${(share * 100).toFixed(1)} % ` +
      `(at most ${MAX_COMMENT_SHARE * 100} %).`,
    'Most comment lines:',
    ...most.map((file) => `  ${file.commentLines}\t${file.file}`),
    history.length === 0
      ? 'No comment narrates history.'
      : `${history.length} comment line(s) name an issue, a session, a date or a measured timing:`,
    ...history.map((entry) => `  ${entry.file}:${entry.line}: ${entry.text}`),
  ].join('\n');
};
