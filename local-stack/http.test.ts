import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { BodyTooLargeError, isLoopbackHostHeader, isOriginForm, readBody, withLoopbackAliases } from './http';

const requestOf = (chunks: string[], headers: http.IncomingHttpHeaders = {}) => {
  const stream = new PassThrough();
  Object.assign(stream, { headers });
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  return stream as unknown as http.IncomingMessage;
};

describe('isOriginForm', () => {
  it.each([
    ['/', true],
    ['/api/v1/user/white_id_accounts/me?x=1', true],
    ['/local_memberPortal/.well-known/jwks.json', true],
    ['//evil.example/path', false],
    ['/\\evil.example/path', false],
    ['http://evil.example/', false],
    ['evil.example:443', false],
    ['*', false],
    ['', false],
    [undefined, false],
  ])('%s: %s', (target, expected) => {
    expect(isOriginForm(target)).toBe(expected);
  });
});

describe('readBody', () => {
  it('reads the whole body up to the limit', async () => {
    await expect(readBody(requestOf(['{"a":', '1}']), 16)).resolves.toEqual(Buffer.from('{"a":1}'));
    await expect(readBody(requestOf(['x'.repeat(16)]), 16)).resolves.toHaveLength(16);
  });

  it('refuses a body over the limit, by Content-Length or by what arrives', async () => {
    await expect(readBody(requestOf(['x'], { 'content-length': '17' }), 16)).rejects.toBeInstanceOf(BodyTooLargeError);
    await expect(readBody(requestOf(['x'.repeat(10), 'x'.repeat(7)]), 16)).rejects.toBeInstanceOf(BodyTooLargeError);
  });
});

describe('loopback Host names only (DNS rebinding)', () => {
  it('knows the loopback names and addresses, with or without a port', () => {
    for (const host of ['localhost', 'localhost:8080', 'LOCALHOST:1', '127.0.0.1:9230', '127.3.2.1', '[::1]:8080'])
      expect([host, isLoopbackHostHeader(host)]).toEqual([host, true]);
    for (const host of [
      undefined,
      '',
      'evil.example',
      'evil.example:8080',
      'localhost.evil.example',
      '127.0.0.1.nip.io',
      '[::2]',
      '10.0.0.1:80',
      'localhost:8080@evil',
    ])
      expect([host, isLoopbackHostHeader(host)]).toEqual([host, false]);
  });

  it('allows each loopback spelling of the portal’s origin, and only of loopback origins', () => {
    expect(withLoopbackAliases(['http://localhost:8080'])).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
    ]);
    expect(withLoopbackAliases(['https://portal.example'])).toEqual(['https://portal.example']);
  });

  it('request-guard.cjs (preloaded into Prism) refuses a foreign Host before the server sees it', async () => {
    const script =
      "require('node:http').createServer((q, r) => r.end('served')).listen(0, '127.0.0.1', function () { console.log(this.address().port); });";
    const child = spawn(process.execPath, ['--require', path.join(__dirname, 'request-guard.cjs'), '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const port = await new Promise<number>((resolve) =>
        child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
      );
      const ask = (host: string) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          http
            .get({ host: '127.0.0.1', port, path: '/', headers: { host }, agent: false }, (response) => {
              let body = '';
              response.on('data', (chunk: Buffer) => (body += chunk.toString()));
              response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
            })
            .on('error', reject);
        });
      expect(await ask('evil.example:4010')).toEqual({ status: 403, body: expect.stringContaining('Unknown Host') });
      expect(await ask(`127.0.0.1:${port}`)).toEqual({ status: 200, body: 'served' });
      expect(await ask(`localhost:${port}`)).toEqual({ status: 200, body: 'served' });
    } finally {
      child.kill();
    }
  });
});
