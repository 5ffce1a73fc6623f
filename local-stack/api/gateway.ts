import http from 'node:http';
import { loadContract, preferHeaderFor, type Contract } from '../../openapi/contract';
import { MemberStates } from './member-state';
import { readBody } from '../http';

export interface ApiGatewayOptions {
  port: number;
  /** Prism's origin. */
  upstream: string;
  contractPath: string;
  log?: (line: string) => void;
}

const REGISTRATION_PATHS = new Set(['/api/v1/user/white_id_accounts', '/api/v1/user/pseudonymized_white_id_accounts']);
const SERVICE_REGISTRATION_PATHS = new Set(['/api/v1/user/service_registrations', '/api/v1/user/pseudonymized_service_registrations']);
const ME_PATH = '/api/v1/user/white_id_accounts/me';

/** The e-mail in the bearer ID token; locally the token is only read, never trusted for anything but picking a scenario. */
export const emailFromBearer = (authorization: string | undefined): string | undefined => {
  const token = authorization?.match(/^Bearer (.+)$/)?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { email?: unknown };
    return typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Whether /me answers from the member's remembered state: with no explicit scenario, and also when the explicit
 * scenario has no /me example of its own (e.g. 'file-with-edaban', which is about the insurer). Otherwise a member
 * choosing an insurer scenario would get Prism's default /me (already eligible) and never see the eligibility
 * check, and after registering would not become eligible either.
 */
export const usesMemberMemory = (contract: Contract, method: string, path: string, email: string | undefined, explicit: string | undefined) =>
  Boolean(email) && path === ME_PATH && (!explicit || preferHeaderFor(contract, method, path, explicit) === undefined);

/**
 * Sits between the dev server and Prism: turns the app's `Prefer: example=<scenario>` into what Prism understands
 * for this operation (or drops it where the operation has no such example), and answers /me from each member's own
 * remembered state unless the scenario has a /me example (see member-state.ts and usesMemberMemory).
 */
export const startApiGateway = async ({ port, upstream, contractPath, log = () => undefined }: ApiGatewayOptions) => {
  const contract = loadContract(contractPath);
  const members = new MemberStates();

  const server = http.createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', upstream);
      const method = (request.method ?? 'GET').toUpperCase();
      const body = await readBody(request);
      const email = emailFromBearer(request.headers.authorization);
      const explicit = String(request.headers.prefer ?? '').match(/example=([\w-]+)/)?.[1];
      const fromMemory = usesMemberMemory(contract, method, url.pathname, email, explicit);
      const scenario = fromMemory && email ? members.get(email).meScenario : explicit;
      const prefer = scenario ? preferHeaderFor(contract, method, url.pathname, scenario) : undefined;

      const headers = new Headers();
      for (const [key, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && !['host', 'prefer', 'content-length', 'connection'].includes(key)) headers.set(key, value);
      }
      if (prefer) headers.set('prefer', prefer);
      const upstreamResponse = await fetch(url, { method, headers, body: ['GET', 'HEAD'].includes(method) ? undefined : new Uint8Array(body) });
      let text = await upstreamResponse.text();

      if (email && upstreamResponse.ok) {
        if (REGISTRATION_PATHS.has(url.pathname) && method === 'POST') members.eligibilityRegistered(email);
        if (SERVICE_REGISTRATION_PATHS.has(url.pathname) && method === 'POST') {
          const code = (JSON.parse(body.toString() || '{}') as { service_code?: unknown }).service_code;
          if (typeof code === 'string') members.serviceRegistered(email, code);
        }
        if (fromMemory) text = overlayMe(text, email, [...members.get(email).agreedServices]);
      }
      log(`[api] ${method} ${url.pathname}${prefer ? ` (${prefer})` : ''} -> ${upstreamResponse.status}`);
      response.writeHead(upstreamResponse.status, { 'content-type': upstreamResponse.headers.get('content-type') ?? 'application/json' });
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

/** The member's own address and registered services on top of Prism's example. */
const overlayMe = (text: string, email: string, agreed: string[]) => {
  try {
    const me = JSON.parse(text) as { email?: string; agreed_services?: string[] };
    me.email = email;
    me.agreed_services = [...new Set([...(me.agreed_services ?? []), ...agreed])];
    return JSON.stringify(me);
  } catch {
    return text;
  }
};
