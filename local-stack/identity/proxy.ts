import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { withStoredUsername } from './admin-users';
import { authenticate, type ProxyContext } from './context';
import { Directory } from './directory';
import { createEmulator, type Json } from './emulator';
import { CognitoError, errorBody, translateEmulatorError } from './errors';
import { HANDLERS } from './handlers';
import { MfaChallenges, MfaPreferences } from './mfa';
import { RevocationRegistry } from './revocation';
import { SrpSessions } from './srp-sessions';
import { createPasskeyState } from './webauthn';
import { createRateLimiter, type RateLimiter, type RateLimits } from './rate-limit';
import { ChallengeSessions } from './challenge-sessions';
import * as CognitoSdk from '@aws-sdk/client-cognito-identity-provider';
import { BodyTooLargeError, isLoopbackHostHeader, isOriginForm, readBody, withLoopbackAliases } from '../http';

/**
 * The compatibility proxy: Cognito's JSON-RPC API in front of cognito-local, for browsers on another localhost port.
 * Operations in HANDLERS get real Cognito behaviour; the rest pass through, with errors put in Cognito's wire format.
 */

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const JSON_TYPE = 'application/x-amz-json-1.1';

/** Every operation of Cognito's user-pool API (the SDK has a command for each); other targets are unknown to Cognito. */
const KNOWN_OPERATIONS = new Set(
  Object.keys(CognitoSdk)
    .filter((name) => name.endsWith('Command') && name !== 'Command')
    .map((name) => name.slice(0, -'Command'.length)),
);
/** The content types of Cognito's JSON protocol (the SDKs and Amplify send 1.1). */
const ACCEPTED_TYPES = new Set(['application/x-amz-json-1.1', 'application/x-amz-json-1.0', 'application/json']);

export interface ProxyServerOptions {
  /** Origins whose pages may call the proxy (the portal's dev origin); no other Origin gets CORS headers. */
  allowedOrigins?: readonly string[];
  /** Cognito's request-rate quotas in small (./rate-limit.ts); none when absent. One per proxy, shared by its servers. */
  rateLimiter?: RateLimiter;
}

/** CORS for an allowed Origin only, and never with credentials (Amplify sends none). */
const corsHeaders = (request: http.IncomingMessage, allowedOrigins: readonly string[]): Record<string, string> => {
  const origin = request.headers.origin;
  if (!origin || !allowedOrigins.includes(origin)) return { vary: 'Origin' };
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    // Amplify sends content-type, x-amz-target, x-amz-user-agent and cache-control.
    'access-control-allow-headers':
      'content-type, x-amz-target, x-amz-user-agent, x-amz-date, x-amz-security-token, cache-control, authorization, amz-sdk-invocation-id, amz-sdk-request',
    // Without this a browser hides the error type header from Amplify.
    'access-control-expose-headers': 'x-amzn-errortype, x-amzn-requestid, x-amzn-errormessage',
    'access-control-max-age': '600',
    vary: 'Origin',
  };
};

type Send = (status: number, body: string, headers?: Record<string, string>) => void;

const sender =
  (request: http.IncomingMessage, response: http.ServerResponse, allowedOrigins: readonly string[]): Send =>
  (status, body, headers = {}) => {
    response.writeHead(status, {
      ...corsHeaders(request, allowedOrigins),
      'content-type': JSON_TYPE,
      'x-amzn-requestid': crypto.randomUUID(),
      ...headers,
    });
    response.end(body);
  };

const errorSender =
  (send: Send) =>
  (error: CognitoError, headers: Record<string, string> = {}) =>
    send(error.status, errorBody(error), { 'x-amzn-errortype': `${error.type}:`, ...headers });

const mediaType = (contentType: string | undefined) => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * What Cognito answers before it looks at the operation's input: an unknown target, a content type its JSON
 * protocol does not read, a body that is not a JSON object. undefined: the call may go on.
 */
export const entryError = (
  operation: string,
  contentType: string | undefined,
  rawBody: string,
): CognitoError | undefined => {
  if (!KNOWN_OPERATIONS.has(operation))
    return new CognitoError('UnknownOperationException', `Unknown operation ${operation}.`, 400);
  if (!ACCEPTED_TYPES.has(mediaType(contentType)))
    return new CognitoError('SerializationException', 'Content-Type must be application/x-amz-json-1.1.', 400);
  if (!rawBody.trim()) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return new CognitoError('SerializationException', 'The request body is not valid JSON.', 400);
  }
  if (body === null)
    return new CognitoError('InvalidParameterException', 'The request body must be a JSON object, not null.', 400);
  if (typeof body !== 'object' || Array.isArray(body))
    return new CognitoError('SerializationException', 'The request body must be a JSON object.', 400);
  return undefined;
};

const answerRpc = async (
  context: ProxyContext,
  operation: string,
  requestBody: string,
): Promise<{ status: number; body: string }> => {
  const parsed = (requestBody ? JSON.parse(requestBody) : {}) as Json;
  // Admin operations find members whatever the case of their username, as the pool does (admin-users.ts).
  const canonical = await withStoredUsername(context, operation, parsed);
  const body = canonical ?? parsed;
  const rawBody = canonical ? JSON.stringify(canonical) : requestBody;
  const handler = HANDLERS[operation];
  // Every call made with an access token gets Cognito's token checks (revoked, expired, deleted, disabled).
  const caller = typeof body.AccessToken === 'string' ? await authenticate(context, body.AccessToken) : undefined;
  if (handler) return { status: 200, body: JSON.stringify(await handler(context, body, caller)) };
  const answer = await context.emulator.forward(operation, rawBody);
  if (answer.status >= 300)
    throw translateEmulatorError(operation, answer.status, (answer.text ? JSON.parse(answer.text) : {}) as Json);
  return { status: answer.status, body: answer.text };
};

