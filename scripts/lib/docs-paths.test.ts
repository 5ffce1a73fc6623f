import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkDocument, extractReferences, formatProblem, problemsOf, proseFiles, RECORDS } from './docs-paths';

const ROOT = path.resolve(__dirname, '..', '..');

describe('the paths the docs name', () => {
  describe('the extractor, on a made-up tree', () => {
    let root: string;
    beforeAll(() => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-paths-'));
      for (const file of ['src/app/router.tsx', 'e2e/quality-faults-api.spec.ts', 'docs/guide.md', 'package.json']) {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), '');
      }
    });
    afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

    const markdown = [
      'The router is `src/app/router.tsx:12`, the guards were `src/routing/certificate-guards.ts`.',
      'Faults: `e2e/quality-faults-*.spec.ts`; one file: `npx playwright test e2e/<file>.spec.ts`; `package.json`.',
      'See [the guide](guide.md#setup), [the brief](../../shared/design/ARCHITECTURE.md) and',
      '[Lighthouse](https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md).',
      'The brief is ../shared/spec/glossary-ja.md. The routes are src/routing/routes.ts; see docs/guide.md.',
      'Calibrated as Lighthouse docs/throttling.md describes.',
      '```sh',
      'cat src/not/prose.ts `src/not/prose.ts`',
      '```',
      '[gone]: ./missing.md',
    ].join('\n');

    it('finds link targets, repository paths in inline code and in plain text, outside mentions; not code fences', () => {
      expect(extractReferences(markdown)).toEqual([
        { line: 1, kind: 'code', target: 'src/app/router.tsx:12' },
        { line: 1, kind: 'code', target: 'src/routing/certificate-guards.ts' },
        { line: 2, kind: 'code', target: 'e2e/quality-faults-*.spec.ts' },
        { line: 2, kind: 'code', target: 'e2e/<file>.spec.ts' },
        { line: 2, kind: 'code', target: 'package.json' },
        { line: 3, kind: 'link', target: 'guide.md#setup' },
        { line: 3, kind: 'link', target: '../../shared/design/ARCHITECTURE.md' },
        { line: 4, kind: 'link', target: 'https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md' },
        { line: 5, kind: 'text', target: '../shared/spec/glossary-ja.md.' },
        { line: 5, kind: 'text', target: 'src/routing/routes.ts' },
        { line: 5, kind: 'text', target: 'docs/guide.md' },
        { line: 10, kind: 'link', target: './missing.md' },
      ]);
    });

    it('reports a missing path and every link that leaves the repository, nothing else', () => {
      const problems = checkDocument(root, 'docs/guide.md', markdown);
      expect(problems.map((problem) => formatProblem('docs/guide.md', problem))).toEqual([
        'docs/guide.md:1: no such path: src/routing/certificate-guards.ts (inline code)',
        'docs/guide.md:3: leaves the repository: ../../shared/design/ARCHITECTURE.md (link)',
        'docs/guide.md:5: leaves the repository: ../shared/spec/glossary-ja.md. (text)',
        'docs/guide.md:5: no such path: src/routing/routes.ts (text)',
        'docs/guide.md:10: no such path: ./missing.md (link)',
      ]);
    });

    it('resolves links from the document’s folder: ../ from docs/ stays inside, from the root it leaves', () => {
      expect(checkDocument(root, 'docs/guide.md', '[root](../package.json)')).toEqual([]);
      expect(checkDocument(root, 'README.md', '[up](../package.json)')).toEqual([
        { line: 1, kind: 'link', target: '../package.json', problem: 'outside' },
      ]);
    });

    it('matches a glob against the tree: one that matches nothing is missing', () => {
      expect(checkDocument(root, 'README.md', '`e2e/quality-none-*.spec.ts`')).toEqual([
        { line: 1, kind: 'code', target: 'e2e/quality-none-*.spec.ts', problem: 'missing' },
      ]);
    });
  });

  it.each(proseFiles(ROOT))('%s names only paths that exist, and links nothing outside the repository', (file) => {
    expect(problemsOf(ROOT, file).map((problem) => formatProblem(file, problem))).toEqual([]);
  });

  it('holds a dated record only to staying inside the repository (its entries name the paths of their day)', () => {
    const record = 'docs/performance-log.md';
    expect(RECORDS).toEqual([record]);
    expect(proseFiles(ROOT)).toContain(record);
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-paths-'));
    try {
      fs.mkdirSync(path.join(root, 'docs'));
      fs.writeFileSync(path.join(root, record), '`src/moved-since.ts`, [brief](../../shared/brief.md)\n');
      expect(problemsOf(root, record).map((problem) => problem.problem)).toEqual(['outside']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
