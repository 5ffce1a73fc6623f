'use strict';
/**
 * Preloaded (`node -r`) into the local stack's servers that are not ours: cognito-local (identity/stack.ts) and Prism
 * (dev-stack.ts). No web page may drive the local stack.
 *
 * - Every request whose `Host` is not a loopback name or address (`localhost`, 127.0.0.0/8, `[::1]`, any port) is
 *   refused: a page on a domain the attacker points at 127.0.0.1 (DNS rebinding) names its own domain there.
 * - With LOCAL_STACK_GUARD_KEY set (cognito-local): every request must also carry that key in `x-local-stack-key`,
 *   which only the proxy knows, and none may come from a browser page (an `Origin` or `Sec-Fetch-Site` header),
 *   preflights included. cognito-local answers every origin with `Access-Control-Allow-Origin: *` and its admin
 *   operations need no credentials; with this, only the identity proxy reaches it.
 * Refused requests get 403 before the server sees them; nothing else of the server changes.
 */
const http = require('node:http');
const { timingSafeEqual } = require('node:crypto');

const KEY_HEADER = 'x-local-stack-key';
const key = process.env.LOCAL_STACK_GUARD_KEY ?? '';
delete process.env.LOCAL_STACK_GUARD_KEY;

const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;

const sameKey = (given) => {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
};

const refusal = (request) => {
  if (!LOOPBACK_HOST.test(request.headers.host ?? ''))
    return 'Unknown Host: the local stack answers loopback names only.';
  if (!key) return undefined;
  if (request.headers.origin || request.headers['sec-fetch-site'])
    return 'No web page may call this server of the local stack.';
  if (!sameKey(request.headers[KEY_HEADER])) return 'Only the local stack itself may call this server.';
  return undefined;
};

const originalEmit = http.Server.prototype.emit;
http.Server.prototype.emit = function emit(event, request, response, ...rest) {
  if (event === 'request') {
    const refused = refusal(request);
    if (refused) {
      request.resume();
      response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
      response.end(`${refused}\n`);
      return true;
    }
  }
  return originalEmit.call(this, event, request, response, ...rest);
};
