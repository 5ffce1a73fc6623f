import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { productionEnvironment } from '../../mocks/environments';
import { rawRequest, type RawAnswer, type RawRequest } from '../../mocks/raw-http';
import { nginxServerBlock, startNginx } from './nginx-config';
import { securityHeaderTable, startPreview } from './preview-server';

/** A request to one of the two servers (`url`: its origin, path and query), answered as text. */
const send = (url: string, request: Omit<RawRequest, 'target'> = {}) => {
  const { port, pathname, search } = new URL(url);
  return rawRequest(port, { ...request, target: `${pathname}${search}` });
};
const get = (url: string, headers: Record<string, string> = {}) => send(url, { headers });

const environment = productionEnvironment();
const headerNames = [...securityHeaderTable(environment).map(([name]) => name.toLowerCase()), 'cache-control'];
const hostingHeaders = (answer: RawAnswer) =>
  Object.fromEntries(headerNames.map((name) => [name, answer.headers[name]]));

describe('the nginx configuration', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-test-'));
  let nginx: Awaited<ReturnType<typeof startNginx>>;
  let preview: Awaited<ReturnType<typeof startPreview>>;

  beforeAll(async () => {
    fs.mkdirSync(path.join(root, 'assets'));
    fs.mkdirSync(path.join(root, 'signin'));
    fs.writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><title>shell</title><script defer src="/assets/main.1234abcd.js"></script>',
    );
    fs.writeFileSync(path.join(root, 'signin', 'index.html'), '<!doctype html><title>prerendered signin</title>');
    // The app shell of /account (src/prerender/render.tsx): for /account only, not for the routes below it.
    fs.mkdirSync(path.join(root, 'account'));
    fs.writeFileSync(path.join(root, 'account', 'index.html'), '<!doctype html><title>account shell</title>');
    fs.writeFileSync(
      path.join(root, 'assets', 'main.1234abcd.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))});`,
    );
    // nginx first: without it the suite fails at once, with nothing left running that would keep jest from exiting.
    nginx = await startNginx(environment, root);
    preview = await startPreview({ root, environment, port: 0 });
  });
  afterAll(async () => {
    await Promise.all([nginx?.stop(), preview?.stop()]);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("sends exactly the preview server's header table and caching on a route, an asset, a prerendered page and a 404", async () => {
    for (const pathname of [
      '/account/settings',
      '/assets/main.1234abcd.js',
      '/signin',
      '/account',
      '/assets/missing.js',
      '/missing.png',
    ]) {
      const [fromNginx, fromPreview] = await Promise.all([
        get(`${nginx.url}${pathname}`),
        get(`${preview.url}${pathname}`),
      ]);
      expect([pathname, fromNginx.status]).toEqual([pathname, fromPreview.status]);
      expect(hostingHeaders(fromNginx)).toEqual(hostingHeaders(fromPreview));
    }
    expect((await get(`${nginx.url}/assets/main.1234abcd.js`)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get(`${nginx.url}/account/settings`)).headers['content-security-policy']).toContain(
      'frame-src https://forms.portal.example',
    );
  });

  it('answers a route with its prerendered page when there is one, else the SPA shell; a missing file is 404', async () => {
    expect((await get(`${nginx.url}/signin`)).body).toContain('prerendered signin');
    expect((await get(`${nginx.url}/account/settings`)).body).toContain('<title>shell</title>');
    const account = await get(`${nginx.url}/account`);
    expect([account.status, account.body, account.headers['cache-control']]).toEqual([
      200,
      expect.stringContaining('<title>account shell</title>'),
      'no-cache',
    ]);
    expect((await get(`${nginx.url}/`)).body).toContain('<title>shell</title>');
    const missing = await get(`${nginx.url}/assets/missing.js`);
    expect(missing.status).toBe(404);
    expect(missing.body).not.toContain('shell');
  });

  it('sends a form posted to a route back to its page by GET (303, path only); refuses a POST to a file', async () => {
    const post = (url: string) =>
      send(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'email=hanako%40example.com&password=Secret-pass1',
      });
    for (const server of [nginx, preview]) {
      const signin = await post(`${server.url}/signin?service=otc`);
      expect([server.url, signin.status, signin.headers.location]).toEqual([server.url, 303, '/signin?service=otc']);
      expect(signin.body).not.toContain('Secret-pass1');
      expect(hostingHeaders(signin)['content-security-policy']).toBeDefined();
      expect((await post(`${server.url}/password-reset/confirm`)).headers.location).toBe('/password-reset/confirm');
      expect((await post(`${server.url}/assets/main.1234abcd.js`)).status).toBe(405);
    }
  });

  it('a path starting with // (or /\\) is 404 for a POST and a GET on both hosts, with no Location at all', async () => {
    // The path as written (`//evil.example/x`), not as a URL would resolve it.
    const sendTo = (url: string, method: string, requestPath: string) =>
      rawRequest(new URL(url).port, {
        target: requestPath,
        method,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: method === 'POST' ? 'email=hanako%40example.com' : undefined,
      });
    for (const server of [nginx, preview]) {
      for (const requestPath of [
        '//evil.example/x',
        '//evil.example/x?service=otc',
        '///evil.example',
        '/\\evil.example/x',
        '//signin',
      ]) {
        for (const method of ['POST', 'GET']) {
          const answer = await sendTo(server.url, method, requestPath);
          expect([server.url, method, requestPath, answer.status, answer.headers.location]).toEqual([
            server.url,
            method,
            requestPath,
            404,
            undefined,
          ]);
          expect([server.url, requestPath, hostingHeaders(answer)['permissions-policy']]).toEqual([
            server.url,
            requestPath,
            expect.any(String),
          ]);
        }
      }
      // An encoded slash stays on the origin: the form goes back to that path, which the browser reads as a path.
      expect((await sendTo(server.url, 'POST', '/%2Fevil.example/x')).headers.location).toBe('/%2Fevil.example/x');
    }
  });

  it('both hosts turn off the browser features the portal never uses (Permissions-Policy)', async () => {
    for (const server of [nginx, preview]) {
      const policy = (await get(`${server.url}/signin`)).headers['permissions-policy'] ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
        expect(policy).toContain(`${feature}=()`);
      expect(policy).not.toContain('publickey-credentials');
    }
  });

  it('compresses text with gzip', async () => {
    const answer = await get(`${nginx.url}/assets/main.1234abcd.js`, { 'Accept-Encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toContain('Accept-Encoding');
    expect((await get(`${nginx.url}/assets/main.1234abcd.js`)).headers['content-encoding']).toBeUndefined();
  });

  it('refuses a root path nginx would misread', () => {
    expect(() => nginxServerBlock(environment, { root: '/srv/a b', listen: '80' })).toThrow(/root path/);
  });
});
