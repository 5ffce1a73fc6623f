import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { startApiGateway } from '../../local-stack/api/gateway';
import { unsignedTestToken } from '../contract-verify';
import { breaking, contractRequests, verifyContract } from './contract-verify';
import { freePort, prismMockArgs } from '../../local-stack/processes';
import { loadContract } from '../../openapi/contract';

const ROOT = path.resolve(__dirname, '..', '..');
const CONTRACT = path.join(ROOT, 'openapi', 'core-api.yaml');
const authorization = `Bearer ${unsignedTestToken('contract-verify@example.com')}`;

jest.setTimeout(180_000);

describe('contract:verify', () => {
  it('builds one request per operation and one per named example, with valid parameters', () => {
    const requests = contractRequests(loadContract(CONTRACT));
    expect(requests.filter((request) => !request.scenario)).toHaveLength(19);
    expect(requests).toContainEqual(
      expect.objectContaining({ method: 'GET', url: '/api/v1/user/insurers/06123456', scenario: 'pseudonymized' }),
    );
    expect(
      contractRequests(loadContract(CONTRACT), { readsOnly: true }).every((request) => request.method === 'GET'),
    ).toBe(true);
  });

  it('catches a backend that breaks the contract (a profile with a wrong type and missing fields)', async () => {
    const server = http.createServer((request, response) => {
      if (request.url === '/api/v1/user/white_id_accounts/me') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ sub: 42 }));
        return;
      }
      response.writeHead(418, { 'content-type': 'application/json' }).end('{"teapot":true}');
    });
    const port = await freePort();
    await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
    try {
      const findings = await verifyContract({
        contractPath: CONTRACT,
        backend: `http://127.0.0.1:${port}`,
        authorization,
        readsOnly: true,
      });
      const me = findings.find(
        (finding) => finding.request.url === '/api/v1/user/white_id_accounts/me' && !finding.request.scenario,
      );
      expect(
        me &&
          breaking(me)
            .map((violation) => `${violation.location} ${violation.message}`)
            .join('\n'),
      ).toMatch(/sub.*must be string|must have required property/);
      // The teapot answers are undeclared statuses; whatever Prism rates them, the broken profile fails the run.
      expect(
        findings
          .filter((finding) => finding.request.url === '/api/v1/user/white_id_accounts/me')
          .every((finding) => breaking(finding).length > 0),
      ).toBe(true);
    } finally {
      await new Promise<void>((done) => server.close(() => done()));
    }
  });

  it('finds nothing wrong with the local gateway in front of Prism', async () => {
    const prismPort = await freePort();
    const prism: ChildProcess = spawn(process.execPath, prismMockArgs(prismPort), { stdio: 'ignore' });
    const gateway = await startApiGateway({
      port: await freePort(),
      upstream: `http://127.0.0.1:${prismPort}`,
      contractPath: CONTRACT,
    });
    try {
      for (let tries = 0; tries < 300; tries += 1) {
        if (
          await fetch(`http://127.0.0.1:${prismPort}/`).then(
            () => true,
            () => false,
          )
        )
          break;
        await new Promise((done) => setTimeout(done, 200));
      }
      const findings = await verifyContract({ contractPath: CONTRACT, backend: gateway.url, authorization });
      expect(findings.length).toBeGreaterThan(19);
      expect(
        findings
          .filter((finding) => breaking(finding).length > 0)
          .map(
            (finding) =>
              `${finding.request.method} ${finding.request.url} ${finding.request.scenario ?? ''} ${JSON.stringify(finding.violations)}`,
          ),
      ).toEqual([]);
    } finally {
      await gateway.stop();
      prism.kill();
    }
  });
});