export const createProxyContext = (options: {
  emulatorUrl: string;
  emulatorKey?: string;
  dataDir: string;
  log?: (text: string) => void;
}): ProxyContext => {
  const emulator = createEmulator(options.emulatorUrl, options.emulatorKey);
  return {
    emulator,
    directory: new Directory(emulator),
    revocation: new RevocationRegistry(),
    mfaPreferences: new MfaPreferences(options.dataDir),
    mfaChallenges: new MfaChallenges(),
    srpSessions: new SrpSessions(),
    passkeys: createPasskeyState(options.dataDir),
    challengeSessions: new ChallengeSessions(),
    dataDir: options.dataDir,
    log: options.log ?? ((text) => console.log(text)),
    nowSeconds: () => Math.floor(Date.now() / 1000),
  };
};

export const createProxyServer = (context: ProxyContext, options: ProxyServerOptions = {}) => {
  // The portal's page is the same under localhost, 127.0.0.1 and [::1]: each spelling of its origin is allowed.
  const allowedOrigins = withLoopbackAliases(options.allowedOrigins ?? []);
  const server = http.createServer((request, response) => {
    void (async () => {
      const send = sender(request, response, allowedOrigins);
      const sendError = errorSender(send);
      // DNS rebinding: a page on a domain pointed at 127.0.0.1 names that domain in Host. Loopback names only.
      if (!isLoopbackHostHeader(request.headers.host))
        return sendError(
          new CognitoError(
            'ForbiddenException',
            'Unknown Host: the local identity proxy answers loopback names only.',
            403,
          ),
          { connection: 'close' },
        );
      // Only origin-form targets: an absolute-form or `//host` target would make the proxy a relay to another host.
      if (!isOriginForm(request.url))
        return sendError(new CognitoError('InvalidParameterException', 'The request target must be a path.', 400), {
          connection: 'close',
        });
      if (request.method === 'OPTIONS') {
        const origin = request.headers.origin;
        return origin && allowedOrigins.includes(origin) ? send(204, '') : send(403, '');
      }
      let rawBody: string;
      try {
        rawBody = (await readBody(request)).toString('utf8');
      } catch (error) {
        if (!(error instanceof BodyTooLargeError)) throw error;
        return sendError(new CognitoError('RequestEntityTooLargeException', 'Request entity too large.', 413), {
          connection: 'close',
        });
      }
      const target = request.headers['x-amz-target'];
      if (typeof target !== 'string') {
        if (request.method !== 'GET' && request.method !== 'HEAD')
          return sendError(new CognitoError('UnknownOperationException', 'Missing X-Amz-Target.', 400));
        // JWKS, openid-configuration, /health: cognito-local's own answers.
        const upstream = await fetch(new URL(request.url, context.emulator.url), {
          method: request.method,
          headers: context.emulator.headers,
        });
        return send(upstream.status, await upstream.text(), {
          'content-type': upstream.headers.get('content-type') ?? 'application/json',
        });
      }
      if (request.method !== 'POST')
        return sendError(
          new CognitoError('UnknownOperationException', `${request.method} is not a Cognito call.`, 400),
        );
      const operation = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : target;
      const refused = target.startsWith(TARGET_PREFIX)
        ? entryError(operation, request.headers['content-type'], rawBody)
        : new CognitoError('UnknownOperationException', `Unknown target ${target}.`, 400);
      if (refused) return sendError(refused);
      // A call over its category's limit is refused before it reaches the pool, as Cognito's throttling does.
      const throttled = options.rateLimiter?.admit(operation);
      if (throttled) return sendError(throttled);
      try {
        const answer = await answerRpc(context, operation, rawBody);
        send(answer.status, answer.body);
      } catch (error) {
        if (error instanceof CognitoError) return sendError(error);
        context.log(
          `[identity-proxy] ${operation} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        sendError(
          new CognitoError('InternalErrorException', error instanceof Error ? error.message : String(error), 500),
        );
      }
    })().catch(() => response.destroy());
  });
  // An idle connection stays open a minute, not Node's 5 s: a client whose event loop is held (SRP's math in a busy
  // test worker) can reuse it after 5 s without it being closed under the request (ECONNRESET, "fetch failed").
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 61_000;
  return server;
};

export interface RunningProxy {
  port: number;
  /** Cognito's request-rate quotas in small from now on (none: off, as the proxy starts). */
  setRateLimits(limits: RateLimits | undefined): void;
  close(): Promise<void>;
}

/** Listens on loopback: 127.0.0.1, and ::1 when the host has it, so that `localhost` works whichever way it resolves. */
export const startProxy = async (
  options: {
    port: number;
    emulatorUrl: string;
    emulatorKey?: string;
    dataDir: string;
    log?: (text: string) => void;
  } & ProxyServerOptions,
): Promise<RunningProxy> => {
  const context = createProxyContext(options);
  const rateLimiter = createRateLimiter();
  const listen = (server: http.Server, host: string, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
    });
  const ipv4 = createProxyServer(context, { ...options, rateLimiter });
  const port = await listen(ipv4, '127.0.0.1', options.port);
  const servers = [ipv4];
  const ipv6 = createProxyServer(context, { ...options, rateLimiter });
  await listen(ipv6, '::1', port).then(
    () => servers.push(ipv6),
    () => undefined,
  );
  const closeOne = (server: http.Server) =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return {
    port,
    setRateLimits: (limits) => rateLimiter.set(limits),
    close: async () => void (await Promise.all(servers.map(closeOne))),
  };
};
