import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

const ROOT = path.resolve(__dirname, '../..');

/**
 * For the loaders' tests: a production bundle of one entry module with the given module rules (none: webpack as it
 * is), resolving the project's packages; returns the bundle's text.
 */
export const bundleOne = async (
  entrySource: string,
  rules: webpack.RuleSetRule[],
  externals?: webpack.Configuration['externals'],
) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-one-'));
  try {
    const entry = path.join(dir, 'entry.js');
    fs.writeFileSync(entry, entrySource);
    const compiler = webpack({
      mode: 'production',
      context: ROOT,
      entry,
      output: { path: dir, filename: 'out.js' },
      resolve: { modules: [path.join(ROOT, 'node_modules')] },
      externals,
      module: { rules },
    });
    const stats = await new Promise<webpack.Stats | undefined>((resolve, reject) =>
      compiler.run((error, result) => (error ? reject(error) : resolve(result))),
    );
    if (stats?.hasErrors()) throw new Error(stats.toString('errors-only'));
    return fs.readFileSync(path.join(dir, 'out.js'), 'utf8');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};
