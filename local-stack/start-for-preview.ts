import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApiGateway } from './api/gateway';
import { startIdentityStack, type IdentityStack } from './identity/stack';
import { CONTRACT_PATH, freePort, prismMockArgs, startChild, waitForHttp } from './processes';
import { seed } from './seed';

/**
 * The local stack for a production bundle served by the preview server (`npm run bench`, the production e2e project):
 * the identity stack (emulator + proxy) in a fresh temporary data dir with the demo members seeded, Prism and the API
 * gateway in front of it, all on free loopback ports. Each part started is pushed onto `stoppers` at once, so the
 * caller's clean-up (run in reverse order) stops whatever did start, also when a later part fails.
 */

export interface PreviewStackOptions {
  /** The temporary data dir's name prefix under the OS temp dir. */
  dataDirPrefix: string;
  /** The origins whose pages may call the identity proxy (CORS): the preview's origins, chosen before. */
  allowedOrigins: readonly string[];
  log: (line: string) => void;
  /** Drop the emulator's and the proxy's output. */
  quiet?: boolean;
  /** Where each started part's stop goes; the caller stops them in reverse order. */
  stoppers: (() => Promise<void>)[];
}

export interface PreviewStack {
  dataDir: string;
  identity: IdentityStack;
  /** The API gateway's URL (in front of Prism): the preview server's `apiProxy`. */
  apiUrl: string;
}

const ROOT = path.resolve(__dirname, '..');

export const startStackForPreview = async ({
  dataDirPrefix,
  allowedOrigins,
  log,
  quiet,
  stoppers,
}: PreviewStackOptions): Promise<PreviewStack> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), dataDirPrefix));
  stoppers.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const identity = await startIdentityStack({ dataDir, quiet, allowedOrigins, log });
  stoppers.push(identity.stop);
  await seed({ endpoint: identity.endpoint, dataDir, log });
  const prismPort = await freePort();
  const prism = startChild('prism', process.execPath, prismMockArgs(prismPort), { cwd: ROOT, log });
  stoppers.push(prism.stop);
  await waitForHttp(`http://127.0.0.1:${prismPort}/`);
  const gateway = await startApiGateway({
    port: await freePort(),
    upstream: `http://127.0.0.1:${prismPort}`,
    contractPath: CONTRACT_PATH,
    log,
  });
  stoppers.push(gateway.stop);
  return { dataDir, identity, apiUrl: gateway.url };
};
