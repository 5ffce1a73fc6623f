import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { authenticate, type ProxyContext } from './context';
import { Directory } from './directory';
import { createEmulator, type Json } from './emulator';
import { CognitoError, errorBody, translateEmulatorError } from './errors';
import { HANDLERS } from './handlers';
import { MfaChallenges, MfaPreferences } from './mfa';
import { RevocationRegistry } from './revocation';
import { readBody } from '../http';

/**
 * The compatibility proxy: Cognito's JSON-RPC API in front of cognito-local, for browsers on another localhost port.
 * Operations in HANDLERS get real Cognito behaviour; the rest pass through, with errors put in Cognito's wire format.
 */

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const JSON_TYPE = 'application/x-amz-json-1.1';

const corsHeaders = (request: http.IncomingMessage): Record<string, string> => ({
  'access-control-allow-origin': request.headers.origin ?? '*',
  'access-control-allow-credentials': 'true',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  // Amplify sends content-type, x-amz-target, x-amz-user-agent and cache-control; echoing covers any addition.
  'access-control-allow-headers':
    request.headers['access-control-request-headers'] ?? 'content-type, x-amz-target, x-amz-user-agent, x-amz-date, x-amz-security-token, cache-control, authorization',
  // Without this a browser hides the error type header from Amplify.
  'access-control-expose-headers': 'x-amzn-errortype, x-amzn-requestid, x-amzn-errormessage',
  'access-control-max-age': '600',
  vary: 'Origin',
});

const send = (request: http.IncomingMessage, response: http.ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
  response.writeHead(status, { ...corsHeaders(request), 'content-type': JSON_TYPE, 'x-amzn-requestid': crypto.randomUUID(), ...headers });
  response.end(body);
};

const sendError = (request: http.IncomingMessage, response: http.ServerResponse, error: CognitoError) =>
  send(request, response, error.status, errorBody(error), { 'x-amzn-errortype': `${error.type}:` });

const answerRpc = async (context: ProxyContext, operation: string, rawBody: string): Promise<{ status: number; body: string }> => {
  const body = (rawBody ? JSON.parse(rawBody) : {}) as Json;
  const handler = HANDLERS[operation];
  // Every call made with an access token gets Cognito's token checks (revoked, expired, deleted, disabled).
  const caller = typeof body.AccessToken === 'string' ? await authenticate(context, body.AccessToken) : undefined;
  if (handler) return { status: 200, body: JSON.stringify(await handler(context, body, caller)) };
  const answer = await context.emulator.forward(operation, rawBody);
  if (answer.status >= 300) throw translateEmulatorError(operation, answer.status, (answer.text ? JSON.parse(answer.text) : {}) as Json);
  return { status: answer.status, body: answer.text };
};

export const createProxyContext = (options: { emulatorUrl: string; dataDir: string; log?: (text: string) => void }): ProxyContext => {
  const emulator = createEmulator(options.emulatorUrl);
  return {
    emulator,
    directory: new Directory(emulator),
    revocation: new RevocationRegistry(),
    mfaPreferences: new MfaPreferences(options.dataDir),
    mfaChallenges: new MfaChallenges(),
    dataDir: options.dataDir,
    log: options.log ?? ((text) => console.log(text)),
    nowSeconds: () => Math.floor(Date.now() / 1000),
  };
};

export const createProxyServer = (context: ProxyContext) =>
  http.createServer((request, response) => {
    void (async () => {
      if (request.method === 'OPTIONS') return send(request, response, 204, '');
      const rawBody = (await readBody(request)).toString('utf8');
      const target = request.headers['x-amz-target'];
      if (request.method !== 'POST' || typeof target !== 'string' || !target.startsWith(TARGET_PREFIX)) {
        // JWKS, openid-configuration, /health: cognito-local's own answers.
        const upstream = await fetch(new URL(request.url ?? '/', context.emulator.url), {
          method: request.method,
          headers: { 'content-type': request.headers['content-type'] ?? 'application/json', ...(typeof target === 'string' ? { 'x-amz-target': target } : {}) },
          body: request.method === 'GET' || request.method === 'HEAD' ? undefined : rawBody,
        });
        return send(request, response, upstream.status, await upstream.text(), { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
      }
      const operation = target.slice(TARGET_PREFIX.length);
      try {
        const answer = await answerRpc(context, operation, rawBody);
        send(request, response, answer.status, answer.body);
      } catch (error) {
        if (error instanceof CognitoError) return sendError(request, response, error);
        context.log(`[identity-proxy] ${operation} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        sendError(request, response, new CognitoError('InternalErrorException', error instanceof Error ? error.message : String(error), 500));
      }
    })().catch(() => response.destroy());
  });

export interface RunningProxy {
  port: number;
  close(): Promise<void>;
}

/** Listens on loopback: 127.0.0.1, and ::1 when the host has it, so that `localhost` works whichever way it resolves. */
export const startProxy = async (options: { port: number; emulatorUrl: string; dataDir: string; log?: (text: string) => void }): Promise<RunningProxy> => {
  const context = createProxyContext(options);
  const listen = (server: http.Server, host: string, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
    });
  const ipv4 = createProxyServer(context);
  const port = await listen(ipv4, '127.0.0.1', options.port);
  const servers = [ipv4];
  const ipv6 = createProxyServer(context);
  await listen(ipv6, '::1', port).then(
    () => servers.push(ipv6),
    () => undefined,
  );
  const closeOne = (server: http.Server) =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { port, close: async () => void (await Promise.all(servers.map(closeOne))) };
};
