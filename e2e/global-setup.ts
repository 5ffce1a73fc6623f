import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDevStack } from '../local-stack/dev-stack';

/**
 * Starts the same stack as `npm start`, on free ports with a throw-away identity pool; workers read it from env. Its
 * dev server serves a production-mode bundle of the same develop configuration (docs/contributing.md; the heavy specs
 * run far faster on it, docs/performance-log.md); E2E_WEBPACK_MODE=development serves the development bundle. The
 * app's GET retries wait 20 ms, 40 ms, 80 ms instead of 0.6 s, 1.2 s, 2.4 s: the fault specs check that the retries
 * happen and what the member sees, not the delay (src/api/base.test.tsx covers the production backoff).
 */
export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const logFile = path.join(__dirname, '.artifacts', 'stack.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.createWriteStream(logFile);
  const stack = await startDevStack({
    dataDir,
    liveReload: false,
    apiRetryBaseDelayMs: 10,
    webpackMode: process.env.E2E_WEBPACK_MODE === 'development' ? 'development' : 'production',
    log: (line) => log.write(`${line}\n`),
  });
  process.env.E2E_APP_URL = stack.appUrl;
  process.env.E2E_IDENTITY_ENDPOINT = stack.identityEndpoint;
  process.env.E2E_DATA_DIR = stack.dataDir;
  process.env.E2E_API_URL = stack.apiUrl;
  return async () => {
    await stack.stop();
    log.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
