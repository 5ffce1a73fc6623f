import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_USER_POOL_ID } from '../../src/config/local-identity';
import { startIdentityStack } from './stack';

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

it('keeps the emulator files in a data dir called .cognito (the npm start layout), and stop() ends both servers', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'identity-stack-'));
  const dataDir = path.join(root, '.cognito');
  const onExit = jest.fn();
  const stack = await startIdentityStack({ dataDir, quiet: true, onExit });
  try {
    expect(stack.endpoint).toMatch(/^http:\/\/localhost:\d+$/);
    expect(await answers(`${stack.endpoint}/health`)).toBe(true);
    expect(await answers(`${stack.endpoint}/${LOCAL_USER_POOL_ID}/.well-known/jwks.json`)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'db', `${LOCAL_USER_POOL_ID}.json`))).toBe(true);
    // cognito-local itself answers only with the stack's key (the proxy's), never a page.
    expect(await answers(`${stack.emulatorEndpoint}/health`)).toBe(false);
    expect((await fetch(`${stack.emulatorEndpoint}/health`, { headers: stack.emulatorHeaders })).ok).toBe(true);
    expect(
      (
        await fetch(`${stack.emulatorEndpoint}/health`, {
          headers: { ...stack.emulatorHeaders, origin: 'http://evil.example' },
        })
      ).status,
    ).toBe(403);
  } finally {
    await stack.stop();
  }
  expect(await answers(`${stack.emulatorEndpoint}/health`)).toBe(false);
  expect(await answers(`${stack.endpoint}/health`)).toBe(false);
  expect(onExit).not.toHaveBeenCalled();
  fs.rmSync(root, { recursive: true, force: true });
}, 180_000);
