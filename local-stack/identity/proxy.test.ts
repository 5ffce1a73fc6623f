import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { LOCAL_CLIENT_ID } from '../../src/config/local-identity';
import { MAX_BODY_BYTES } from '../http';
import { rawRequest, type RawAnswer, type RawRequest } from '../../mocks/raw-http';
import { startTestIdentity, type TestIdentity } from './testing';

/**
 * The proxy's request entry against the real cognito-local: it is no relay (origin-form targets only), gives CORS to
 * the portal's dev origin alone, and answers bad calls as Cognito does (its error names, 400/413), then goes on
 * answering.
 */

const APP_ORIGIN = 'http://localhost:8080';
const TARGET = 'AWSCognitoIdentityProviderService.';
const JSON_11 = 'application/x-amz-json-1.1';

/** A raw request to the proxy: POST unless the call says otherwise (../../mocks/raw-http). */
const raw = (port: number, options: RawRequest) => rawRequest(port, { ...options, method: options.method ?? 'POST' });

const rpcHeaders = (operation: string, extra: Record<string, string> = {}) => ({
  'content-type': JSON_11,
  'x-amz-target': `${TARGET}${operation}`,
  ...extra,
});
const errorOf = (answer: RawAnswer) => ({
  status: answer.status,
  type: answer.headers['x-amzn-errortype'],
  __type: (JSON.parse(answer.body) as { __type?: string }).__type,
});

let identity: TestIdentity;
let port: number;
/** Another host the proxy must never be made to call. */
let elsewhere: http.Server;
let elsewhereHits = 0;

