import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listOperations, loadContract } from '../../openapi/contract';

const ROOT = path.resolve(__dirname, '..', '..');

jest.setTimeout(120_000);

it('contract:docs renders the contract as one HTML file listing every operation (@redocly/cli)', () => {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'contract-docs-')), 'core-api.html');
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js'),
      'build-docs',
      path.join(ROOT, 'openapi/core-api.yaml'),
      '--output',
      out,
    ],
    {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      stdio: 'ignore',
    },
  );
  const html = fs.readFileSync(out, 'utf8');
  const summaries = listOperations(loadContract(path.join(ROOT, 'openapi/core-api.yaml'))).map(
    (entry) => (entry.operation as { summary?: string }).summary ?? '',
  );
  expect(
    summaries.filter((summary) => !html.includes(summary.replace(/'/g, '&#x27;')) && !html.includes(summary)),
  ).toEqual([]);
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
});
