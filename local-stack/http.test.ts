import type http from 'node:http';
import { PassThrough } from 'node:stream';
import { BodyTooLargeError, isOriginForm, readBody } from './http';

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
