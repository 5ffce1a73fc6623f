import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, killGroup, stopChild } from '../processes';
import { ensurePoolFiles } from './pool';
import { EMULATOR_KEY_HEADER } from './emulator';
import { startProxy } from './proxy';
import type { RateLimits } from './rate-limit';

/**
 * cognito-local as a child process plus the compatibility proxy in this process. cognito-local keeps its files in
 * `.cognito/` under its working directory, so it runs where `.cognito` is the data dir: the data dir's parent when
 * the data dir is called `.cognito` (npm start), otherwise a folder inside it holding a `.cognito -> ..` link (tests).
 */

export interface IdentityStackOptions {
  dataDir: string;
  /** 0 or absent: a free port. */
  emulatorPort?: number;
  /** 0 or absent: a free port. */
  proxyPort?: number;
  /** Drop the emulator's and the proxy's output (codes stay readable with readLatestCode). */
  quiet?: boolean;
  /** Where output goes when not quiet; console.log by default. */
  log?: (line: string) => void;
  /** Called when cognito-local exits by itself (not through stop()): the stack is then broken. */
  onExit?: (code: number | null) => void;
  /** The origins whose pages may call the proxy (CORS), e.g. the portal's dev origin; none when absent. */
  allowedOrigins?: readonly string[];
}

export interface IdentityStack {
  /** The proxy, what Amplify's `userPoolEndpoint` and the SDK's `endpoint` point to. */
  endpoint: string;
  /** cognito-local itself: it answers only the proxy (a per-start key; no browser request), see ../request-guard.cjs. */
  emulatorEndpoint: string;
  /** What a call straight to cognito-local must carry (its per-start key): for this process's own tools and tests. */
  emulatorHeaders: Record<string, string>;
  dataDir: string;
  /** The proxy's request-rate limit per quota category from now on (./rate-limit.ts); off as the stack starts. */
  setRateLimits(limits: RateLimits | undefined): void;
  stop(): Promise<void>;
}

const START_SCRIPT = require.resolve('cognito-local/lib/bin/start.js');
/** Makes cognito-local's saves of its pool files atomic and ordered (see the file). */
const ATOMIC_WRITES = path.join(__dirname, 'emulator-atomic-writes.cjs');
/** Makes cognito-local answer only the proxy: loopback Host, a key per start, no browser request (see the file). */
const GUARD = path.join(__dirname, '..', 'request-guard.cjs');

const emulatorWorkingDir = (dataDir: string) => {
  if (path.basename(dataDir) === '.cognito') return path.dirname(dataDir);
  const home = path.join(dataDir, '.emulator-home');
  fs.mkdirSync(home, { recursive: true });
  if (!fs.existsSync(path.join(home, '.cognito'))) fs.symlinkSync('..', path.join(home, '.cognito'));
  return home;
};

// eslint-disable-next-line no-control-regex
const stripAnsi = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

const waitForHealth = async (
  url: string,
  key: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 30000,
) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`cognito-local exited (${child.exitCode}) before it was ready:\n${output()}`);
    const healthy = await fetch(url, { headers: { [EMULATOR_KEY_HEADER]: key } }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`cognito-local did not answer ${url} within ${timeoutMs} ms:\n${output()}`);
};

export const startIdentityStack = async (options: IdentityStackOptions): Promise<IdentityStack> => {
  const dataDir = path.resolve(options.dataDir);
  const log = options.quiet ? () => undefined : (options.log ?? ((line: string) => console.log(line)));
  fs.mkdirSync(dataDir, { recursive: true });
  ensurePoolFiles(dataDir);

  const emulatorPort = options.emulatorPort || (await freePort());
  // Only the proxy may reach cognito-local: it refuses every request without this key, and any from a web page.
  const emulatorKey = crypto.randomBytes(32).toString('hex');
  const child = spawn(process.execPath, ['--require', ATOMIC_WRITES, '--require', GUARD, START_SCRIPT], {
    cwd: emulatorWorkingDir(dataDir),
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(emulatorPort),
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
      LOCAL_STACK_GUARD_KEY: emulatorKey,
    },
    // Its own process group, so that stopping it also stops anything it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const recent: string[] = [];
  const forward = (chunk: Buffer) => {
    const text = stripAnsi(chunk.toString());
    recent.push(text);
    if (recent.length > 50) recent.shift();
    // Its warnings with stack traces for refused calls are expected (the proxy words them as Cognito): left out.
    const records = text
      .split(/(?=^\[\d+\] [A-Z]+: )/m)
      .filter((record) => !/^\[\d+\] WARN: .*Error handling target/.test(record));
    for (const line of records
      .join('')
      .split('\n')
      .filter((entry) => entry.trim()))
      log(`[cognito-local] ${line}`);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  // A parent that dies without stop() must not leave the emulator holding its port.
  const killOnExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', killOnExit);
  let stopping = false;
  child.once('exit', (code) => {
    if (!stopping) options.onExit?.(code);
  });

  const emulatorEndpoint = `http://127.0.0.1:${emulatorPort}`;
  try {
    await waitForHealth(`${emulatorEndpoint}/health`, emulatorKey, child, () => recent.join(''));
    const proxy = await startProxy({
      port: options.proxyPort || 0,
      emulatorUrl: emulatorEndpoint,
      emulatorKey,
      dataDir,
      log,
      allowedOrigins: options.allowedOrigins,
    });
    return {
      endpoint: `http://localhost:${proxy.port}`,
      emulatorEndpoint,
      emulatorHeaders: { [EMULATOR_KEY_HEADER]: emulatorKey },
      dataDir,
      setRateLimits: (limits) => proxy.setRateLimits(limits),
      stop: async () => {
        stopping = true;
        await proxy.close();
        await stopChild(child);
        process.removeListener('exit', killOnExit);
      },
    };
  } catch (error) {
    stopping = true;
    await stopChild(child);
    process.removeListener('exit', killOnExit);
    throw error;
  }
};
