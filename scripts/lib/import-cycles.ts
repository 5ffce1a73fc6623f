import { parseCircular, parseDependencyTree } from 'dpdm';

/**
 * Import cycles among the project's own modules (dpdm: the TypeScript compiler reads each file, so path resolution is
 * TypeScript's). Type-only imports count (a type circle is a design circle), and so does a dynamic `import()`. node_modules is not followed. Each cycle is listed once, as the files in
 * import order, relative to `cwd`.
 */
export const CYCLE_GLOBS = [
  'src/**/*.{ts,tsx}',
  'scripts/**/*.ts',
  'local-stack/**/*.ts',
  'openapi/**/*.ts',
  'e2e/**/*.ts',
  'mocks/**/*.{ts,tsx}',
];

export const findImportCycles = async (cwd: string, globs: string[] = CYCLE_GLOBS): Promise<string[][]> => {
  const tree = await parseDependencyTree(globs, {
    cwd,
    context: cwd,
    transform: false,
    skipDynamicImports: false,
    onProgress: () => undefined,
  });
  return parseCircular(tree);
};

export const describeCycles = (cycles: string[][]): string =>
  cycles.length === 0
    ? 'No import cycle.'
    : [
        `${cycles.length} import cycle${cycles.length === 1 ? '' : 's'} (type-only and dynamic imports count):`,
        ...cycles.map((cycle, index) => `  ${index + 1}) ${[...cycle, cycle[0]].join(' -> ')}`),
      ].join('\n');
