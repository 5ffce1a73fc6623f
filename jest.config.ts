/** @jest-config-loader esbuild-register */
import os from 'node:os';
import path from 'node:path';
import type { Config } from 'jest';
import { amplifySrpFolder, SRP_FOLDER } from './scripts/lib/amplify-srp';

// ts-jest transpiles only (type checking is `npm run typecheck`); CommonJS so jest needs no ESM mode.
const tsJest: [string, Record<string, unknown>] = [
  'ts-jest',
  {
    tsconfig: {
      module: 'commonjs',
      moduleResolution: 'node',
      jsx: 'react-jsx',
      esModuleInterop: true,
      isolatedModules: true,
      allowJs: true,
    },
    diagnostics: false,
  },
];

// msw 2 and a few of its dependencies ship ESM only.
const esmPackages = [
  'msw',
  '@mswjs',
  '@open-draft',
  '@bundled-es-modules',
  'until-async',
  'rettime',
  'headers-polyfill',
  'outvariant',
  'strict-event-emitter',
  'is-node-process',
];
// Chakra's and Ark's CommonJS entries, the packages' and each component's, require every part they re-export (Chakra's
// theme reads one export of each Ark component): for jest each part is required when first read
// (scripts/jest/lazy-exports-transform.js).
const lazyEntries = [
  '@chakra-ui/react/dist/cjs/index\\.cjs$',
  '@chakra-ui/react/dist/cjs/components/[^/]+/index\\.cjs$',
  '@ark-ui/react/dist/index\\.cjs$',
  '@ark-ui/react/dist/components/[^/]+/index\\.cjs$',
];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/|${lazyEntries.join('|')})`];
const transform = {
  ...Object.fromEntries(
    lazyEntries.map((entry) => [`/node_modules/${entry}`, '<rootDir>/scripts/jest/lazy-exports-transform.js']),
  ),
  '^.+\\.m?[tj]sx?$': tsJest,
};

/**
 * `npm test` needs Node and npm only. Tests that start a system program (`*.hosting.test.ts`: nginx) run with
 * `npm run test:hosting` (PORTAL_TEST_SUITE=hosting), which CI runs and which fails when the program is missing.
 */
const SYSTEM_TEST = '\\.hosting\\.test\\.ts$';
// src/identity/srp names Amplify's SRP modules by an alias (webpack: scripts/webpack/amplify-srp-plugin.ts); here they
// are Amplify's CommonJS build, which jest runs unreplaced. The SRP worker is the in-process double of mocks/srp-worker.ts
// (JSDOM has no Worker, and the module's `import.meta.url` is webpack's).
const amplifySrpCommonJs = amplifySrpFolder(__dirname).replace(SRP_FOLDER, SRP_FOLDER.replace('esm', 'cjs'));
const srpModules = {
  '^amplify-auth-srp/(.*)$': `${amplifySrpCommonJs}${path.sep}$1.js`,
  '/srp-worker-spawn$': '<rootDir>/mocks/srp-worker.ts',
};

const hostingSuite = process.env.PORTAL_TEST_SUITE === 'hosting';

const hosting: Config['projects'] = [
  {
    displayName: 'hosting',
    globals: { PORTAL_LOCAL_BUILD: true },
    testEnvironment: 'node',
    roots: ['<rootDir>/scripts'],
    testMatch: ['**/*.hosting.test.ts'],
    transform,
    transformIgnorePatterns,
  },
];

const config: Config = {
  // A limit against a hang, not a measure of speed: a test that waits for the state it needs may take many times its
  // usual seconds on two cores shared with a browser suite and other work; only a hung test reaches this.
  testTimeout: 120_000,
  // jest's default is one worker fewer than the cores: on CI's two cores that is one, and it runs every file in band on
  // one core. Two workers keep both cores busy.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  // A worker that has run the DOM suites holds a heap of about a gigabyte, which Node frees as the process ends: on two
  // busy cores that takes longer than jest's default half second, and jest would kill it and warn of a leak.
  workerGracefulExitTimeout: 10_000,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'jsx', 'json'],
  projects: hostingSuite
    ? hosting
    : [
        {
          displayName: 'dom',
          globals: { PORTAL_LOCAL_BUILD: true },
          testEnvironment: 'jest-fixed-jsdom',
          testEnvironmentOptions: { customExportConditions: [''] },
          roots: ['<rootDir>/src', '<rootDir>/mocks'],
          testMatch: ['**/*.test.ts', '**/*.test.tsx'],
          transform,
          transformIgnorePatterns,
          moduleNameMapper: { '\\.(svg|png|jpg|webp)$': '<rootDir>/mocks/file-stub.ts', ...srpModules },
          setupFilesAfterEnv: ['<rootDir>/mocks/setup.ts'],
        },
        {
          displayName: 'node',
          globals: { PORTAL_LOCAL_BUILD: true },
          testEnvironment: 'node',
          setupFilesAfterEnv: ['<rootDir>/mocks/setup-node.ts'],
          roots: ['<rootDir>/scripts', '<rootDir>/local-stack', '<rootDir>/openapi', '<rootDir>/infra'],
          // local-stack/identity/fresh-proof.test.ts drives the app's own SRP proof against the proxy.
          moduleNameMapper: srpModules,
          testMatch: ['**/*.test.ts'],
          testPathIgnorePatterns: ['/node_modules/', SYSTEM_TEST],
          transform,
          transformIgnorePatterns,
        },
      ],
};

export default config;
