import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import helmet from 'helmet';
import type { Environment } from '../../src/config/env';
import { bootSettingsFor } from '../../src/boot/settings';
import { FILE_PATH, OFF_ORIGIN_PATH } from '../../src/service-worker/navigation';
import { bootScript, bootScriptHashSource } from './boot-script';

/** Google Tag Manager: its script origin, and where GA4 tags it loads send hits (Google's documented CSP for GA4). */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
const ANALYTICS_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];
const ANALYTICS_IMAGES = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];

const originOf = (url: string | undefined) => {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * The origins the SPA calls for an environment: the core API, the Cognito user pool (or the local identity proxy) and
 * the inquiry form (/inquiry probes it with a no-cors fetch before embedding it).
 */
export const connectOriginsFor = (environment: Environment): string[] => {
  const { region, userPoolEndpoint } = environment.identity;
  const identity = userPoolEndpoint
    ? originOf(userPoolEndpoint)
    : region
      ? `https://cognito-idp.${region}.amazonaws.com`
      : undefined;
  const origins = [originOf(environment.apiBaseUrl), identity, originOf(environment.external.inquiryFormUrl)];
  return [...new Set(origins.filter((origin): origin is string => Boolean(origin)))];
};

/** The origins the SPA embeds in frames: the external inquiry form of /inquiry. */
export const frameOriginsFor = (environment: Environment): string[] => {
  const form = originOf(environment.external.inquiryFormUrl);
  return form ? [form] : [];
};

/**
 * The Content-Security-Policy directives for an environment, from its configuration (docs/deploy.md). style-src allows
 * 'unsafe-inline' because Chakra's emotion runtime injects <style> elements at run time (and a static host cannot mint
 * a per-response nonce). script-src allows one inline script by its hash: the boot script of the prerendered pages
 * (src/boot, scripts/lib/boot-script.ts), the same text in every build of the same source.
 */
export const cspDirectivesFor = (environment: Environment) => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", bootScriptHashSource(bootSettingsFor(environment)), TAG_MANAGER_ORIGIN],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', ...ANALYTICS_IMAGES],
  fontSrc: ["'self'"],
  connectSrc: ["'self'", ...connectOriginsFor(environment), ...ANALYTICS_CONNECT],
  frameSrc: frameOriginsFor(environment).length ? frameOriginsFor(environment) : ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  // Not against the local stack (develop, or a production build made for it in tests): its endpoints are plain http.
  upgradeInsecureRequests: environment.name === 'develop' || environment.localStack ? null : [],
});

/**
 * Browser features the portal never uses, turned off for the page and everything it embeds (the inquiry form, the tag
 * manager's scripts). WebAuthn (publickey-credentials-*) is not among them.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

type Middleware = (
  request: http.IncomingMessage,
  response: http.ServerResponse,
  next: (error?: unknown) => void,
) => void;

/** The security headers every response of the portal carries (helmet and Permissions-Policy; documented in docs/deploy.md). */
export const securityHeaders = (environment: Environment): Middleware => {
  const helmetHeaders = helmetFor(environment);
  return (request, response, next) => {
    response.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    helmetHeaders(request, response, next);
  };
};

const helmetFor = (environment: Environment) =>
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectivesFor(environment) },
    strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });

/**
 * The header table: every header `securityHeaders` sets, as (name, value) pairs in helmet's order. The nginx
 * configuration (scripts/lib/nginx-config.ts) is written from it, so both hosts send the same headers.
 */
export const securityHeaderTable = (environment: Environment): [string, string][] => {
  const table = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      table.set(name, Array.isArray(value) ? value.join(', ') : String(value)),
    removeHeader: (name: string) => table.delete(name),
  };
  let failure: unknown;
  securityHeaders(environment)(
    {} as http.IncomingMessage,
    response as unknown as http.ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return [...table.entries()];
};

/**
 * Inline <script> elements or on* handler attributes in an HTML document that the CSP would refuse: every one but the
 * boot script, whose hash script-src lists (`allowed`: its exact text).
 */
export const inlineScriptsIn = (html: string, allowed: readonly string[] = [bootScript()]): string[] => {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const text = match[2] ?? '';
    if (!/\bsrc=/i.test(attributes) && allowed.includes(text)) continue;
    if (!/\bsrc=/i.test(attributes) || text.trim()) found.push(match[0].slice(0, 80));
  }
  for (const match of html.matchAll(/<[a-z][^>]*\son[a-z]+=[^>]*>/gi)) found.push(match[0].slice(0, 80));
  return found;
};

/** The Content-Type of each kind of file the build writes (the preview server's answers, the deploy's uploads). */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.txt', '.svg']);

export const contentTypeOf = (file: string) => CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';

/** Content-hashed files (under assets/) never change under their name; everything else is revalidated. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** The Cache-Control of a file of the build, by its path relative to the build's root (`/` separated). */
export const cacheControlOf = (relativePath: string) =>
  relativePath.startsWith('assets/') ? HASHED_ASSET_CACHE : REVALIDATE;

type Encoding = 'br' | 'gzip' | 'identity';

