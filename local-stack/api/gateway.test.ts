import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { loadContract } from '../../openapi/contract';
import { startApiGateway, usesMemberMemory } from './gateway';

const CONTRACT = path.resolve(__dirname, '../../openapi/core-api.yaml');
const ME = '/api/v1/user/white_id_accounts/me';
const REGISTER = '/api/v1/user/white_id_accounts';

/** A token the gateway only reads (never verifies): header.payload.signature with the member's e-mail. */
const bearerFor = (email: string) => `Bearer e30.${Buffer.from(JSON.stringify({ email })).toString('base64url')}.sig`;

/** Stands in for Prism: records the Prefer header of each call and answers /me with a minimal body. */
const startFakePrism = async () => {
  const seen: { path: string; prefer: string | undefined }[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    seen.push({ path: url.pathname, prefer: request.headers.prefer?.toString() });
    response.writeHead(url.pathname === REGISTER ? 201 : 200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ email: 'prism@example.com', agreed_services: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

describe('usesMemberMemory', () => {
  const contract = loadContract(CONTRACT);

  it.each([
    ['no scenario', undefined, true],
    ['a scenario without a /me example', 'file-with-edaban', true],
    ['the 404 eligibility scenario', 'eligibility-not-found', true],
    ['a scenario with its own /me example', 'eligible-all-agreed', false],
    ['the /me server-error scenario', 'server-error', false],
  ])('/me with %s (%s) answers from memory: %s', (_label, explicit, expected) => {
    expect(usesMemberMemory(contract, 'GET', ME, 'member@example.com', explicit)).toBe(expected);
  });

  it('never for other paths or anonymous calls', () => {
    expect(usesMemberMemory(contract, 'GET', '/api/v1/user/insurers/06139992', 'member@example.com', undefined)).toBe(false);
    expect(usesMemberMemory(contract, 'GET', ME, undefined, undefined)).toBe(false);
  });
});

describe('the API gateway', () => {
  let prism: Awaited<ReturnType<typeof startFakePrism>>;
  let gateway: Awaited<ReturnType<typeof startApiGateway>>;

  beforeEach(async () => {
    prism = await startFakePrism();
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    gateway = await startApiGateway({ port, upstream: prism.url, contractPath: CONTRACT });
  });

  afterEach(async () => {
    await gateway.stop();
    await prism.stop();
  });

  const call = (route: string, email: string, scenario?: string, method = 'GET') =>
    fetch(`${gateway.url}${route}`, {
      method,
      headers: { authorization: bearerFor(email), ...(scenario ? { prefer: `example=${scenario}` } : {}), 'content-type': 'application/json' },
      body: method === 'POST' ? '{}' : undefined,
    });

  it('answers /me from the member state under an insurer scenario, and the member becomes eligible after registering', async () => {
    const email = 'fresh@example.com';
    const before = (await (await call(ME, email, 'file-with-edaban')).json()) as { email: string };
    expect(before.email).toBe(email);
    expect((await call(REGISTER, email, 'file-with-edaban', 'POST')).status).toBe(201);
    await call(ME, email, 'file-with-edaban');
    expect(prism.seen.map((entry) => entry.prefer)).toEqual(['example=new-member', undefined, 'example=eligible-none-agreed']);
  });

  it('keeps an explicit scenario that has its own /me example, without the overlay', async () => {
    const body = (await (await call(ME, 'fresh@example.com', 'eligible-all-agreed')).json()) as { email: string };
    expect(prism.seen[0]?.prefer).toBe('example=eligible-all-agreed');
    expect(body.email).toBe('prism@example.com');
  });
});
