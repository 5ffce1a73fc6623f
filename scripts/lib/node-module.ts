import Module from 'node:module';
import path from 'node:path';

/** Node's own module machinery, outside jest's registry (for tests that run a file's source as Node would). */
const NodeModule = Module as unknown as {
  new (id: string): Module & { _compile: (source: string, file: string) => void };
  _nodeModulePaths: (from: string) => string[];
  _cache: Record<string, Module | undefined>;
};

/** `source` run as the module at `file`: its requires resolve from there, through Node's cache (`nodeModuleCache`). */
export const compileModule = (file: string, source: string): Module => {
  const module = new NodeModule(file);
  module.filename = file;
  module.paths = NodeModule._nodeModulePaths(path.dirname(file));
  module._compile(source, file);
  return module;
};

/** Node's module cache by file: a module placed here is what the requires of a compiled module get. */
export const nodeModuleCache = NodeModule._cache;