const forward = (request: http.IncomingMessage, response: http.ServerResponse, target: string) => {
  const upstream = http.request(
    new URL(request.url ?? '/', target),
    { method: request.method, headers: { ...request.headers, host: new URL(target).host } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.writeHead(502).end());
  request.pipe(upstream);
};

/** br when the client takes it, else gzip, else none (q=0 refuses). */
export const chooseEncoding = (acceptEncoding: string | undefined): Encoding => {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (name) accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
};

export interface PreviewOptions {
  /** The built site (dist/). */
  root: string;
  environment: Environment;
  /** Local benchmarking only: forwards /api/* to this origin (the mock API), as the dev server does. */
  apiProxy?: string;
  /**
   * Compresses every text file (brotli) before the first request, as a hosting that keeps compressed copies answers:
   * the bench's first round would otherwise wait for the compression of the entry (about 0.9 s at quality 11).
   */
  precompress?: boolean;
}

/**
 * A static server for the production build, as the hosting should behave: hashed assets cached for a year,
 * HTML revalidated, a path whose prerendered page exists (`<path>/index.html`, docs/performance.md) answered with it,
 * other unknown paths without an extension answered with index.html (the SPA routes), missing
 * assets 404, text compressed (brotli or gzip, compressed once and kept), and the security headers on every response.
 */
export const createPreviewServer = ({ root, environment, apiProxy, precompress = false }: PreviewOptions) => {
  const headers = securityHeaders(environment);
  const rootDir = path.resolve(root);
  const cache = new Map<string, Buffer>();

  const load = (file: string, encoding: Encoding) => {
    const key = `${encoding}:${file}`;
    let body = cache.get(key);
    if (!body) {
      const raw = fs.readFileSync(file);
      body =
        encoding === 'br'
          ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
          : encoding === 'gzip'
            ? zlib.gzipSync(raw, { level: 9 })
            : raw;
      cache.set(key, body);
    }
    return body;
  };

  if (precompress)
    for (const entry of fs.readdirSync(rootDir, { recursive: true, withFileTypes: true }))
      if (entry.isFile() && compressible.has(path.extname(entry.name)))
        load(path.join(entry.parentPath, entry.name), 'br');

  const resolveFile = (urlPath: string): { file: string; status: number } | undefined => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return undefined;
    }
    const candidate = path.resolve(rootDir, `.${path.posix.normalize(`/${decoded}`)}`);
    if (candidate !== rootDir && !candidate.startsWith(`${rootDir}${path.sep}`)) return undefined;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return { file: candidate, status: 200 };
    if (FILE_PATH.test(decoded)) return undefined;
    // A page prerendered at build time (dist/signin/index.html for /signin); nginx: try_files $uri $uri/index.html /index.html.
    const prerendered = path.join(candidate, 'index.html');
    if (fs.existsSync(prerendered) && fs.statSync(prerendered).isFile()) return { file: prerendered, status: 200 };
    return { file: path.join(rootDir, 'index.html'), status: 200 };
  };

  const serve = (request: http.IncomingMessage, response: http.ServerResponse) => {
    // A path that starts with two slashes (or a slash and a backslash) is no page of the portal, and as a Location it
    // would name another site (//evil.example/x): 404 for every method, before any redirect can repeat it (nginx: the
    // same `if ($request_uri …)`).
    if (OFF_ORIGIN_PATH.test(request.url ?? '/')) {
      request.resume();
      response
        .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE })
        .end('Not Found');
      return;
    }
    if (apiProxy && request.url?.startsWith('/api/')) {
      forward(request, response, apiProxy);
      return;
    }
    // A prerendered form posted before the app's script ran: back to its page by GET, the body dropped unread
    // (nginx: the same 303 in `location /`). Files and other methods stay refused.
    if (request.method === 'POST' && !FILE_PATH.test(new URL(request.url ?? '/', 'http://preview.invalid').pathname)) {
      request.resume();
      response.writeHead(303, { Location: request.url ?? '/', 'Cache-Control': REVALIDATE, 'Content-Length': 0 }).end();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response
        .writeHead(405, {
          Allow: 'GET, HEAD',
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': REVALIDATE,
        })
        .end('Method Not Allowed');
      return;
    }
    const { pathname } = new URL(request.url ?? '/', 'http://preview.invalid');
    const found = resolveFile(pathname);
    if (!found) {
      response
        .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE })
        .end('Not Found');
      return;
    }
    const extension = path.extname(found.file);
    const encoding = compressible.has(extension) ? chooseEncoding(request.headers['accept-encoding']) : 'identity';
    const body = load(found.file, encoding);
    response.writeHead(found.status, {
      'Content-Type': contentTypeOf(found.file),
      'Content-Length': body.length,
      'Cache-Control': cacheControlOf(path.relative(rootDir, found.file).split(path.sep).join('/')),
      ...(compressible.has(extension) ? { Vary: 'Accept-Encoding' } : {}),
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };

  return http.createServer((request, response) => {
    headers(request, response, (error?: unknown) => {
      if (error) {
        response.writeHead(500).end();
        return;
      }
      serve(request, response);
    });
  });
};

/** Starts the preview server; port 0 picks a free one. Resolves with the URL and a stop function. */
export const startPreview = (options: PreviewOptions & { port?: number; host?: string }) =>
  new Promise<{ url: string; port: number; stop: () => Promise<void> }>((resolve, reject) => {
    const server = createPreviewServer(options);
    const host = options.host ?? '127.0.0.1';
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${port}`,
        port,
        stop: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
