import http from 'node:http';
import { findOperation, loadContract, preferHeaderFor } from '../../openapi/contract';
import { MemberStates } from './member-state';
import { render } from './responses';
import { scenarioFor } from './scenario-choice';
import { recordWrite } from './write-records';
import { BodyTooLargeError, isLoopbackHostHeader, isOriginForm, readBody } from '../http';

export interface ApiGatewayOptions {
  port: number;
  /** Prism's origin. */
  upstream: string;
  contractPath: string;
  log?: (line: string) => void;
}

export interface BearerClaims {
  sub: string;
  email: string;
}

/**
 * The member in the bearer ID token (`sub`, `email`); locally the token is only read, never verified: it only picks
 * whose mock data answers.
 */
export const claimsFromBearer = (authorization: string | undefined): BearerClaims | undefined => {
  const token = authorization?.match(/^Bearer (.+)$/)?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown; email?: unknown };
    if (typeof claims.sub !== 'string' || !claims.sub) return undefined;
    return { sub: claims.sub, email: typeof claims.email === 'string' ? claims.email.toLowerCase() : '' };
  } catch {
    return undefined;
  }
};

const parseJson = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const asObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/**
 * Sits between the dev server and Prism. Prism answers every call (it checks request bodies against the contract,
 * --errors, and plays the named examples); the gateway
 * - turns the app's `Prefer: example=<scenario>` into what Prism understands for this operation, or drops it where
 *   the operation has no such example;
 * - where no scenario of the operation was asked for, lets the member's remembered state choose the example
 *   (eligible or not, insurer record or none, shop account or none);
 * - remembers each write Prism accepted, per member (`sub`), and answers with the member's own data
 *   (member-state.ts).
 */
export const startApiGateway = async ({ port, upstream, contractPath, log = () => undefined }: ApiGatewayOptions) => {
  const contract = loadContract(contractPath);
  const members = new MemberStates();

  const refuse = (response: http.ServerResponse, status: number, error: string) => {
    response.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
    response.end(JSON.stringify({ error }));
  };

  const server = http.createServer(async (request, response) => {
    // Only origin-form targets: `//host/…` or `http://host/…` would send the call (and its token) elsewhere.
    if (!isOriginForm(request.url)) return refuse(response, 400, 'Bad request target');
    // DNS rebinding: a page on a domain pointed at 127.0.0.1 names that domain in Host. Loopback names only (the dev
    // server's proxy passes the app's own Host, localhost or 127.0.0.1).
    if (!isLoopbackHostHeader(request.headers.host)) return refuse(response, 403, 'Unknown Host');
    try {
      const url = new URL(request.url, upstream);
      const method = (request.method ?? 'GET').toUpperCase();
      const body = await readBody(request).catch((error: unknown) => {
        if (error instanceof BodyTooLargeError) return undefined;
        throw error;
      });
      if (!body) return refuse(response, 413, 'Request body too large');
      const claims = claimsFromBearer(request.headers.authorization);
      const member = claims ? members.get(claims.sub, claims.email) : undefined;
      const operationId = findOperation(contract, method, url.pathname)?.operation.operationId;
      const asked = String(request.headers.prefer ?? '').match(/example=([\w-]+)/)?.[1];
      const explicit = asked !== undefined && preferHeaderFor(contract, method, url.pathname, asked) !== undefined;
      const scenario = explicit ? asked : operationId && member && scenarioFor(member, operationId);
      const prefer = scenario ? preferHeaderFor(contract, method, url.pathname, scenario) : undefined;

      const headers = new Headers();
      for (const [key, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && !['host', 'prefer', 'content-length', 'connection'].includes(key))
          headers.set(key, value);
      }
      if (prefer) headers.set('prefer', prefer);
      const upstreamResponse = await fetch(url, {
        method,
        headers,
        body: ['GET', 'HEAD'].includes(method) ? undefined : new Uint8Array(body),
      });
      let text = await upstreamResponse.text();

      if (member && operationId && upstreamResponse.ok) {
        recordWrite(member, operationId, asObject(parseJson(body.toString('utf8'))));
        const answer = parseJson(text);
        if (answer !== undefined) text = JSON.stringify(render(member, operationId, answer, explicit));
      }
      log(`[api] ${method} ${url.pathname}${prefer ? ` (${prefer})` : ''} -> ${upstreamResponse.status}`);
      response.writeHead(upstreamResponse.status, {
        'content-type': upstreamResponse.headers.get('content-type') ?? 'application/json',
      });
      response.end(text);
    } catch (error) {
      log(`[api] gateway error: ${String(error)}`);
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: 'mock gateway could not reach Prism' }));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
