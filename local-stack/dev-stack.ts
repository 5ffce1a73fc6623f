import fs from 'node:fs';
import path from 'node:path';
import { startApiGateway } from './api/gateway';
import { startIdentityStack } from './identity/stack';
import { parseRateLimits } from './identity/rate-limit';
import { seed } from './seed';
import { CONTRACT_PATH, freePort, prismMockArgs, startChild, waitForHttp, type Child } from './processes';

export const ROOT = path.resolve(__dirname, '..');
const WEBPACK = path.join(ROOT, 'node_modules/webpack/bin/webpack.js');
/** Refuses requests whose Host is not a loopback name (DNS rebinding), before Prism sees them. */
const REQUEST_GUARD = path.join(__dirname, 'request-guard.cjs');

export interface DevStackOptions {
  /** Fixed ports for `npm start`; free ports when omitted (tests). */
  ports?: Partial<Record<'app' | 'identityProxy' | 'emulator' | 'prism' | 'gateway', number>>;
  dataDir?: string;
  log?: (line: string) => void;
  /** Called when any child exits on its own: the stack is then incomplete. */
  onChildExit?: (name: string, code: number | null) => void;
  /** Reload open pages when a source file changes (`npm start`); off for tests, where a reload would end the test's page. */
  liveReload?: boolean;
  /** The app's first GET retry delay (300 ms by default, doubling): the e2e stack shortens it so fault tests do not wait. */
  apiRetryBaseDelayMs?: number;
  /**
   * webpack's mode for the served app: `development` for `npm start` (source maps, React's development checks); the
   * e2e suite serves a `production` bundle (minified, React's production build) of the same develop configuration,
   * which its browsers run at a fraction of the CPU.
   */
  webpackMode?: 'development' | 'production';
}

export interface DevStack {
  appUrl: string;
  identityEndpoint: string;
  apiUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
}

const portOr = async (port: number | undefined) => port ?? (await freePort());

/** Identity emulator + compatibility proxy, Prism + scenario gateway, and the webpack dev server, all on loopback. */
export const startDevStack = async (options: DevStackOptions = {}): Promise<DevStack> => {
  const log = options.log ?? (() => undefined);
  const dataDir = options.dataDir ?? path.join(ROOT, '.cognito');
  fs.mkdirSync(dataDir, { recursive: true });
  const ports = {
    app: await portOr(options.ports?.app),
    identityProxy: await portOr(options.ports?.identityProxy),
    emulator: await portOr(options.ports?.emulator),
    prism: await portOr(options.ports?.prism),
    gateway: await portOr(options.ports?.gateway),
  };
  const stoppers: (() => Promise<void>)[] = [];
  const children: Child[] = [];
  let stopping = false;
  const stop = async () => {
    stopping = true;
    for (const stopOne of stoppers.reverse()) await stopOne().catch(() => undefined);
  };
  const watch = (child: Child) => {
    children.push(child);
    stoppers.push(child.stop);
    child.process.once('exit', (code) => {
      if (!stopping) options.onChildExit?.(child.name, code);
    });
  };

  try {
    const appUrl = `http://localhost:${ports.app}`;
    // The portal's own dev origin is the only one whose pages may call the identity proxy.
    const identity = await startIdentityStack({
      dataDir,
      emulatorPort: ports.emulator,
      proxyPort: ports.identityProxy,
      log,
      allowedOrigins: [appUrl],
    });
    stoppers.push(identity.stop);
    await seed({ endpoint: identity.endpoint, dataDir, log });
    // A sign-in storm to try against (docs/deploy.md, "Scale"): off unless IDENTITY_RATE_LIMIT sets it, and only
    // after the seed, whose calls would count against it.
    const rateLimits = parseRateLimits(process.env.IDENTITY_RATE_LIMIT);
    if (rateLimits) {
      identity.setRateLimits(rateLimits);
      log(`[identity-proxy] request-rate limit on: ${process.env.IDENTITY_RATE_LIMIT}`);
    }

    watch(
      startChild('prism', process.execPath, ['--require', REQUEST_GUARD, ...prismMockArgs(ports.prism)], {
        cwd: ROOT,
        log,
      }),
    );
    await waitForHttp(`http://127.0.0.1:${ports.prism}/`);

    const gateway = await startApiGateway({
      port: ports.gateway,
      upstream: `http://127.0.0.1:${ports.prism}`,
      contractPath: CONTRACT_PATH,
      log,
    });
    stoppers.push(gateway.stop);

    watch(
      startChild('web', process.execPath, [WEBPACK, 'serve', '--mode', options.webpackMode ?? 'development'], {
        cwd: ROOT,
        log,
        env: {
          ...process.env,
          PORT: String(ports.app),
          PORTAL_ENV: 'develop',
          PORTAL_IDENTITY_ENDPOINT: identity.endpoint,
          PORTAL_API_PROXY_TARGET: gateway.url,
          PORTAL_DEV_LIVE_RELOAD: options.liveReload === false ? '0' : '1',
          ...(options.apiRetryBaseDelayMs ? { PORTAL_RETRY_BASE_DELAY_MS: String(options.apiRetryBaseDelayMs) } : {}),
        },
      }),
    );
    await waitForHttp(`http://127.0.0.1:${ports.app}/signin`, 180000);
    return { appUrl, identityEndpoint: identity.endpoint, apiUrl: gateway.url, dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};
