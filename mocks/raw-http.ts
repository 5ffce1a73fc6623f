import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RawRequest {
  /** Anything at all: origin form, absolute form, `*`, `//host` (fetch always sends origin form). */
  target: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Sent in 64 KiB pieces without Content-Length, so a server finds a size limit while reading. */
  chunked?: boolean;
}

/**
 * A raw HTTP/1.1 request to a local test server (the identity proxy, the API gateway), without an agent, answered with
 * its status, headers and body as text. GET unless `method` says otherwise.
 */
export const rawRequest = (port: number | string, { target, method = 'GET', headers, body, chunked }: RawRequest) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path: target, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    if (body !== undefined && chunked) {
      const bytes = Buffer.from(body);
      for (let start = 0; start < bytes.length; start += 64 * 1024)
        request.write(bytes.subarray(start, start + 64 * 1024));
      request.end();
    } else request.end(body);
  });
