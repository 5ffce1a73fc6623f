import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { currentEnvironment } from '../src/config/env';
import { playwrightDisableFeatures } from './lib/chromium-flags';
import { distDir } from './lib/build-output';
import { startNginx } from './lib/nginx-config';
import { securityHeaderTable } from './lib/preview-server';

/**
 * `npm run hosting:check` (CI, after the production build, with the same build variables): serves dist/ with nginx
 * and the configuration of `npm run hosting:config`, then checks every header of the preview server's table, the
 * caching of HTML and hashed assets, gzip, the SPA fallback, a 404, and one page load of /signin in Chromium with no
 * Content-Security-Policy violation.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const main = async () => {
  if (!fs.existsSync(path.join(distDir, 'index.html')))
    throw new Error('dist/index.html is missing: run `npm run build` first.');
  const failures: string[] = [];
  const expect = (ok: boolean, what: string) => {
    if (!ok) failures.push(what);
  };
  const nginx = await startNginx(currentEnvironment, distDir);
  try {
    const table = securityHeaderTable(currentEnvironment);
    const mainScript = fs.readdirSync(path.join(distDir, 'assets')).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
    if (!mainScript) throw new Error('dist/assets has no main.<hash>.js');
    const checks: { pathname: string; status: number; cacheControl: string; gzip?: boolean }[] = [
      { pathname: '/signin', status: 200, cacheControl: 'no-cache' },
      { pathname: '/account/settings', status: 200, cacheControl: 'no-cache' },
      {
        pathname: `/assets/${mainScript}`,
        status: 200,
        cacheControl: 'public, max-age=31536000, immutable',
        gzip: true,
      },
      { pathname: '/assets/missing.0000.js', status: 404, cacheControl: 'no-cache' },
    ];
    for (const check of checks) {
      const response = await fetch(`${nginx.url}${check.pathname}`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(
        response.status === check.status,
        `${check.pathname}: status ${response.status}, expected ${check.status}`,
      );
      for (const [name, value] of table)
        expect(
          response.headers.get(name) === value,
          `${check.pathname}: ${name} is ${JSON.stringify(response.headers.get(name))}, expected ${JSON.stringify(value)}`,
        );
      expect(
        response.headers.get('cache-control') === check.cacheControl,
        `${check.pathname}: Cache-Control ${response.headers.get('cache-control')}, expected ${check.cacheControl}`,
      );
      if (check.gzip)
        expect(response.headers.get('content-encoding') === 'gzip', `${check.pathname}: not gzip-compressed`);
      await response.arrayBuffer();
    }

    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--headless', '--disable-gpu', playwrightDisableFeatures()],
    });
    try {
      const page = await browser.newPage();
      // Nothing leaves the machine: the tag manager and the configured (fictitious) services are refused here.
      await page.route(
        (url) => url.origin !== nginx.url,
        (route) => route.abort(),
      );
      await page.addInitScript(() => {
        (window as unknown as { cspViolations: string[] }).cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { cspViolations: string[] }).cspViolations.push(
            `${event.violatedDirective} ${event.blockedURI}`,
          );
        });
      });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${nginx.url}/signin`, { waitUntil: 'load' });
      const form = page.locator('main form input[type="email"]');
      const rendered = await form.waitFor({ timeout: 30000 }).then(
        () => true,
        () => false,
      );
      expect(rendered, '/signin did not render its sign-in form under nginx');
      // The form is the prerendered HTML; its inline boot script (allowed by the CSP's hash) starts the app at the
      // member's first intent (src/boot): the app must start and mount here too.
      const mounted =
        rendered &&
        (await form
          .focus()
          .then(() => page.locator('#root[data-mounted]').waitFor({ state: 'attached', timeout: 30000 }))
          .then(
            () => true,
            () => false,
          ));
      expect(mounted, '/signin: the app did not start and mount under nginx after the member focused the form');
      const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
      expect(violations.length === 0, `Content-Security-Policy violations on /signin: ${violations.join(', ')}`);
      expect(errors.length === 0, `page errors on /signin: ${errors.join(', ')}`);
    } finally {
      await browser.close();
    }
  } finally {
    await nginx.stop();
  }
  for (const failure of failures) console.error(`FAIL ${failure}`);
  if (failures.length) return 1;
  console.log(
    `nginx serves the ${currentEnvironment.name} build with the preview server's ${securityHeaderTable(currentEnvironment).length} headers, caching, gzip and SPA fallback; /signin loads and the app mounts with no CSP violation.`,
  );
  return 0;
};

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
