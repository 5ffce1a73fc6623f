import fs from 'node:fs';
import path from 'node:path';
import { mergeConfigs, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import { themeConfig } from '../../src/ui/theme-config';
import { compileModule, nodeModuleCache } from '../lib/node-module';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as webpack loads it
const { inStages } = require('./chakra-system-stages-loader.js') as { inStages: (source: string) => string };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- likewise
const tokenLoader = require('./chakra-token-stages-loader.js') as { inStages: (source: string) => string };

const chakraFolder = path.dirname(require.resolve('@chakra-ui/react/package.json'));
// The browser build's file (the loader's target) and the CommonJS twin jest and Node run: the same code.
const esmFile = path.join(chakraFolder, 'dist/esm/styled-system/system.js');
const cjsFile = path.join(chakraFolder, 'dist/cjs/styled-system/system.cjs');

interface Prepared {
  config: SystemConfig;
  tokens: SystemContext['tokens'];
  stages: (() => void)[];
}
type CreateSystem = ((...configs: SystemConfig[]) => SystemContext) & {
  prepare?: (config: SystemConfig) => Prepared;
  from?: (prepared: Prepared) => SystemContext;
};

/** Chakra's createSystem from its own file, compiled in its own folder as written or through the loader. */
const createSystemFrom = (patch: boolean): CreateSystem => {
  const source = fs.readFileSync(cjsFile, 'utf8');
  return (compileModule(cjsFile, patch ? inStages(source) : source).exports as { createSystem: CreateSystem })
    .createSystem;
};

/** What a page reads of a system: token values and variables, a style's CSS, the global CSS. */
const sample = (system: SystemContext) => ({
  token: system.token('colors.blue.600'),
  variable: system.token.var('spacing.4'),
  style: system.css({
    color: 'fg.error',
    padding: { base: '4', md: '6' },
    _focusVisible: { outlineColor: 'blue.600' },
  }),
  global: system._global,
  dictionary: system.tokens.allTokens.length,
});

describe('chakra-system-stages-loader', () => {
  it("rewrites Chakra's own file (browser build) and its CommonJS twin the same way", () => {
    for (const file of [esmFile, cjsFile]) {
      const staged = inStages(fs.readFileSync(file, 'utf8'));
      expect(staged).toContain('createSystem.prepare = prepareSystem;');
      expect(staged).toContain('createSystem.from = createSystemFrom;');
      expect(staged).toContain('const tokens = prepared.tokens;');
    }
  });

  it('builds the token dictionary in the first stage, and the second takes it: the same system as in one call', () => {
    const published = createSystemFrom(false);
    const staged = createSystemFrom(true);
    expect(published.prepare).toBeUndefined();
    const prepared = staged.prepare!(mergeConfigs(themeConfig));
    expect(prepared.tokens.allTokens.length).toBeGreaterThan(400);
    const system = staged.from!(prepared);
    expect(system.tokens).toBe(prepared.tokens);
    expect(sample(system)).toEqual(sample(published(themeConfig)));
    // The one call runs both stages.
    expect(sample(staged(themeConfig))).toEqual(sample(published(themeConfig)));
  });

  it('with the dictionary in stages too (chakra-token-stages-loader), leaves its build to the caller; the second stage runs what is left', () => {
    const published = createSystemFrom(false);
    const tokenFile = path.join(chakraFolder, 'dist/cjs/styled-system/token-dictionary.cjs');
    const before = nodeModuleCache[tokenFile];
    // system.cjs's require of the dictionary gets the loader's version.
    nodeModuleCache[tokenFile] = compileModule(tokenFile, tokenLoader.inStages(fs.readFileSync(tokenFile, 'utf8')));
    try {
      const staged = createSystemFrom(true);
      const prepared = staged.prepare!(mergeConfigs(themeConfig));
      expect(prepared.tokens.allTokens).toHaveLength(0);
      expect(prepared.stages).toHaveLength(3);
      prepared.stages.shift()!();
      const registered = prepared.tokens.allTokens.length;
      expect(registered).toBeGreaterThan(400);
      const system = staged.from!(prepared);
      expect(prepared.stages).toEqual([]);
      expect(system.tokens).toBe(prepared.tokens);
      expect(sample(system)).toEqual(sample(published(themeConfig)));
      expect(sample(staged(themeConfig))).toEqual(sample(published(themeConfig)));
    } finally {
      if (before) nodeModuleCache[tokenFile] = before;
      else delete nodeModuleCache[tokenFile];
    }
  });

  it('stops the build when Chakra no longer reads as expected (an upgrade)', () => {
    const source = fs.readFileSync(esmFile, 'utf8');
    expect(() => inStages(source.replace('prefix: cssVarsPrefix', 'prefix: cssVarsPrefix,\n    extra: true'))).toThrow(
      /no longer starts `createSystem` as expected/,
    );
    expect(() => inStages(source.replace('const config = mergeConfigs(...configs);', ''))).toThrow(/no longer starts/);
  });
});
