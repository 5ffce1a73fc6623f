import fs from 'node:fs';
import path from 'node:path';
import { compileModule, nodeModuleCache } from '../lib/node-module';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as webpack loads it
const loader = require('./chakra-utility-loader.js') as {
  withoutTypes: (source: string) => string;
  sharedColorValues: (source: string) => string;
};

const chakraFolder = path.dirname(require.resolve('@chakra-ui/react/package.json'));
// The browser build's files (the loader's targets) and the CommonJS twins jest and Node run: the same code.
const files = {
  utility: ['dist/esm/styled-system/utility.js', 'dist/cjs/styled-system/utility.cjs'],
  presetBase: ['dist/esm/preset-base.js', 'dist/cjs/preset-base.cjs'],
} as const;
const read = (file: string) => fs.readFileSync(path.join(chakraFolder, file), 'utf8');

interface System {
  css: (...styles: object[]) => object;
  utility: { getTypes: () => Map<string, string[]> };
}
type CreateSystem = (...configs: object[]) => System;

/**
 * Chakra's createSystem and base preset compiled in their own folder, with its utility and preset as published or
 * through the loader (Node's own module cache is given the patched files while they load, then restored).
 */
const chakraFrom = (patch: boolean) => {
  const compile = (file: string, source: string) => compileModule(path.join(chakraFolder, file), source);
  const utilitySource = read(files.utility[1]);
  const utilityFile = path.join(chakraFolder, files.utility[1]);
  const saved = nodeModuleCache[utilityFile];
  nodeModuleCache[utilityFile] = compile(files.utility[1], patch ? loader.withoutTypes(utilitySource) : utilitySource);
  try {
    const system = compile('dist/cjs/styled-system/system.cjs', read('dist/cjs/styled-system/system.cjs')).exports as {
      createSystem: CreateSystem;
    };
    const presetSource = read(files.presetBase[1]);
    const preset = compile(files.presetBase[1], patch ? loader.sharedColorValues(presetSource) : presetSource)
      .exports as { defaultBaseConfig: object };
    return { createSystem: system.createSystem, defaultBaseConfig: preset.defaultBaseConfig };
  } finally {
    if (saved === undefined) delete nodeModuleCache[utilityFile];
    else nodeModuleCache[utilityFile] = saved;
  }
};

const theme = {
  theme: {
    tokens: {
      colors: { brand: { value: '#0a58ca' }, gray: { 500: { value: '#71717a' }, 700: { value: '#3f3f46' } } },
      spacing: { 4: { value: '1rem' } },
    },
    semanticTokens: { colors: { fg: { muted: { value: '{colors.gray.700}' } } } },
  },
};

/** Styles through the colour properties (each with its own values before), other token properties and plain values. */
const styles = [
  { bg: 'brand', color: 'fg.muted', borderColor: 'gray.500', padding: '4' },
  { backgroundColor: 'gray.700', fill: 'brand', stroke: 'currentBg', outlineColor: 'fg.muted' },
  { bg: 'currentBg', color: 'red', caretColor: 'gray.500', _hover: { bg: 'gray.700' }, margin: '4' },
  { textDecorationColor: 'brand', accentColor: 'fg.muted', boxShadowColor: 'gray.500', '--custom': 'brand' },
];

describe('chakra-utility-loader', () => {
  it("rewrites Chakra's own files (browser build) and their CommonJS twins the same way", () => {
    for (const file of files.utility) {
      const patched = loader.withoutTypes(read(file));
      expect(patched).not.toContain('assignPropertyType(property, config);');
      expect(patched).not.toContain('assignPropertyTypes();');
    }
    for (const file of files.presetBase) {
      const patched = loader.sharedColorValues(read(file));
      expect(patched).toContain('theme === colorValuesFrom');
      expect(patched).not.toContain('const colorValues = (theme) => ({');
    }
  });

  it('styles every property as Chakra as published does', () => {
    const original = chakraFrom(false);
    const patched = chakraFrom(true);
    const published = original.createSystem(original.defaultBaseConfig, theme);
    const system = patched.createSystem(patched.defaultBaseConfig, theme);
    for (const style of styles) expect(system.css(style)).toEqual(published.css(style));
    expect(system.css({ bg: 'brand' })).toEqual({
      background: 'var(--chakra-colors-brand)',
      '--bg-currentcolor': 'var(--chakra-colors-brand)',
    });
  });

  it('gives the colour properties one object of values per token set instead of a copy each', () => {
    type Values = (theme: (category: string) => object) => object;
    const valuesOf = (config: object, property: 'background' | 'color') =>
      (config as { utilities: Record<'background' | 'color', { values: Values }> }).utilities[property].values;
    const tokens = (category: string) => ({ [`${category}.a`]: 'a' });
    const other = (category: string) => ({ [`${category}.b`]: 'b' });
    const { defaultBaseConfig } = chakraFrom(true);
    const shared = valuesOf(defaultBaseConfig, 'background')(tokens);
    expect(shared).toEqual({ 'colors.a': 'a', currentBg: expect.anything() });
    expect(valuesOf(defaultBaseConfig, 'color')(tokens)).toBe(shared);
    expect(valuesOf(defaultBaseConfig, 'color')(other)).toEqual({ 'colors.b': 'b', currentBg: expect.anything() });
    const published = chakraFrom(false).defaultBaseConfig;
    expect(valuesOf(published, 'color')(tokens)).not.toBe(valuesOf(published, 'background')(tokens));
  });

  it('leaves out only the property types Chakra’s typegen reads', () => {
    const original = chakraFrom(false);
    const patched = chakraFrom(true);
    const published = original.createSystem(original.defaultBaseConfig, theme).utility.getTypes();
    const types = patched.createSystem(patched.defaultBaseConfig, theme).utility.getTypes();
    expect(published.get('background')).toEqual(['Tokens["colors"]', '"currentBg"']);
    expect(published.size).toBeGreaterThan(100);
    // What is left is what createSystem adds itself (the keyframe names), which the page never reads either.
    expect([...types.keys()]).toEqual(['animationName']);
  });

  it('stops the build when Chakra no longer reads as expected (an upgrade)', () => {
    const utility = read(files.utility[0]);
    expect(() => loader.withoutTypes(utility.replace('    assignPropertyTypes();\n', ''))).toThrow(
      /no longer computes the property types/,
    );
    const preset = read(files.presetBase[0]);
    expect(() => loader.sharedColorValues(preset.replace('currentBg: currentBgVar\n});', 'currentBg: x\n});'))).toThrow(
      /no longer defines `colorValues`/,
    );
  });
});
