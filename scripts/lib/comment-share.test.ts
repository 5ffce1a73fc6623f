import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_COMMENT_SHARE, describeCommentShare, measureCommentShare, measureSource } from './comment-share';

const ROOT = path.resolve(__dirname, '../..');

describe('comments in src/ product code', () => {
  it(`stay at most ${MAX_COMMENT_SHARE * 100} % of its lines and narrate no history`, () => {
    const measured = measureCommentShare(ROOT);
    const problems = [
      ...(measured.share > MAX_COMMENT_SHARE ? [describeCommentShare(measured)] : []),
      ...measured.files.flatMap((file) => file.history.map((entry) => `${entry.file}:${entry.line}: ${entry.text}`)),
    ];
    expect(problems).toEqual([]);
    expect(measured.files.length).toBeGreaterThan(50);
  });
});

describe('measureSource', () => {
  const source = [
    "import { Box } from '@chakra-ui/react';",
    '',
    '/**',
    ' * A block comment: three lines.',
    ' */',
    'export const Page = () => (',
    '  <Box>',
    '    {/* A JSX comment. */}',
    '    {/* A JSX comment',
    '        on two lines. */}',
    '    <p>https://example.test // JSX text, not a comment</p>',
    '  </Box>',
    ');',
    '// A line comment (#23).',
    "const url = 'http://example.test'; // a trailing comment: a code line",
    "const text = '// #24 in a string is code';",
    'const template = `',
    '// a template line is code',
    ' * and so is this one',
    '`;',
    '',
  ].join('\n');

  it('counts block, line and JSX comment lines, and nothing in strings, templates or JSX text', () => {
    const measured = measureSource('src/page.tsx', source);
    expect(measured.lines).toBe(19);
    expect(measured.commentLines).toBe(7);
  });

  it('flags an issue number in a comment, not in a string', () => {
    expect(measureSource('src/page.tsx', source).history).toEqual([
      { file: 'src/page.tsx', line: 14, text: '// A line comment (#23).' },
    ]);
  });

  it.each([
    '// Since #123 the list is cached.',
    '// See ISSUE 7 for why.',
    '// About 120 ms at 4x in a profile.',
    '// 17 ms at 4x CPU.',
    '/** Added in the eleventh session. */',
    '// Measured on 2026-11-27.',
  ])('flags history: %s', (comment) => {
    expect(measureSource('src/a.ts', `${comment}\nexport const a = 1;\n`).history).toHaveLength(1);
  });

  it.each([
    '/** The session ends in this browser whatever the service answers. */',
    '/** Spec section 9: the notice appears 1.5 seconds after a resend. */',
  ])('does not flag a comment that explains: %s', (comment) => {
    expect(measureSource('src/a.ts', `${comment}\nexport const a = 1;\n`).history).toEqual([]);
  });
});

describe('measureCommentShare', () => {
  it('measures product code only: no tests, declarations or generated API client', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'comment-share-'));
    try {
      const files: Record<string, string> = {
        'src/a.ts': '// why\nexport const a = 1;\n',
        'src/ui/b.tsx': 'export const B = () => null;\n',
        'src/a.test.ts': '// one\n// two\n',
        'src/types.d.ts': '// declared\n',
        'src/api/generated/core.ts': '// generated\n// three\n',
      };
      for (const [name, text] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
        fs.writeFileSync(path.join(root, name), text);
      }
      const measured = measureCommentShare(root);
      expect(measured.files.map((file) => file.file)).toEqual(['src/a.ts', 'src/ui/b.tsx']);
      expect(measured).toMatchObject({ lines: 3, commentLines: 1 });
      expect(measured.share).toBeCloseTo(1 / 3);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
