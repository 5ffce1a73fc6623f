import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fault-injection relay for tests: a tiny HTTP proxy in front of the identity proxy. It forwards every request, so
 * the write happens, and for the first `count` requests of an armed X-Amz-Target operation it waits for the answer and
 * then destroys the client's socket instead of passing it on: the browser or Amplify sees a network error for a write
 * that was made, and Amplify retries it.
 */
export interface DropRelay {
  endpoint: string;
  /** Drops the answers of the next `count` requests of `operation` (e.g. 'ChangePassword'). */
  dropNext(operation: string, count?: number): void;
  /** How many answers of `operation` were dropped since its last `dropNext`. */
  dropped(operation: string): number;
  stop(): Promise<void>;
}

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

export const startDropRelay = async (upstream: string): Promise<DropRelay> => {
  const target = new URL(upstream);
  const armed = new Map<string, number>();
  const droppedCount = new Map<string, number>();

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const operation = String(request.headers['x-amz-target'] ?? '').replace(TARGET_PREFIX, '');
      const headers = { ...request.headers, host: target.host };
      const forward = http.request(
        { hostname: target.hostname, port: target.port, path: request.url, method: request.method, headers },
        (answer) => {
          const body: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => body.push(chunk));
          answer.on('end', () => {
            const left = armed.get(operation) ?? 0;
            if (left > 0) {
              armed.set(operation, left - 1);
              droppedCount.set(operation, (droppedCount.get(operation) ?? 0) + 1);
              request.socket.destroy();
              return;
            }
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            response.end(Buffer.concat(body));
          });
        },
      );
      forward.on('error', () => request.socket.destroy());
      forward.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    dropNext: (operation, count = 1) => {
      armed.set(operation, count);
      droppedCount.set(operation, 0);
    },
    dropped: (operation) => droppedCount.get(operation) ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
