import path from 'node:path';
import { spawnSync } from 'node:child_process';

/**
 * The layers of src/ as `npm run lint` enforces them (eslint.config.mjs, LAYERS): a module imports only the layers
 * below its own, type-only imports included; nothing imports an entry point. Each case lints a module placed in the
 * real tree and importing a real module.
 */
const ROOT = path.resolve(__dirname, '../..');

// ESLint loads its flat config with a dynamic import, which jest's CommonJS runtime cannot run: every case is linted by
// one node process, with the project's own config, as `npm run lint` does.
const LINT_CASES = `
const { ESLint } = require('eslint');
const cases = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
const eslint = new ESLint({ cwd: process.cwd() });
(async () => {
  const out = [];
  for (const [file, code] of cases) {
    const [result] = await eslint.lintText(code, { filePath: require('node:path').resolve(file) });
    out.push(result.messages.filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message));
  }
  process.stdout.write(JSON.stringify(out));
})();
`;

const lintLayers = (cases: [string, string][]): string[][] => {
  const run = spawnSync(process.execPath, ['-e', LINT_CASES], {
    cwd: ROOT,
    input: JSON.stringify(cases),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
};

describe('the layers of src/', () => {
  const refused: [string, string][] = [
    ['src/store/fixture.ts', "import { authSlice } from '../identity/auth-slice';\nexport const a = authSlice;\n"],
    ['src/store/fixture.ts', "import type { AuthState } from '../identity/auth-slice';\nexport type A = AuthState;\n"],
    ['src/api/fixture.ts', "import { currentIdToken } from '../identity/session';\nexport const a = currentIdToken;\n"],
    [
      'src/identity/fixture.ts',
      "import { navigateToRoute } from '../routing/navigation';\nexport const a = navigateToRoute;\n",
    ],
    ['src/ui/fixture.ts', "import { useAppSelector } from '../store/hooks';\nexport const a = useAppSelector;\n"],
    ['src/ui/fixture.ts', "import { Header } from '../app/shell/Header';\nexport const a = Header;\n"],
    [
      'src/lib/fixture.ts',
      "import { currentEnvironment } from '../config/env';\nexport const a = currentEnvironment;\n",
    ],
    ['src/routing/fixture.ts', "import { pages } from '../app/loading-table';\nexport const a = pages;\n"],
    [
      'src/features/settings/fixture.ts',
      "import { setupStore } from '../../app/store';\nexport const a = setupStore;\n",
    ],
    [
      'src/identity/fixture.ts',
      "import { startEarlyReads } from '../boot/start-early-reads';\nexport const a = startEarlyReads;\n",
    ],
    ['src/identity/fixture.ts', "export const a = () => import('../routing/guards');\n"],
    [
      'src/service-worker/fixture.ts',
      "import { ROUTING_CASES } from '../../scripts/lib/routing-cases';\nexport const a = ROUTING_CASES;\n",
    ],
    [
      'src/service-worker/fixture.test.ts',
      "import { chooseEncoding } from '../../scripts/lib/preview-server';\nexport const a = chooseEncoding;\n",
    ],
  ];
  const allowed: [string, string][] = [
    ['src/routing/fixture.ts', "import { authSlice } from '../identity/auth-slice';\nexport const a = authSlice;\n"],
    ['src/identity/fixture.ts', "import type { AppStore } from '../store/types';\nexport type A = AppStore;\n"],
    ['src/ui/fixture.ts', "import { ja } from '../i18n/ja';\nexport const a = ja;\n"],
    ['src/app/fixture.ts', "import { Header } from './shell/Header';\nexport const a = Header;\n"],
    ['src/identity/fixture.test.ts', "import { setupStore } from '../app/store';\nexport const a = setupStore;\n"],
    [
      'src/service-worker/fixture.test.ts',
      "import { ROUTING_CASES } from '../../scripts/lib/routing-cases';\nexport const a = ROUTING_CASES;\n",
    ],
  ];

  it('refuses every import that runs back up, and lets a module import below it (and a test wire layers, or read the hosts’ routing table)', () => {
    const results = lintLayers([...refused, ...allowed]);
    expect(results.slice(0, refused.length).map((errors, at) => [refused[at]?.[1], errors.length])).toEqual(
      refused.map(([, code]) => [code, 1]),
    );
    expect(results.slice(refused.length)).toEqual(allowed.map(() => []));
  });
});
