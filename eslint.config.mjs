import fs from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Features never import each other: shared code moves down into ui/, lib/, routing/, identity/ or api/.
const features = fs.existsSync('src/features')
  ? fs
      .readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'Features do not import each other; move shared code down to a layer below (src/routing, src/ui, src/lib…).',
}));

// Layers inside src/ (docs/architecture.md, Layers), top to bottom, in bulletproof-react's manner: a folder imports
// only folders below it in this list, type-only imports included. The entry points (the boot script, the prerenderer,
// main.tsx and the modules it starts) stand above them all, and nothing in src/ imports an entry point. Tests are leaves
// that nothing imports: they may wire layers together.
export const LAYERS = ['app', 'features', 'routing', 'identity', 'store', 'api', 'ui', 'config', 'lib', 'i18n'];
const ENTRY_POINTS = [
  './src/boot',
  './src/prerender',
  './src/main.tsx',
  './src/start.tsx',
  './src/start-store.ts',
  './src/start-router.ts',
  './src/signin-form-kit.ts',
  './src/theme-config-step.ts',
  './src/theme-tokens-step.ts',
  './src/theme-step.ts',
  './src/service-worker',
];
const layerZones = LAYERS.map((folder, index) => ({
  target: `./src/${folder}/**/!(*.test).{ts,tsx}`,
  from: [...LAYERS.slice(0, index).map((above) => `./src/${above}`), ...ENTRY_POINTS],
  message: `src/${folder} imports only the layers below it: ${LAYERS.slice(index + 1).join(', ') || 'none'} (docs/architecture.md, Layers).`,
}));

// Top-level rooms: each has one job, and imports go one way only (see docs/architecture.md, Layout).
const roomZones = [
  {
    target: './local-stack',
    from: ['./scripts', './e2e'],
    message: 'local-stack/ stands alone: scripts/ and e2e/ start it, never the other way round.',
  },
  // Its tests are jest's (the node project) and share its test doubles; what runs the stack imports none.
  {
    target: './local-stack/**/!(*.test).{ts,js,cjs,mjs}',
    from: './mocks',
    message: 'local-stack/ runs without test doubles: only its tests (*.test.ts) use mocks/, which is for jest.',
  },
  {
    target: './mocks',
    from: ['./local-stack', './scripts', './e2e'],
    message: 'mocks/ holds the test doubles for jest only.',
  },
  {
    target: './openapi',
    from: ['./mocks', './local-stack', './scripts', './e2e'],
    message: 'openapi/ is the contract and its reader; others read it.',
  },
  {
    target: './infra',
    from: ['./local-stack', './scripts', './e2e', './src'],
    message: 'infra/ is the deployed pool definition and its reader; others read it.',
  },
  {
    target: './scripts',
    from: ['./e2e'],
    message: 'scripts/ uses local-stack/, openapi/ and src/config, not e2e code.',
  },
  // The test doubles (mocks/) read the contract for fixtures and request paths; the app itself does not.
  {
    target: ['./src/**', './src/*.{ts,tsx}'],
    from: ['./local-stack', './e2e', './openapi'],
    message: 'The app never imports the local stack, scripts, e2e or the contract reader.',
  },
  {
    target: ['./src/**/!(*.test).{ts,tsx}', './src/!(*.test).{ts,tsx}'],
    from: './scripts',
    message: 'The app never imports the local stack, scripts, e2e or the contract reader.',
  },
  // The hosts' routing table, which the service worker's test runs through its navigation rule.
  {
    target: ['./src/**/*.test.{ts,tsx}', './src/*.test.{ts,tsx}'],
    from: './scripts',
    except: ['./lib/routing-cases.ts'],
    message:
      "A test of the app imports nothing of scripts/ but the hosts' routing table (scripts/lib/routing-cases.ts).",
  },
  // Product code imports no test double: only tests (`*.test.ts(x)`) and mocks/ itself use mocks/.
  {
    target: ['./src/**/!(*.test).{ts,tsx}', './src/!(*.test).{ts,tsx}'],
    from: './mocks',
    message: 'Product code never imports a test double (mocks/ is for jest only).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.tmp/**',
      'node_modules/**',
      'bench/**',
      'src/api/generated/**',
      'coverage/**',
      'e2e/.artifacts/**',
      '.cognito/**',
      '**/.cognito/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-restricted-paths': ['error', { zones: [...featureZones, ...layerZones, ...roomZones] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },

  {
    // Plain CommonJS run by node before a child's own code (local-stack/identity/emulator-atomic-writes.cjs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The generated client is reached only through src/api (which adds tags and re-exports it).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/generated', '**/api/generated/*'],
              message: 'Import from src/api, not its generated internals.',
            },
          ],
        },
      ],
    },
  },
  {
    // User-facing text lives in src/i18n/ja.ts: no Japanese literals in components.
    files: ['src/features/**/*.tsx', 'src/ui/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/[\\u3040-\\u30ff\\u4e00-\\u9faf]/]',
          message: 'Put user-facing text in src/i18n/ja.ts.',
        },
        {
          selector: 'JSXText[value=/[\\u3040-\\u30ff\\u4e00-\\u9faf]/]',
          message: 'Put user-facing text in src/i18n/ja.ts.',
        },
        {
          selector: 'TemplateElement[value.raw=/[\\u3040-\\u30ff\\u4e00-\\u9faf]/]',
          message: 'Put user-facing text in src/i18n/ja.ts.',
        },
      ],
    },
  },
);
