import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { productionEnvironment } from '../../mocks/environments';
import { rawRequest } from '../../mocks/raw-http';
import { edgeModel } from './edge-model';
import { hostingTemplate, prerenderedPages } from './hosting-template';
import { startNginx } from './nginx-config';
import { securityHeaderTable, startPreview } from './preview-server';
import { differences, ROUTING_CASES, writeRoutingSite, type HostAnswer } from './routing-cases';

/**
 * One routing table, three hosts: every case of ./routing-cases.ts against the preview server, nginx with the
 * generated block and the hosting template's CloudFront Function (in Node, ./edge-model.ts), each with the preview
 * server's header table on every answer. Any host that differs from the table fails it, with every difference listed.
 */
const environment = productionEnvironment();
const table = securityHeaderTable(environment);

describe('one routing table, three hosts', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'routing-parity-'));
  writeRoutingSite(site);
  let nginx: Awaited<ReturnType<typeof startNginx>>;
  let preview: Awaited<ReturnType<typeof startPreview>>;

  beforeAll(async () => {
    nginx = await startNginx(environment, site);
    preview = await startPreview({ root: site, environment, port: 0 });
  });
  afterAll(async () => {
    await Promise.all([nginx?.stop(), preview?.stop()]);
    fs.rmSync(site, { recursive: true, force: true });
  });

  it('the preview server, nginx and CloudFront answer every case alike', async () => {
    const edge = edgeModel(hostingTemplate(environment, prerenderedPages(site)), site);
    const overHttp = (port: number | string) => async (method: string, target: string) =>
      (await rawRequest(port, { method, target })) as HostAnswer;
    const hosts: [string, (method: string, target: string) => Promise<HostAnswer> | HostAnswer][] = [
      ['preview', overHttp(preview.port)],
      ['nginx', overHttp(new URL(nginx.url).port)],
      ['CloudFront', edge],
    ];
    const found: string[] = [];
    for (const routingCase of ROUTING_CASES)
      for (const [host, send] of hosts)
        found.push(
          ...differences(routingCase, await send(routingCase.method, routingCase.target), table).map(
            (line) => `${host}: ${line}`,
          ),
        );
    expect(found).toEqual([]);
  });
});
