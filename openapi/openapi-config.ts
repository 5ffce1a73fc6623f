import type { ConfigFile } from '@rtk-query/codegen-openapi';

/**
 * RTK Query codegen for the core-API contract. Paths are relative to this folder (the codegen CLI resolves them so;
 * scripts/codegen.ts does the same). No cache tags are generated (`tag: false`): the yaml's operation tags group the
 * contract for readers, they do not say what a write changes. The one set of cache tags is hand-written in
 * src/api/index.ts with enhanceEndpoints (and checked by src/api/tags.test.ts).
 */
const config: ConfigFile = {
  schemaFile: './core-api.yaml',
  apiFile: '../src/api/base.ts',
  apiImport: 'baseApi',
  outputFile: '../src/api/generated/core-api.ts',
  exportName: 'coreApi',
  hooks: true,
  tag: false,
};

export default config;
