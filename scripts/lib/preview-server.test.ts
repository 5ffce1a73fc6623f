import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { developEnvironment, productionEnvironment, stagingEnvironment } from '../../mocks/environments';
import { bootSettingsFor } from '../../src/boot/settings';
import { bootScript, bootScriptHashSource } from './boot-script';
import {
  chooseEncoding,
  connectOriginsFor,
  inlineScriptsIn,
  securityHeaderTable,
  startPreview,
} from './preview-server';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw GET (fetch would decode the body and hide Content-Encoding). */
const get = (url: string, headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });

const directives = (csp: string | undefined) =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );

describe('production preview server', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-test-'));
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  let preview: Awaited<ReturnType<typeof startPreview>>;

  beforeAll(async () => {
    fs.mkdirSync(path.join(root, 'assets'));
    fs.writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><html><head><script defer src="/assets/main.1234abcd.js"></script></head><body></body></html>',
    );
    fs.writeFileSync(path.join(root, 'assets', 'main.1234abcd.js'), script);
    fs.mkdirSync(path.join(root, 'signin'));
    fs.writeFileSync(
      path.join(root, 'signin', 'index.html'),
      '<!doctype html><html><body><div id="root" data-prerendered="Signin">prerendered sign-in</div></body></html>',
    );
    fs.writeFileSync(path.join(os.tmpdir(), 'preview-secret.txt'), 'secret');
    preview = await startPreview({ root, environment: productionEnvironment(), port: 0 });
  });
  afterAll(async () => {
    await preview.stop();
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(path.join(os.tmpdir(), 'preview-secret.txt'), { force: true });
  });

  it('sends the security headers with the CSP of the environment', async () => {
    const { status, headers } = await get(`${preview.url}/signin`);
    expect(status).toBe(200);
    const csp = directives(headers['content-security-policy'] as string);
    // One inline script, by its hash: the prerendered pages' boot script (src/boot) with this environment's settings
    // in its text (another environment's script has another hash).
    const hash = bootScriptHashSource(bootSettingsFor(productionEnvironment()));
    expect(csp.get('script-src')).toEqual(["'self'", hash, 'https://www.googletagmanager.com']);
    expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(hash).not.toBe(bootScriptHashSource(bootSettingsFor({ ...productionEnvironment(), tagManagerId: '' })));
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://api.portal.example',
        'https://cognito-idp.ap-northeast-1.amazonaws.com',
        'https://forms.portal.example',
      ]),
    );
    // The configured inquiry form may be framed (and nothing else); /inquiry probes it with fetch (connect-src).
    expect(csp.get('frame-src')).toEqual(['https://forms.portal.example']);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('answers every SPA route with index.html, revalidated', async () => {
    const { status, headers, body } = await get(`${preview.url}/account/settings?x=1`);
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['cache-control']).toBe('no-cache');
    expect(body.toString()).toContain('/assets/main.1234abcd.js');
  });

  it('answers a prerendered route with its own page, revalidated, and nothing else with it', async () => {
    for (const url of ['/signin', '/signin?service=otc', '/signin/']) {
      const { status, headers, body } = await get(`${preview.url}${url}`);
      expect(status).toBe(200);
      expect(headers['content-type']).toBe('text/html; charset=utf-8');
      expect(headers['cache-control']).toBe('no-cache');
      expect(body.toString()).toContain('prerendered sign-in');
    }
    expect((await get(`${preview.url}/signinx`)).body.toString()).toContain('/assets/main.1234abcd.js');
    expect((await get(`${preview.url}/assets`)).body.toString()).toContain('/assets/main.1234abcd.js');
  });

  it('serves hashed assets compressed (brotli first, else gzip) and cached for a year', async () => {
    const brotli = await get(`${preview.url}/assets/main.1234abcd.js`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(script);
    expect(brotli.body.length).toBeLessThan(script.length / 10);

    const gzip = await get(`${preview.url}/assets/main.1234abcd.js`, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await get(`${preview.url}/assets/main.1234abcd.js`, { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers['content-security-policy']).toBeDefined();
  });

  it('with precompress, compresses every text file before the first request (the copy kept is the one served)', async () => {
    const own = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-precompress-'));
    const file = path.join(own, 'assets', 'chunk.1234abcd.js');
    fs.mkdirSync(path.dirname(file));
    fs.writeFileSync(path.join(own, 'index.html'), '<!doctype html><html><body></body></html>');
    fs.writeFileSync(file, script);
    const started = await Promise.all([
      startPreview({ root: own, environment: productionEnvironment(), port: 0, precompress: true }),
      startPreview({ root: own, environment: productionEnvironment(), port: 0 }),
    ]);
    try {
      // Changed on disk after both servers started: only the one that compressed ahead still has the first text.
      fs.writeFileSync(file, 'changed();');
      const answers = await Promise.all(
        started.map((server) => get(`${server.url}/assets/chunk.1234abcd.js`, { 'Accept-Encoding': 'br' })),
      );
      expect(answers.map((answer) => zlib.brotliDecompressSync(answer.body).toString())).toEqual([
        script,
        'changed();',
      ]);
    } finally {
      await Promise.all(started.map((server) => server.stop()));
      fs.rmSync(own, { recursive: true, force: true });
    }
  });

  it('answers 404 for a missing asset and never leaves the build directory', async () => {
    expect((await get(`${preview.url}/assets/missing.js`)).status).toBe(404);
    expect((await get(`${preview.url}/..%2fpreview-secret.txt`)).status).toBe(404);
    expect((await get(`${preview.url}/assets/%E0%A4%A`)).status).toBe(404);
  });

  it('allows the local identity proxy and API only in the local environment, and the configured inquiry form everywhere', () => {
    expect(connectOriginsFor(developEnvironment())).toEqual([
      expect.stringMatching(/^http:\/\/localhost:\d+$/),
      'https://forms.member-portal-dev.example.jp',
    ]);
    expect(connectOriginsFor(stagingEnvironment())).toEqual([
      'https://api.staging.portal.example',
      'https://cognito-idp.ap-northeast-1.amazonaws.com',
      'https://forms.portal.example',
    ]);
    expect(
      connectOriginsFor(
        stagingEnvironment({
          PORTAL_INQUIRY_FORM_URL: 'https://forms.other.example/q',
          PORTAL_REGION: 'eu-west-1',
          PORTAL_USER_POOL_ID: 'eu-west-1_Abc',
        }),
      ),
    ).toEqual([
      'https://api.staging.portal.example',
      'https://cognito-idp.eu-west-1.amazonaws.com',
      'https://forms.other.example',
    ]);
  });

  it('turns off the browser features the portal never uses, and keeps WebAuthn', async () => {
    const policy = (await get(`${preview.url}/signin`)).headers['permissions-policy'] ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(policy).toContain(`${feature}=()`);
    expect(policy).not.toContain('publickey-credentials');
  });

  it('a POST or GET to a path starting with // or /\\ gets 404 and no Location', async () => {
    const { hostname, port } = new URL(preview.url);
    for (const requestPath of ['//evil.example/x', '/\\evil.example']) {
      for (const method of ['POST', 'GET']) {
        const answer = await new Promise<Answer>((resolve, reject) => {
          const request = http.request({ hostname, port, path: requestPath, method }, (response) => {
            response.resume();
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.alloc(0) }),
            );
          });
          request.on('error', reject);
          request.end(method === 'POST' ? 'email=hanako%40example.com' : undefined);
        });
        expect([method, requestPath, answer.status, answer.headers.location]).toEqual([
          method,
          requestPath,
          404,
          undefined,
        ]);
      }
    }
  });

  it('lists the same headers in its table as it sends', async () => {
    const { headers } = await get(`${preview.url}/signin`);
    for (const [name, value] of securityHeaderTable(productionEnvironment()))
      expect([name, headers[name.toLowerCase()]]).toEqual([name, value]);
  });

  it('negotiates the encoding', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding(undefined)).toBe('identity');
  });

  it('finds inline scripts and handlers, not external ones', () => {
    expect(inlineScriptsIn('<script defer src=/assets/main.js></script>')).toEqual([]);
    expect(inlineScriptsIn('<script>alert(1)</script>')).toHaveLength(1);
    expect(inlineScriptsIn('<img src=x onerror="alert(1)">')).toHaveLength(1);
    expect(inlineScriptsIn(fs.readFileSync(path.join(__dirname, '..', '..', 'src', 'index.html'), 'utf8'))).toEqual([]);
  });

  it('lets the boot script through (its hash is in the CSP), and nothing that only resembles it', () => {
    expect(inlineScriptsIn(`<script data-entry="/assets/main.1.js">${bootScript()}</script>`)).toEqual([]);
    expect(inlineScriptsIn(`<script>${bootScript()};alert(1)</script>`)).toHaveLength(1);
    expect(inlineScriptsIn(`<script src=/x.js>${bootScript()}</script>`)).toHaveLength(1);
  });
});
