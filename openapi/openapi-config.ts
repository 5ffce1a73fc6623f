import type { ConfigFile } from '@rtk-query/codegen-openapi';

/**
 * RTK Query codegen for the core-API contract. Paths are relative to this folder (the codegen CLI resolves them so;
 * scripts/codegen.ts does the same). Cache tags from the yaml's domain tags are generated; finer invalidation is
 * hand-written in src/api/index.ts with enhanceEndpoints.
 */
const config: ConfigFile = {
  schemaFile: './core-api.yaml',
  apiFile: '../src/api/base.ts',
  apiImport: 'baseApi',
  outputFile: '../src/api/generated/core-api.ts',
  exportName: 'coreApi',
  hooks: true,
  tag: true,
};

export default config;
