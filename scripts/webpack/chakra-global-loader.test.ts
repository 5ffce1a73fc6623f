import fs from 'node:fs';
import path from 'node:path';
import { compileModule } from '../lib/node-module';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as webpack loads it
const { lazyGlobal } = require('./chakra-global-loader.js') as { lazyGlobal: (source: string) => string };

const chakraFolder = path.dirname(require.resolve('@chakra-ui/react/package.json'));
// The browser build's file (the loader's target) and the CommonJS twin jest and Node run: the same code.
const esmFile = path.join(chakraFolder, 'dist/esm/styled-system/system.js');
const cjsFile = path.join(chakraFolder, 'dist/cjs/styled-system/system.cjs');

interface System {
  _global: unknown;
}
type CreateSystem = (...configs: object[]) => System;

/** Chakra's createSystem from its own file, compiled in its own folder as written or through the loader. */
const createSystemFrom = (patch: boolean): CreateSystem => {
  const source = fs.readFileSync(cjsFile, 'utf8');
  return (compileModule(cjsFile, patch ? lazyGlobal(source) : source).exports as { createSystem: CreateSystem })
    .createSystem;
};

/** A system whose global CSS calls a utility of its own: the calls say when Chakra computed the global CSS. */
const countingConfig = () => {
  const calls = { count: 0 };
  const config = {
    utilities: {
      portalMark: {
        transform: (value: string) => {
          calls.count += 1;
          return { color: value };
        },
      },
    },
    globalCss: { body: { portalMark: 'red' } },
  };
  return { calls, config };
};

describe('chakra-global-loader', () => {
  it("rewrites Chakra's own file (browser build) and its CommonJS twin the same way", () => {
    for (const file of [esmFile, cjsFile]) {
      const patched = lazyGlobal(fs.readFileSync(file, 'utf8'));
      expect(patched).not.toContain('const _global = [');
      expect(patched).toContain('get _global()');
      expect(patched).toContain('set _global(value)');
    }
  });

  it('makes createSystem compute the global CSS only when it is read, with the same result', () => {
    const lazy = countingConfig();
    const system = createSystemFrom(true)(lazy.config);
    expect(lazy.calls.count).toBe(0);
    const computed = system._global;
    expect(lazy.calls.count).toBe(1);
    expect(system._global).toBe(computed);
    expect(lazy.calls.count).toBe(1);

    const eager = countingConfig();
    const original = createSystemFrom(false)(eager.config);
    // Chakra as published computes it inside createSystem.
    expect(eager.calls.count).toBe(1);
    expect(computed).toEqual(original._global);
  });

  it('lets the theme replace it, and then never computes it', () => {
    const { calls, config } = countingConfig();
    const system = createSystemFrom(true)(config);
    const prebuilt = { name: 'abc', styles: '' };
    system._global = prebuilt;
    expect(system._global).toBe(prebuilt);
    expect(calls.count).toBe(0);
  });

  it('stops the build when Chakra no longer reads as expected (an upgrade)', () => {
    const source = fs.readFileSync(esmFile, 'utf8');
    expect(() => lazyGlobal(source.replace('getTokenCss()];', 'getTokenCss(), extra()];'))).toThrow(
      /no longer computes `_global` as expected/,
    );
    expect(() => lazyGlobal(source.replace(/\n\s*_global,\n/, '\n'))).toThrow(/no longer computes/);
  });
});