beforeAll(async () => {
  identity = await startTestIdentity({ allowedOrigins: [APP_ORIGIN] });
  port = Number(new URL(identity.stack.endpoint).port);
  elsewhere = http.createServer((_request, response) => {
    elsewhereHits += 1;
    response.end('secret');
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
}, 180_000);

afterAll(async () => {
  await identity?.stop();
  await new Promise<void>((resolve) => elsewhere?.close(() => resolve()));
});

/** The stack still answers a real call after each refusal. */
const stillAnswers = async () => {
  const answer = await identity.srpSignIn('eligible@example.com', 'Wrong-passw0rd');
  expect({ status: answer.status, type: answer.body.__type, message: answer.body.message }).toEqual({
    status: 400,
    type: 'NotAuthorizedException',
    message: 'Incorrect username or password.',
  });
};

describe('request targets', () => {
  it.each([
    ['absolute form', 'GET', () => `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/secret`],
    ['absolute form, a Cognito call', 'POST', () => `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/`],
    ['a //host target', 'GET', () => `//127.0.0.1:${(elsewhere.address() as AddressInfo).port}/secret`],
    ['a /\\host target', 'GET', () => `/\\127.0.0.1:${(elsewhere.address() as AddressInfo).port}/secret`],
    ['asterisk form', 'OPTIONS', () => '*'],
  ])('%s gets 400 and reaches no other host', async (_label, method, target) => {
    const answer = await raw(port, {
      method,
      target: target(),
      headers: rpcHeaders('InitiateAuth', { origin: APP_ORIGIN }),
      body: method === 'POST' ? '{}' : undefined,
    });
    expect(errorOf(answer)).toEqual({
      status: 400,
      type: 'InvalidParameterException:',
      __type: 'InvalidParameterException',
    });
    expect(elsewhereHits).toBe(0);
    await stillAnswers();
  });

  it('origin-form GETs still reach cognito-local (the JWKS)', async () => {
    const answer = await raw(port, { method: 'GET', target: '/local_memberPortal/.well-known/jwks.json' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('keys');
  });
});

describe('connections', () => {
  it('keeps an idle connection open past Node’s 5 s, so a client held that long does not reuse a closed one', async () => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let closed = false;
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => (closed = true));
    const request = `GET /health HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: keep-alive\r\n\r\n`;
    const answered = async (count: number) => {
      while ((received.match(/^HTTP\/1\.1 /gm) ?? []).length < count && !closed)
        await new Promise((resolve) => setTimeout(resolve, 20));
    };
    socket.write(request);
    await answered(1);
    // Node's default closes it 5-6 s after the answer.
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(closed).toBe(false);
    socket.write(request);
    await answered(2);
    expect(received.match(/^HTTP\/1\.1 \d+/gm)).toHaveLength(2);
    socket.destroy();
  });
});

const preflight = (origin: string) =>
  raw(port, {
    method: 'OPTIONS',
    target: '/',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,x-amz-target',
    },
  });

describe('CORS', () => {
  it("allows the portal's own dev origin, without credentials", async () => {
    const answer = await preflight(APP_ORIGIN);
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(answer.headers['access-control-allow-headers']).toContain('x-amz-target');
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    const call = await raw(port, {
      target: '/',
      headers: rpcHeaders('GetUser', { origin: APP_ORIGIN }),
      body: '{"AccessToken":"x"}',
    });
    expect(call.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(call.headers['access-control-expose-headers']).toContain('x-amzn-errortype');
  });

  it.each(['http://evil.example', 'http://localhost:8081', 'null'])(
    'gives another origin (%s) nothing',
    async (origin) => {
      const answer = await preflight(origin);
      expect(answer.status).toBe(403);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      const call = await raw(port, {
        target: '/',
        headers: rpcHeaders('GetUser', { origin }),
        body: '{"AccessToken":"x"}',
      });
      expect(call.headers['access-control-allow-origin']).toBeUndefined();
      expect(call.headers['access-control-allow-credentials']).toBeUndefined();
    },
  );
});

describe('no web page can drive the local stack', () => {
  it.each(['http://127.0.0.1:8080', 'http://[::1]:8080'])(
    "allows the portal's page under its other loopback spelling %s",
    async (origin) => {
      const answer = await preflight(origin);
      expect(answer.status).toBe(204);
      expect(answer.headers['access-control-allow-origin']).toBe(origin);
    },
  );

  it.each(['evil.example', 'evil.example:9230', 'localhost.evil.example', '127.0.0.1.nip.io'])(
    'refuses Host %p (DNS rebinding) with 403, and keeps answering',
    async (host) => {
      const answer = await raw(port, {
        target: '/',
        headers: rpcHeaders('ListUsers', { host, origin: 'http://evil.example' }),
        body: '{"UserPoolId":"local_memberPortal"}',
      });
      expect(answer.status).toBe(403);
      expect(answer.body).not.toContain('Users');
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      const fine = await raw(port, {
        target: '/',
        headers: rpcHeaders('GetUser', { host: `localhost:${port}` }),
        body: '{"AccessToken":"x"}',
      });
      expect(fine.status).toBe(400);
    },
  );

  it('cognito-local itself answers no page and nobody without the proxy’s key: no member list, no password set', async () => {
    const emulator = new URL(identity.stack.emulatorEndpoint);
    const emulatorPort = Number(emulator.port);
    const listUsers = JSON.stringify({ UserPoolId: 'local_memberPortal' });
    for (const headers of [
      rpcHeaders('ListUsers'),
      rpcHeaders('ListUsers', { origin: 'http://evil.example' }),
      rpcHeaders('ListUsers', { 'x-local-stack-key': 'guessed' }),
    ]) {
      const answer = await raw(emulatorPort, { target: '/', headers, body: listUsers });
      expect(answer.status).toBe(403);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(answer.body).not.toContain('Username');
    }
    const preflight = await raw(emulatorPort, {
      method: 'OPTIONS',
      target: '/',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const setPassword = await raw(emulatorPort, {
      target: '/',
      headers: rpcHeaders('AdminSetUserPassword', { origin: 'http://evil.example' }),
      body: JSON.stringify({
        UserPoolId: 'local_memberPortal',
        Username: 'eligible@example.com',
        Password: 'Attacker-1!',
        Permanent: true,
      }),
    });
    expect(setPassword.status).toBe(403);
    // The proxy still reaches it.
    expect((await raw(port, { method: 'GET', target: '/health' })).status).toBe(200);
  });
});

describe("Cognito's answers to calls it cannot read", () => {
  it.each([
    ['an unknown operation', { headers: rpcHeaders('StealEverything'), body: '{}' }, 400, 'UnknownOperationException'],
    [
      'a target of another service',
      { headers: { ...rpcHeaders('InitiateAuth'), 'x-amz-target': 'DynamoDB_20120810.Scan' }, body: '{}' },
      400,
      'UnknownOperationException',
    ],
    ['a POST without a target', { headers: { 'content-type': JSON_11 }, body: '{}' }, 400, 'UnknownOperationException'],
    ['malformed JSON', { headers: rpcHeaders('InitiateAuth'), body: '{"AuthFlow": ' }, 400, 'SerializationException'],
    ['a JSON array', { headers: rpcHeaders('InitiateAuth'), body: '[1]' }, 400, 'SerializationException'],
    [
      'a JSON string',
      { headers: rpcHeaders('InitiateAuth'), body: '"USER_PASSWORD_AUTH"' },
      400,
      'SerializationException',
    ],
    ['JSON null', { headers: rpcHeaders('InitiateAuth'), body: 'null' }, 400, 'InvalidParameterException'],
    [
      'JSON null to a handled operation',
      { headers: rpcHeaders('GetUser'), body: 'null' },
      400,
      'InvalidParameterException',
    ],
    [
      'a text/plain body',
      { headers: rpcHeaders('InitiateAuth', { 'content-type': 'text/plain' }), body: '{}' },
      400,
      'SerializationException',
    ],
    [
      'a form body',
      {
        headers: rpcHeaders('InitiateAuth', { 'content-type': 'application/x-www-form-urlencoded' }),
        body: 'AuthFlow=USER_PASSWORD_AUTH',
      },
      400,
      'SerializationException',
    ],
    [
      'a body over the limit',
      { headers: rpcHeaders('InitiateAuth'), body: `{"x":"${'a'.repeat(MAX_BODY_BYTES)}"}` },
      413,
      'RequestEntityTooLargeException',
    ],
    [
      'a chunked body over the limit',
      { headers: rpcHeaders('InitiateAuth'), body: `{"x":"${'a'.repeat(MAX_BODY_BYTES)}"}`, chunked: true },
      413,
      'RequestEntityTooLargeException',
    ],
  ])("%s gets Cognito's own answer, and the stack keeps answering", async (_label, request, status, type) => {
    const answer = await raw(port, { target: '/', ...request });
    expect(errorOf(answer)).toEqual({ status, type: `${type}:`, __type: type });
    expect(answer.body).not.toMatch(/JSON\.parse|Unexpected token|at .*\.ts:\d+/);
    await stillAnswers();
  });

  it('a JSON body with a charset parameter is read as usual', async () => {
    const answer = await raw(port, {
      target: '/',
      headers: rpcHeaders('InitiateAuth', { 'content-type': `${JSON_11}; charset=utf-8` }),
      body: JSON.stringify({
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: LOCAL_CLIENT_ID,
        AuthParameters: { USERNAME: 'eligible@example.com', SRP_A: 'ab'.repeat(384) },
      }),
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ ChallengeName: 'PASSWORD_VERIFIER' });
  });
});
