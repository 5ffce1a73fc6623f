import type http from 'node:http';

/** The request-entry rules the identity proxy and the API gateway share: what they accept before they look at a call. */

/** The largest request body either accepts. Cognito's and the core API's requests are a few kilobytes. */
export const MAX_BODY_BYTES = 256 * 1024;

/** The body was larger than the limit; the rest of it was read and dropped, so the connection can still be answered. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`request body over ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * The whole request body, or BodyTooLargeError past `limit` (on Content-Length at once, else as soon as more has
 * arrived). The rest is drained, never buffered, so the server can still send its 413 (with `connection: close`).
 */
export const readBody = (request: http.IncomingMessage, limit = MAX_BODY_BYTES) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    const refuse = () => {
      tooLarge = true;
      chunks.length = 0;
      reject(new BodyTooLargeError(limit));
    };
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) refuse();
    request.on('data', (chunk: Buffer) => {
      if (tooLarge) return;
      size += chunk.length;
      if (size > limit) refuse();
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

/**
 * Whether the request target is in origin form (RFC 9112 3.2.1): an absolute path starting with a single '/'.
 * Absolute form (`http://elsewhere/…`), authority form, asterisk form and `//host/…` (which `new URL(target, base)`
 * reads as another host) would make a relay of the server and are refused.
 */
export const isOriginForm = (target: string | undefined): target is string =>
  typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') && !target.includes('\\');

/**
 * Whether a `Host` header names this machine by a loopback name or address (`localhost`, 127.0.0.0/8, `[::1]`, any
 * port). A page on a domain an attacker points at 127.0.0.1 (DNS rebinding) sends its own domain here: refused, as the
 * dev server refuses it (webpack's allowedHosts). request-guard.cjs applies the same rule to cognito-local and Prism.
 */
export const isLoopbackHostHeader = (host: string | undefined): boolean =>
  typeof host === 'string' && /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i.test(host);

/**
 * The loopback spellings of an allowed page origin: a portal opened at http://localhost:8080 is the same page at
 * http://127.0.0.1:8080 and http://[::1]:8080, and each sends its own spelling as `Origin`.
 */
export const withLoopbackAliases = (origins: readonly string[]): string[] => {
  const all = new Set<string>();
  for (const origin of origins) {
    all.add(origin);
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      continue;
    }
    if (!['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) continue;
    for (const host of ['localhost', '127.0.0.1', '[::1]'])
      all.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
  }
  return [...all];
};
