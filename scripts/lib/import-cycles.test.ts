import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

// dpdm needs chalk 5 (ESM only), which jest's CommonJS runtime cannot load on Node 20: the check runs as npm runs it,
// a node process (scripts/check-cycles.ts), on a fixture tree.
const SCRIPT = path.resolve(__dirname, '../check-cycles.ts');
const check = (root: string) => {
  const run = spawnSync(process.execPath, ['-r', 'esbuild-register', SCRIPT, root], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
};

const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

const tree = (files: Record<string, string>) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
  roots.push(root);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
};

describe('findImportCycles', () => {
  it('fails on a cycle through three modules, across .ts and .tsx', () => {
    const root = tree({
      'src/a.ts': "import { b } from './b';\nexport const a = () => b();\n",
      'src/b.tsx': "import { c } from './lib/c';\nexport const b = () => c();\n",
      'src/lib/c.ts': "import { a } from '../a';\nexport const c = (): unknown => a;\n",
    });
    const { status, output } = check(root);
    expect(status).toBe(1);
    expect(output).toMatch(/^1 import cycle .*\n {2}1\) (src\/\S+) -> src\/\S+ -> src\/\S+ -> \1\n$/);
    for (const file of ['src/a.ts', 'src/b.tsx', 'src/lib/c.ts']) expect(output).toContain(file);
  });

  it('counts a dynamic import() as an edge', () => {
    const root = tree({
      'src/a.ts': "export const a = () => import('./b');\n",
      'src/b.ts': "import { a } from './a';\nexport const b = a;\n",
    });
    const { status, output } = check(root);
    expect(status).toBe(1);
    expect(output).toContain('1 import cycle');
  });

  it('counts a type-only import: a type circle is a design circle', () => {
    const root = tree({
      'src/a.ts': "import type { B } from './b';\nexport type A = B;\nexport const a = 1;\n",
      'src/b.ts': "import { a } from './a';\nexport interface B { a: typeof a }\n",
    });
    const { status, output } = check(root);
    expect(status).toBe(1);
    expect(output).toContain('1 import cycle');
  });

  it('does not count a package, nor a module no import leads back to', () => {
    const root = tree({
      'src/a.ts':
        "import type { B } from './b';\nimport path from 'node:path';\nexport type A = B;\nexport const a = path.sep;\n",
      'src/b.ts': 'export interface B { b: string }\n',
    });
    expect(check(root)).toEqual({ status: 0, output: 'No import cycle.\n' });
  });
});
