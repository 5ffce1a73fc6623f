import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApiGateway } from '../local-stack/api/gateway';
import { startIdentityStack } from '../local-stack/identity/stack';
import { resolveEnvironment } from '../src/config/env';
import { demoAccount, DEMO_PASSWORD } from '../src/config/local-identity';
import { calibratedCpuSlowdown, median } from './lib/lighthouse-calibration';
import { startPreview } from './lib/preview-server';
import { freePort, startChild, waitForHttp } from '../local-stack/processes';
import { seed } from '../local-stack/seed';

/**
 * `npm run bench` (not in CI): Lighthouse 12 (mobile preset, simulated throttling) on /signin and on the signed-in
 * service list (/account), 3 runs each, medians. The production build is made for the local stack (identity emulator +
 * proxy, Prism + gateway, all on loopback) and served compressed by the preview server with its security headers.
 * The CPU slowdown is calibrated from this host's benchmarkIndex (see lib/lighthouse-calibration.ts).
 */
const ROOT = path.resolve(__dirname, '..');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

interface Audit {
  numericValue?: number;
}
interface LighthouseResult {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, Audit | undefined>;
  environment: { benchmarkIndex: number };
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
}
interface Figures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  benchmarkIndex: number;
}

const figuresOf = (lhr: LighthouseResult): Figures => ({
  performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
  accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
  fcp: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
  lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
  tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
  cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
  benchmarkIndex: lhr.environment.benchmarkIndex,
});

const main = async () => {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const puppeteer = await import('puppeteer-core');
  const log = (line: string) => {
    if (process.env.BENCH_VERBOSE) console.log(line);
  };
  const stoppers: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stoppers.reverse()) await stop().catch(() => undefined);
  };
  try {
    console.log('Starting the local identity stack and the mock API…');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
    stoppers.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    // The preview's origin is the only one the identity proxy gives CORS to, so its port is chosen first.
    const previewPort = await freePort();
    const identity = await startIdentityStack({ dataDir, quiet: true, allowedOrigins: [`http://localhost:${previewPort}`] });
    stoppers.push(identity.stop);
    await seed({ endpoint: identity.endpoint, dataDir, log });
    const prismPort = await freePort();
    const prism = startChild('prism', process.execPath, [path.join(ROOT, 'node_modules/@stoplight/prism-cli/dist/index.js'), 'mock', '-h', '127.0.0.1', '-p', String(prismPort), '--errors', path.join(ROOT, 'openapi/core-api.yaml')], { cwd: ROOT, log });
    stoppers.push(prism.stop);
    await waitForHttp(`http://127.0.0.1:${prismPort}/`);
    const gateway = await startApiGateway({ port: await freePort(), upstream: `http://127.0.0.1:${prismPort}`, contractPath: path.join(ROOT, 'openapi/core-api.yaml'), log });
    stoppers.push(gateway.stop);

    const benchDist = path.join(ROOT, '.tmp', 'bench-dist');
    console.log(`Building the production bundle for the local stack into ${path.relative(ROOT, benchDist)}/ …`);
    const build = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production', '--output-path', benchDist], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, PORTAL_ENV: 'develop', PORTAL_IDENTITY_ENDPOINT: identity.endpoint },
    });
    if (build.status !== 0) throw new Error('the production build failed');

    const { environment } = resolveEnvironment({ PORTAL_ENV: 'develop', PORTAL_IDENTITY_ENDPOINT: identity.endpoint });
    const preview = await startPreview({ root: benchDist, environment, apiProxy: gateway.url, port: previewPort });
    stoppers.push(preview.stop);
    const origin = `http://localhost:${preview.port}`;

    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    stoppers.push(async () => chrome.kill());

    const run = async (url: string, cpuSlowdownMultiplier: number, keepStorage: boolean) => {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: keepStorage,
        throttling: { rttMs: 150, throughputKbps: 1638.4, requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675, cpuSlowdownMultiplier },
      });
      const lhr = result?.lhr as unknown as LighthouseResult | undefined;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      return figuresOf(lhr);
    };

    console.log('Calibrating the CPU slowdown (one run on /signin at the default 4x)…');
    const probe = await run(`${origin}/signin`, 4, false);
    const multiplier = calibratedCpuSlowdown(probe.benchmarkIndex);

    const signinRuns: Figures[] = [];
    for (let index = 0; index < RUNS; index += 1) signinRuns.push(await run(`${origin}/signin`, multiplier, false));

    console.log('Signing in the demo member (eligible@example.com)…');
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.goto(`${origin}/signin`, { waitUntil: 'networkidle0' });
    await page.type('input[type="email"]', demoAccount('eligible').email);
    await page.type('input[type="password"]', DEMO_PASSWORD);
    await Promise.all([page.waitForFunction(() => window.location.pathname === '/account', { timeout: 60000 }), page.click('main form button[type="submit"]')]);
    await page.close();
    await browser.disconnect();

    const accountRuns: Figures[] = [];
    for (let index = 0; index < RUNS; index += 1) accountRuns.push(await run(`${origin}/account`, multiplier, true));

    const row = (label: string, runs: Figures[]) => {
      const m = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
      return [label, String(m('performance')), String(m('accessibility')), `${(m('fcp') / 1000).toFixed(2)} s`, `${(m('lcp') / 1000).toFixed(2)} s`, `${Math.round(m('tbt'))} ms`, m('cls').toFixed(3)];
    };
    const header = ['page', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT', 'CLS'];
    const rows = [header, row('/signin', signinRuns), row('/account (service list, signed in)', accountRuns)];
    const widths = header.map((_, column) => Math.max(...rows.map((cells) => (cells[column] ?? '').length)));
    console.log(`\nLighthouse 12 mobile preset (simulated Slow 4G), median of ${RUNS} runs per page, served with brotli from the preview server.`);
    console.log(
      `CPU slowdown ${multiplier}x instead of the default 4x: calibrated from this host's benchmarkIndex ${Math.round(probe.benchmarkIndex)} ` +
        `(runs: ${[...signinRuns, ...accountRuns].map((figures) => Math.round(figures.benchmarkIndex)).join(', ')}) to emulate a mid-tier mobile, ` +
        'as Lighthouse docs/throttling.md "Calibrating the CPU slowdown" describes.\n',
    );
    for (const cells of rows) console.log(cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  '));
    const goalsMet = [row('', signinRuns), row('', accountRuns)].every((cells) => Number(cells[1]) >= 90 && Number(cells[2]) === 100);
    console.log(`\nGoal (performance >= 90, accessibility 100 on both pages): ${goalsMet ? 'met' : 'NOT met'}.`);
    return 0;
  } finally {
    await stopAll();
  }
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
