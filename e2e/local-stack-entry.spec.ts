import { expect, test } from '@playwright/test';
import http from 'node:http';

// The running local stack is no relay and trusts no other site: the dev server answers Host localhost only, the
// identity proxy gives CORS to the portal's own origin alone, and neither the proxy nor the API gateway follows an
// absolute-form or //host target. (Unit tests beside the code cover each rule in detail.)

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

const raw = (base: string, target: string, options: { method?: string; headers?: Record<string, string> } = {}) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const request = http.request(
      {
        host: hostname === 'localhost' ? '127.0.0.1' : hostname,
        port,
        method: options.method ?? 'GET',
        path: target,
        headers: options.headers,
        agent: false,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      },
    );
    request.on('error', reject);
    request.end();
  });

const APP = () => process.env.E2E_APP_URL ?? '';
const IDENTITY = () => process.env.E2E_IDENTITY_ENDPOINT ?? '';
const API = () => process.env.E2E_API_URL ?? '';

test('the dev server answers Host localhost, and refuses another host name', async () => {
  const { port } = new URL(APP());
  expect((await raw(APP(), '/signin', { headers: { host: `localhost:${port}`, accept: 'text/html' } })).status).toBe(
    200,
  );
  expect(
    (await raw(APP(), '/signin', { headers: { host: `attacker.example:${port}`, accept: 'text/html' } })).status,
  ).toBe(403);
});

test("the identity proxy: CORS for the portal's origin only, never with credentials", async () => {
  const preflight = (origin: string) =>
    raw(IDENTITY(), '/', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-target',
      },
    });
  const own = await preflight(new URL(APP()).origin);
  expect(own.status).toBe(204);
  expect(own.headers['access-control-allow-origin']).toBe(new URL(APP()).origin);
  expect(own.headers['access-control-allow-credentials']).toBeUndefined();
  const other = await preflight('http://attacker.example');
  expect(other.status).toBe(403);
  expect(other.headers['access-control-allow-origin']).toBeUndefined();
});

test('neither the identity proxy nor the API gateway follows an absolute-form or //host target', async () => {
  for (const base of [IDENTITY(), API()]) {
    expect((await raw(base, 'http://example.com/')).status).toBe(400);
    expect((await raw(base, '//example.com/')).status).toBe(400);
  }
});
