import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startPreview } from '../../scripts/lib/preview-server';
import { resolveEnvironment } from '../../src/config/env';
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID } from '../../src/config/local-identity';
import { freePort } from '../../local-stack/processes';
import { startStackForPreview } from '../../local-stack/start-for-preview';
import { readEnvFile } from '../../mocks/env-file';

const ROOT = path.resolve(__dirname, '..', '..');

/** A stand-in for the external inquiry form service: another origin, one page the portal frames. */
const startInquiryForm = async (port: number) => {
  const server = http.createServer((request, response) => {
    response.writeHead(request.url?.startsWith('/inquiry') ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      '<!doctype html><html lang="en"><title>Inquiry form (test double)</title><h1>Inquiry form (test double)</h1></html>',
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/inquiry`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/**
 * Starts the identity stack (emulator + proxy, seeded demo members), Prism + gateway and a fake inquiry form, builds
 * PORTAL_ENV=production against them with the build variables (CI's fictitious set + PORTAL_LOCAL_STACK=1 and the
 * local endpoints), and serves the bundle with the preview server and the headers of that configuration.
 */
export default async function globalSetup() {
  fs.mkdirSync(path.join(ROOT, 'e2e', '.artifacts'), { recursive: true });
  const log = fs.createWriteStream(path.join(ROOT, 'e2e', '.artifacts', 'production-stack.log'), { flags: 'w' });
  const write = (line: string) => log.write(`${line}\n`);
  const stoppers: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stoppers.reverse()) await stop().catch(() => undefined);
    log.end();
  };
  try {
    // The app's origin is chosen first: the identity proxy answers CORS for that origin only (local-stack/identity).
    // localhost, the relying party of the local stack's WebAuthn, so passkeys work as in production.
    const port = await freePort();
    const appUrl = `http://localhost:${port}`;
    const { dataDir, identity, apiUrl } = await startStackForPreview({
      dataDirPrefix: 'portal-e2e-production-',
      allowedOrigins: [appUrl],
      log: write,
      stoppers,
    });
    const form = await startInquiryForm(await freePort());
    stoppers.push(form.stop);

    const variables: Record<string, string> = {
      ...readEnvFile(path.join(ROOT, '.ci', 'production.env')),
      PORTAL_LOCAL_STACK: '1',
      PORTAL_USER_POOL_ID: LOCAL_USER_POOL_ID,
      PORTAL_USER_POOL_CLIENT_ID: LOCAL_CLIENT_ID,
      PORTAL_IDENTITY_ENDPOINT: identity.endpoint,
      PORTAL_API_ORIGIN: appUrl,
      PORTAL_INQUIRY_FORM_URL: form.url,
    };
    const { problems, environment } = resolveEnvironment(variables);
    if (problems.length) throw new Error(`production e2e configuration: ${problems.join('; ')}`);
    const dist = path.join(ROOT, '.tmp', 'e2e-production-dist');
    const build = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production', '--output-path', dist],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, ...variables },
      },
    );
    write(build.stdout);
    if (build.status !== 0) throw new Error(`the production build failed:\n${build.stdout}\n${build.stderr}`);
    // The API at the app's own origin (/api → gateway), as a same-origin API deployment would be.
    const preview = await startPreview({ root: dist, environment, apiProxy: apiUrl, port });
    stoppers.push(preview.stop);

    process.env.E2E_APP_URL = appUrl;
    process.env.E2E_DATA_DIR = dataDir;
    process.env.E2E_IDENTITY_ENDPOINT = identity.endpoint;
    process.env.E2E_PRODUCTION_VARIABLES = JSON.stringify(variables);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
