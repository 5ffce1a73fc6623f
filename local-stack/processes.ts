import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** Process helpers of the local stack: children in their own process group, free ports, waiting for HTTP. */

/** The API contract, and node's arguments for a Prism mock of it on 127.0.0.1:port (every stack and test starts it so). */
export const CONTRACT_PATH = path.resolve(__dirname, '../openapi/core-api.yaml');
export const prismMockArgs = (port: number) => [
  path.resolve(__dirname, '../node_modules/@stoplight/prism-cli/dist/index.js'),
  'mock',
  '-h',
  '127.0.0.1',
  '-p',
  String(port),
  '--errors',
  CONTRACT_PATH,
];

export interface Child {
  name: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/** Signals the child's whole process group (it was started detached), or the child alone if that fails. */
export const killGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
};

/** SIGTERM to the group, SIGKILL after 5 s; resolves when the child has exited. */
export const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    killGroup(child, 'SIGTERM');
  });

/** Starts a child in its own process group so that stopping it also stops whatever it started. */
export const startChild = (
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions & { log?: (line: string) => void } = {},
): Child => {
  const { log, ...spawnOptions } = options;
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], ...spawnOptions });
  const forward = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .forEach((line) => log?.(`[${name}] ${line}`));
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  return { name, process: child, stop: () => stopChild(child) };
};

/** A free loopback port (asks the OS for one). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

/** Polls a URL until it answers (any HTTP status counts), or fails after the timeout. */
export const waitForHttp = async (url: string, timeoutMs = 60000, init?: RequestInit) => {
  const started = Date.now();
  let lastError: unknown;
  while (Date.now() - started < timeoutMs) {
    try {
      await fetch(url, init);
      return;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${String(lastError)}`);
};
