import fs from 'node:fs';
import path from 'node:path';

/**
 * The one table of routing cases the portal's three hosts must agree on: the preview server
 * (scripts/lib/preview-server.ts), nginx with the generated block (./nginx-config.ts) and CloudFront with the routing
 * function (infra/edge-routing.js, in the template of ./hosting-template.ts). Each case is a request against the
 * site `writeRoutingSite` writes (a build's shape in miniature) and the answer every host must give.
 */

/** The files of the site, each with a body that names it, so an answer shows which file it was. */
export const ROUTING_SITE_FILES = [
  'index.html',
  'signin/index.html',
  'signup/index.html',
  'account/index.html',
  '500.html',
  'assets/main.1234abcd.js',
] as const;
export type SiteFile = (typeof ROUTING_SITE_FILES)[number];

/** What a file's body carries to say which file it is. */
export const fileMarker = (file: SiteFile) => `site-file:${file}`;

export const writeRoutingSite = (root: string) => {
  for (const file of ROUTING_SITE_FILES) {
    const full = path.join(root, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(
      full,
      file.endsWith('.js')
        ? // Long enough for every host to compress it.
          `console.log(${JSON.stringify(fileMarker(file))}, ${JSON.stringify('x'.repeat(4000))});`
        : `<!doctype html><title>${fileMarker(file)}</title>`,
    );
  }
};

export interface RoutingCase {
  name: string;
  method: 'GET' | 'HEAD' | 'POST' | 'PUT';
  /** The request target exactly as sent (`//evil.example/x` stays as written). */
  target: string;
  status: number;
  /** The file whose body answers (GET only); a 404 must carry no file of the site at all. */
  file?: SiteFile;
  /** The Location header, or none at all when undefined. */
  location?: string;
  cacheControl: string;
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const ROUTING_CASES: readonly RoutingCase[] = [
  // `/` is the SPA's shell; the app sends the member on to /signin or /account.
  { name: 'the root', method: 'GET', target: '/', status: 200, file: 'index.html', cacheControl: NO_CACHE },
  {
    name: 'a prerendered public page',
    method: 'GET',
    target: '/signin',
    status: 200,
    file: 'signin/index.html',
    cacheControl: NO_CACHE,
  },
  {
    name: 'a prerendered public page with a trailing slash',
    method: 'GET',
    target: '/signup/',
    status: 200,
    file: 'signup/index.html',
    cacheControl: NO_CACHE,
  },
  {
    name: 'a prerendered page with a query',
    method: 'GET',
    target: '/signin?service=otc',
    status: 200,
    file: 'signin/index.html',
    cacheControl: NO_CACHE,
  },
  { name: 'a HEAD of a page', method: 'HEAD', target: '/signin', status: 200, cacheControl: NO_CACHE },
  {
    name: 'the /account app shell',
    method: 'GET',
    target: '/account',
    status: 200,
    file: 'account/index.html',
    cacheControl: NO_CACHE,
  },
  {
    name: 'an app route below /account',
    method: 'GET',
    target: '/account/settings',
    status: 200,
    file: 'index.html',
    cacheControl: NO_CACHE,
  },
  {
    name: 'an app route without a prerendered page',
    method: 'GET',
    target: '/password-reset/confirm?code=1',
    status: 200,
    file: 'index.html',
    cacheControl: NO_CACHE,
  },
  {
    name: 'a route named like a page file without its extension',
    method: 'GET',
    target: '/500',
    status: 200,
    file: 'index.html',
    cacheControl: NO_CACHE,
  },
  { name: 'the 500 page', method: 'GET', target: '/500.html', status: 200, file: '500.html', cacheControl: NO_CACHE },
  {
    name: 'the shell by its file name',
    method: 'GET',
    target: '/index.html',
    status: 200,
    file: 'index.html',
    cacheControl: NO_CACHE,
  },
  {
    name: 'a hashed asset',
    method: 'GET',
    target: '/assets/main.1234abcd.js',
    status: 200,
    file: 'assets/main.1234abcd.js',
    cacheControl: IMMUTABLE,
  },
  { name: 'an unknown asset', method: 'GET', target: '/assets/main.0000.js', status: 404, cacheControl: NO_CACHE },
  { name: 'an unknown file', method: 'GET', target: '/missing.png', status: 404, cacheControl: NO_CACHE },
  { name: 'a dot file', method: 'GET', target: '/.env', status: 404, cacheControl: NO_CACHE },
  {
    name: 'a POST to an unknown asset',
    method: 'POST',
    target: '/assets/main.0000.js',
    status: 405,
    cacheControl: NO_CACHE,
  },
  { name: 'a POST to an unknown file', method: 'POST', target: '/missing.png', status: 405, cacheControl: NO_CACHE },
  {
    name: 'a route ending in a dot (no extension)',
    method: 'GET',
    target: '/signin.',
    status: 200,
    file: 'index.html',
    cacheControl: NO_CACHE,
  },
  {
    name: 'a route whose last dot starts no extension',
    method: 'GET',
    target: '/account/notice.2026-04',
    status: 200,
    file: 'index.html',
    cacheControl: NO_CACHE,
  },
  { name: 'a // path', method: 'GET', target: '//evil.example/x', status: 404, cacheControl: NO_CACHE },
  { name: 'a /// path', method: 'GET', target: '///evil.example', status: 404, cacheControl: NO_CACHE },
  { name: 'a /\\ path', method: 'GET', target: '/\\evil.example/x', status: 404, cacheControl: NO_CACHE },
  { name: 'a POST to a // path', method: 'POST', target: '//evil.example/x', status: 404, cacheControl: NO_CACHE },
  {
    name: 'a POST to a page (a form sent before the script ran)',
    method: 'POST',
    target: '/signin?service=otc',
    status: 303,
    location: '/signin?service=otc',
    cacheControl: NO_CACHE,
  },
  {
    name: 'a POST to an app route',
    method: 'POST',
    target: '/password-reset/confirm',
    status: 303,
    location: '/password-reset/confirm',
    cacheControl: NO_CACHE,
  },
  {
    name: 'a POST to a file',
    method: 'POST',
    target: '/assets/main.1234abcd.js',
    status: 405,
    cacheControl: NO_CACHE,
  },
  { name: 'a PUT to a page', method: 'PUT', target: '/signin', status: 405, cacheControl: NO_CACHE },
];

/** An answer of any host, headers by lower-case name. */
export interface HostAnswer {
  status: number;
  headers: Record<string, string | undefined>;
  body: string;
}

/**
 * What a host's answer to a case differs in from the case, as readable lines (none: it agrees). `securityHeaders` is
 * the preview server's header table: every answer, 404s and redirects included, carries each header with its value.
 */
export const differences = (
  routingCase: RoutingCase,
  answer: HostAnswer,
  securityHeaders: readonly (readonly [string, string])[],
): string[] => {
  const found: string[] = [];
  const say = (what: string) =>
    found.push(`${routingCase.method} ${routingCase.target} (${routingCase.name}): ${what}`);
  if (answer.status !== routingCase.status) say(`status ${answer.status}, expected ${routingCase.status}`);
  if (answer.headers.location !== routingCase.location)
    say(`Location ${JSON.stringify(answer.headers.location)}, expected ${JSON.stringify(routingCase.location)}`);
  if (answer.headers['cache-control'] !== routingCase.cacheControl)
    say(`Cache-Control ${JSON.stringify(answer.headers['cache-control'])}, expected ${routingCase.cacheControl}`);
  for (const [name, value] of securityHeaders)
    if (answer.headers[name.toLowerCase()] !== value)
      say(`${name} ${JSON.stringify(answer.headers[name.toLowerCase()])}, expected ${JSON.stringify(value)}`);
  const served = ROUTING_SITE_FILES.filter((file) => answer.body.includes(fileMarker(file)));
  if (routingCase.file && (served.length !== 1 || served[0] !== routingCase.file))
    say(`body of ${served.join(', ') || 'no file of the site'}, expected ${routingCase.file}`);
  if (!routingCase.file && served.length) say(`body of ${served.join(', ')}, expected none of the site's files`);
  return found;
};
