import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Environment } from '../../src/config/env';
import { FILE_PATH } from '../../src/service-worker/navigation';
import { HASHED_ASSET_CACHE, REVALIDATE, securityHeaderTable } from './preview-server';

/**
 * The preview server's hosting rules as an nginx configuration (docs/deploy.md, "nginx"): the same security header
 * table (written from `securityHeaderTable`, so the two cannot differ), hashed assets cached for a year, HTML
 * revalidated, a path without a file extension answered with its prerendered page when there is one
 * (`/signin/index.html`, as the build writes them) and else index.html (the SPA's routes), a missing file with an extension
 * 404, a path starting with `//` or `/\` 404 (never a Location to another site), a POST to a route sent back to it by
 * GET (303), and gzip for text.
 */

const TEXT_TYPES = [
  'text/css',
  'text/javascript',
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'image/svg+xml',
  'text/plain',
];

const quoted = (value: string) => {
  if (/["\\\n\r$]/.test(value)) throw new Error(`header value cannot be written to nginx safely: ${value}`);
  return `"${value}"`;
};

const headerLines = (environment: Environment, cacheControl: string, indent: string) =>
  [...securityHeaderTable(environment), ['Cache-Control', cacheControl] as [string, string]]
    .map(([name, value]) => `${indent}add_header ${name} ${quoted(value)} always;`)
    .join('\n');

export interface ServerBlockOptions {
  /** The directory holding the build (dist/ copied to the web server). */
  root: string;
  /** nginx `listen` value: a port, or address:port. */
  listen: string;
  serverName?: string;
}

/** A `server { … }` block for the http context of nginx. */
export const nginxServerBlock = (
  environment: Environment,
  { root, listen, serverName = '_' }: ServerBlockOptions,
): string => {
  if (/[\s;{}"]/.test(root))
    throw new Error(`the root path must not contain spaces, quotes, braces or semicolons: ${root}`);
  // Before try_files, so a POST to a missing file is 405 as on the other hosts, not 404.
  const fileMethodsOnly = '        if ($request_method !~ ^(GET|HEAD)$) {\n            return 405;\n        }';
  return `# Member portal (PORTAL_ENV=${environment.name}): written by \`npm run hosting:config\` from the same header table
# as the preview server (scripts/lib/preview-server.ts). Regenerate it when the configuration changes; do not edit.
server {
    listen ${listen};
    server_name ${serverName};
    root ${root};
    index index.html;
    server_tokens off;
    # Redirects name only the path, so they stay right behind a TLS-terminating proxy.
    absolute_redirect off;
    charset utf-8;
    charset_types ${TEXT_TYPES.join(' ')} text/html;

    gzip on;
    gzip_vary on;
    gzip_comp_level 6;
    gzip_min_length 256;
    gzip_proxied any;
    gzip_types ${TEXT_TYPES.join(' ')};

    # A path that starts with two slashes (or a slash and a backslash) is no page of the portal, and as a Location it
    # would name another site (//evil.example/x): 404 for every method, before any redirect can repeat it.
    # (Answered by the 404 location below, so with its headers: a plain return 404 here would meet this if again.)
    if ($request_uri ~ "^/(/|\\x5c)") {
        rewrite ^ /404-nginx.txt last;
    }

    # Content-hashed files: cached for a year, never revalidated.
    location ^~ /assets/ {
${fileMethodsOnly}
        try_files $uri =404;
${headerLines(environment, HASHED_ASSET_CACHE, '        ')}
    }

    # The web app manifest, with its own media type (not in every mime.types); revalidated like other files.
    location = /manifest.webmanifest {
        types { }
        default_type application/manifest+json;
${fileMethodsOnly}
        try_files $uri =404;
${headerLines(environment, REVALIDATE, '        ')}
    }

    # Any other path with a file extension is a file: served, or 404 (never the app's HTML).
    location ~ ${FILE_PATH.source} {
${fileMethodsOnly}
        try_files $uri =404;
${headerLines(environment, REVALIDATE, '        ')}
    }

    # The SPA's routes: a prerendered page when the build has one, else index.html; always revalidated. A prerendered
    # form posted before the app's script ran (a slow connection) is sent back to its page by GET (303), its body
    # dropped unread, instead of nginx's 405 page.
    location / {
        if ($request_method = POST) {
            return 303 $request_uri;
        }
        try_files $uri $uri/index.html /index.html;
${headerLines(environment, REVALIDATE, '        ')}
    }

    # Error pages of nginx itself carry the same headers.
    error_page 404 /404-nginx.txt;
    location = /404-nginx.txt {
        internal;
        default_type text/plain;
        return 404 "Not Found\\n";
${headerLines(environment, REVALIDATE, '        ')}
    }

    # A method other than GET or HEAD on a file (a POST to an asset): 405 as the preview server answers it, revalidated,
    # not with the file's own caching.
    error_page 405 /405-nginx.txt;
    location = /405-nginx.txt {
        internal;
        default_type text/plain;
        add_header Allow "GET, HEAD" always;
        return 405 "Method Not Allowed\\n";
${headerLines(environment, REVALIDATE, '        ')}
    }
}
`;
};

/** A complete nginx.conf that runs unprivileged in `prefix` (pid, logs, temp files there), for CI and tests. */
export const nginxStandaloneConfig = (
  environment: Environment,
  options: ServerBlockOptions & { prefix: string },
): string => `daemon off;
${process.getuid?.() === 0 ? '# Run as root (a CI container): workers stay root so they can read the temporary prefix and the build.\nuser root root;\n' : ''}worker_processes 1;
pid ${options.prefix}/nginx.pid;
error_log ${options.prefix}/error.log warn;
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${options.prefix}/access.log;
    client_body_temp_path ${options.prefix}/client_body;
    proxy_temp_path ${options.prefix}/proxy;
    fastcgi_temp_path ${options.prefix}/fastcgi;
    uwsgi_temp_path ${options.prefix}/uwsgi;
    scgi_temp_path ${options.prefix}/scgi;
    types { text/javascript js mjs; }
${nginxServerBlock(environment, options)
  .split('\n')
  .map((line) => (line ? `    ${line}` : line))
  .join('\n')}
}
`;

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** Serves `root` with nginx and this configuration on a free loopback port; resolves once it answers. */
export const startNginx = async (environment: Environment, root: string) => {
  if (!fs.existsSync(NGINX)) throw new Error(`nginx is not installed (${NGINX}): apt-get install nginx`);
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
  const port = await freePort();
  const config = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(
    config,
    nginxStandaloneConfig(environment, { root: path.resolve(root), listen: `127.0.0.1:${port}`, prefix }),
  );
  const test = spawnSync(NGINX, ['-t', '-q', '-e', 'stderr', '-p', prefix, '-c', config], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refuses the configuration:\n${test.stderr}`);
  const child: ChildProcess = spawn(NGINX, ['-e', 'stderr', '-p', prefix, '-c', config], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const answered = await fetch(`${url}/`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (Date.now() - started > 20000) throw new Error(`nginx did not answer on ${url}: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) {
          fs.rmSync(prefix, { recursive: true, force: true });
          resolve();
          return;
        }
        child.once('exit', () => {
          fs.rmSync(prefix, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGQUIT');
      }),
  };
};
