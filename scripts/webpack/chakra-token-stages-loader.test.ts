import fs from 'node:fs';
import path from 'node:path';
import { mergeConfigs, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import { themeConfig } from '../../src/ui/theme-config';
import { compileModule } from '../lib/node-module';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as webpack loads it
const { inStages, STAGES } = require('./chakra-token-stages-loader.js') as {
  inStages: (source: string) => string;
  STAGES: number[];
};

const chakraFolder = path.dirname(require.resolve('@chakra-ui/react/package.json'));
// The browser build's file (the loader's target) and the CommonJS twin jest and Node run: the same code.
const esmFile = path.join(chakraFolder, 'dist/esm/styled-system/token-dictionary.js');
const cjsFile = path.join(chakraFolder, 'dist/cjs/styled-system/token-dictionary.cjs');

type Dictionary = SystemContext['tokens'];
type CreateTokenDictionary = ((options: object) => Dictionary) & {
  inStages?: (options: object) => { dictionary: Dictionary; stages: (() => void)[] };
};

/** Chakra's createTokenDictionary from its own file, compiled in its own folder as written or through the loader. */
const tokenDictionaryModule = (patch: boolean) => {
  const source = fs.readFileSync(cjsFile, 'utf8');
  return compileModule(cjsFile, patch ? inStages(source) : source);
};
const createTokenDictionaryFrom = (patch: boolean) =>
  (tokenDictionaryModule(patch).exports as { createTokenDictionary: CreateTokenDictionary }).createTokenDictionary;

const options = () => {
  const { theme = {}, cssVarsPrefix } = mergeConfigs(themeConfig) as SystemConfig;
  return {
    breakpoints: theme.breakpoints,
    tokens: theme.tokens,
    semanticTokens: theme.semanticTokens,
    prefix: cssVarsPrefix,
  };
};

/** What a system reads of a dictionary: every token as built, its variables and its palettes. */
const contents = (dictionary: Dictionary) => ({
  tokens: dictionary.allTokens.map(({ name, value, extensions }) => [name, value, extensions.condition]),
  cssVars: [...dictionary.cssVarMap.entries()].map(([condition, vars]) => [condition, [...vars.entries()]]),
  palettes: [...dictionary.colorPaletteMap.keys()],
  flat: [...dictionary.flatMap.entries()],
});

describe('chakra-token-stages-loader', () => {
  it("rewrites Chakra's own file (browser build) and its CommonJS twin the same way", () => {
    for (const file of [esmFile, cjsFile]) {
      const staged = inStages(fs.readFileSync(file, 'utf8'));
      expect(staged).toContain('createTokenDictionary.inStages = tokenDictionaryInStages;');
      expect(staged.match(/ {4}\(\) => \{\n/g)).toHaveLength(STAGES.length);
      expect(staged).not.toMatch(/\n {2}build\(\);\n/);
    }
  });

  it('leaves the build to its stages, in order, each once: the same dictionary as in one call, which runs them all', () => {
    const published = createTokenDictionaryFrom(false);
    const staged = createTokenDictionaryFrom(true);
    expect(published.inStages).toBeUndefined();
    const { dictionary, stages } = staged.inStages!(options());
    expect(stages).toHaveLength(3);
    expect(dictionary.allTokens).toHaveLength(0);
    const sizes = stages.map((stage) => {
      stage();
      return dictionary.allTokens.length;
    });
    // The tokens are registered in the first; the conditional ones join in the second.
    expect(sizes[0]).toBeGreaterThan(400);
    expect(sizes[1]).toBeGreaterThanOrEqual(sizes[0]!);
    expect(contents(dictionary)).toEqual(contents(published(options())));
    expect(contents(staged(options()))).toEqual(contents(published(options())));
  });

  it('stops the build when Chakra no longer reads as expected (an upgrade)', () => {
    const source = fs.readFileSync(esmFile, 'utf8');
    expect(() => inStages(source.replace('  build();\n  return dictionary;', '  return dictionary;'))).toThrow(
      /no longer builds its dictionary as expected/,
    );
    expect(() => inStages(source.replace('    setupViews();\n  }', '  }'))).toThrow(/no longer builds/);
    expect(() => inStages(source.replace('function createTokenDictionary(options)', 'function make(options)'))).toThrow(
      /no longer builds/,
    );
  });
});
