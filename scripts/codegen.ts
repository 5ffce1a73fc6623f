/**
 * Generates the RTK Query client from openapi/core-api.yaml (npm run codegen), or, with --check, regenerates into a
 * temporary folder and fails when the committed client differs (npm run codegen:check, run by CI): a hand edit of the
 * generated file and a contract change that was not regenerated both fail.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateEndpoints, parseConfig } from '@rtk-query/codegen-openapi';
import config from '../openapi/openapi-config';

const ROOT = path.resolve(__dirname, '..');
// The codegen CLI resolves the config's paths from the config's folder; so do we.
const CONFIG_DIR = path.join(ROOT, 'openapi');

interface Output {
  /** Where the committed file lives. */
  file: string;
  code: string;
}

const importPath = (fromFile: string, toFile: string) => {
  const relative = path.relative(path.dirname(fromFile), toFile).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
};

/**
 * Generates in memory. The codegen is given no outputFile so that it neither writes nor looks for a prettier config
 * of whoever runs it: the output depends on the contract and the config only, hence byte-identical on every machine.
 * Without an outputFile it would leave apiFile unrelativised, so we make it relative to the real output file here.
 */
const generate = async (): Promise<Output[]> => {
  const outputs: Output[] = [];
  for (const { outputFile, ...options } of parseConfig(config)) {
    const file = path.resolve(CONFIG_DIR, outputFile);
    const code = await generateEndpoints({
      ...options,
      schemaFile: path.resolve(CONFIG_DIR, options.schemaFile),
      apiFile: importPath(file, path.resolve(CONFIG_DIR, options.apiFile)),
    });
    if (typeof code !== 'string') throw new Error(`codegen returned no code for ${outputFile}`);
    outputs.push({ file, code });
  }
  return outputs;
};

const diffExcerpt = (committed: string, fresh: string, label: string, maxLines = 40): string => {
  const result = spawnSync(
    'diff',
    ['-u', '--label', `${label} (committed)`, '--label', `${label} (from the contract)`, committed, fresh],
    {
      encoding: 'utf8',
    },
  );
  if (result.error) return '(diff is not installed; compare the two files above)';
  const lines = result.stdout.split('\n');
  const more = lines.length > maxLines ? `\n... ${lines.length - maxLines} more diff lines` : '';
  return lines.slice(0, maxLines).join('\n') + more;
};

const check = (outputs: Output[]): boolean => {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codegen-check-'));
  let clean = true;
  try {
    for (const { file, code } of outputs) {
      const label = path.relative(ROOT, file);
      const fresh = path.join(tempDir, path.basename(file));
      fs.writeFileSync(fresh, code);
      if (!fs.existsSync(file)) {
        console.error(`codegen:check: ${label} is missing. Run \`npm run codegen\` and commit the result.`);
        clean = false;
        continue;
      }
      if (fs.readFileSync(file, 'utf8') === code) {
        console.log(`codegen:check: ${label} matches openapi/core-api.yaml.`);
        continue;
      }
      clean = false;
      console.error(
        `codegen:check: ${label} differs from what openapi/core-api.yaml generates.\n` +
          'Either the generated file was edited by hand (never do that) or the contract changed without regenerating.\n' +
          'Run `npm run codegen` and commit the result.\n',
      );
      console.error(diffExcerpt(file, fresh, label));
    }
  } finally {
    fs.rmSync(tempDir, { recursive: true, force: true });
  }
  return clean;
};

const main = async () => {
  const outputs = await generate();
  if (process.argv.includes('--check')) {
    process.exitCode = check(outputs) ? 0 : 1;
    return;
  }
  for (const { file, code } of outputs) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, code);
    console.log(`codegen: wrote ${path.relative(ROOT, file)}`);
  }
};

main().catch((error: unknown) => {
  console.error('codegen failed:', error);
  process.exitCode = 1;
});
