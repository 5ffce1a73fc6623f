import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createSystem, defaultConfig } from '@chakra-ui/react';
import { keyframes as chakraKeyframes, layerStyles as chakraLayerStyles } from '@chakra-ui/react/theme';
import { system } from './theme';
import { unusedPalettes, usedKeyframes, usedLayerStyles } from './theme-config';

// The theme ships only the recipes the portal uses (see theme.ts). A Chakra component whose recipe is missing renders
// unstyled without any warning, so this test reads every import from '@chakra-ui/react' in src/, follows each
// component into Chakra's own sources and fails when a recipe it asks for (useRecipe / createSlotRecipeContext
// `key: "..."`) is not in the system.

const srcRoot = path.resolve(__dirname, '..');
const chakraEsm = path.dirname(require.resolve('@chakra-ui/react/package.json')) + '/dist/esm';

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !full.includes(`${path.sep}test${path.sep}`)
      ? [full]
      : [];
  });

/** Names imported (as values) from '@chakra-ui/react' anywhere in the app. */
const importedChakraNames = (): Map<string, string[]> => {
  const names = new Map<string, string[]>();
  const importPattern = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]@chakra-ui\/react['"]/g;
  for (const file of sourceFiles(srcRoot)) {
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      if (match[1]) continue;
      for (const specifier of (match[2] ?? '').split(',')) {
        const trimmed = specifier.trim();
        if (!trimmed || trimmed.startsWith('type ')) continue;
        const name = trimmed.split(/\s+as\s+/)[0] ?? trimmed;
        names.set(name, [...(names.get(name) ?? []), path.relative(srcRoot, file)]);
      }
    }
  }
  return names;
};

/** Chakra's index: exported name → the module that defines it. */
const chakraExports = (): Map<string, string> => {
  const index = readFileSync(path.join(chakraEsm, 'index.js'), 'utf8');
  const exports = new Map<string, string>();
  const namespaces = new Map<string, string>();
  for (const match of index.matchAll(/import \* as (\S+) from '(\.[^']+)'/g))
    namespaces.set(match[1] ?? '', match[2] ?? '');
  for (const match of index.matchAll(/export \{([^}]*)\}(?: from '([^']+)')?/g)) {
    for (const specifier of (match[1] ?? '').split(',')) {
      const [local = '', exported = local] = specifier.trim().split(/\s+as\s+/);
      const from = match[2] ?? namespaces.get(local);
      if (from?.startsWith('.')) exports.set(exported.trim(), path.join(chakraEsm, from));
    }
  }
  return exports;
};

/** Recipe keys a Chakra module (and the Chakra component modules it imports) asks the system for. */
const recipeKeysOf = (file: string, seen = new Set<string>()): Set<string> => {
  const keys = new Set<string>();
  if (seen.has(file)) return keys;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const match of code.matchAll(/key: "([A-Za-z]+)"/g)) keys.add(match[1] ?? '');
  for (const match of code.matchAll(/from '(\.[^']+)'/g)) {
    const next = path.resolve(path.dirname(file), match[1] ?? '');
    if (!next.includes(`${path.sep}components${path.sep}`)) continue;
    for (const key of recipeKeysOf(next, seen)) keys.add(key);
  }
  return keys;
};

describe('lean Chakra system', () => {
  it('has the recipe of every Chakra component the app imports', () => {
    const exports = chakraExports();
    const known = { ...defaultConfig.theme?.recipes, ...defaultConfig.theme?.slotRecipes };
    const missing: string[] = [];
    for (const [name, files] of importedChakraNames()) {
      const module = exports.get(name);
      if (!module) continue;
      for (const key of recipeKeysOf(module)) {
        if (key in known && !system.isRecipe(key) && !system.isSlotRecipe(key)) {
          missing.push(`${key} (for ${name} in ${files[0] ?? '?'}): add it to src/ui/theme.ts`);
        }
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('sees the components the app is known to use', () => {
    const names = importedChakraNames();
    expect(names.has('Button')).toBe(true);
    expect(chakraExports().get('Button')).toMatch(/components[/\\]button/);
    expect(recipeKeysOf(chakraExports().get('Checkbox') ?? '')).toEqual(new Set(['checkbox', 'checkmark']));
  });

  it("sets headings and body in index.html's font stack, the one the prerendered page is first painted in", () => {
    const html = readFileSync(path.join(srcRoot, 'index.html'), 'utf8');
    const firstPaint = /body\s*\{[^}]*font-family:\s*([^;]+);/.exec(html)?.[1];
    const fonts = system._config.theme?.tokens?.fonts as Record<string, { value: string }> | undefined;
    expect(firstPaint).toBeDefined();
    expect(fonts?.heading?.value).toBe(firstPaint);
    expect(fonts?.body?.value).toBe(firstPaint);
  });

  it('styles exactly as createSystem(defaultConfig, ...) did for everything it keeps', () => {
    const custom = system._config;
    const full = createSystem(defaultConfig, {
      theme: { semanticTokens: custom.theme?.semanticTokens, tokens: { fonts: custom.theme?.tokens?.fonts } },
      globalCss: custom.globalCss,
    });
    // Every token variable but the unused palettes' (theme.ts), with Chakra's value.
    // getTokenCss() is a style object: selectors (root, dark mode…) holding `--chakra-*` properties.
    const variables = (css: unknown, where = ''): [string, unknown][] =>
      Object.entries(css as Record<string, unknown>).flatMap(([key, value]) =>
        value && typeof value === 'object' ? variables(value, `${where}${key} `) : [[`${where}${key}`, value]],
      );
    const dropped = new RegExp(` --chakra-colors-(${unusedPalettes.join('|')})-`);
    const fullVariables = new Map(variables(full.getTokenCss()));
    expect(new Map(variables(system.getTokenCss()))).toEqual(
      new Map([...fullVariables].filter(([name]) => !dropped.test(name))),
    );
    expect(fullVariables.size - variables(system.getTokenCss()).length).toBeGreaterThan(40);
    // The global CSS differs only by the keyframes left out: every @keyframes rule kept is Chakra's own.
    const splitKeyframes = (css: unknown) => {
      const frames: Record<string, unknown> = {};
      const strip = (node: unknown): unknown =>
        node && typeof node === 'object'
          ? Object.fromEntries(
              Object.entries(node)
                .filter(([key, value]) => !(key.startsWith('@keyframes') && (frames[key] = value)))
                .map(([key, value]) => [key, strip(value)]),
            )
          : node;
      return { rest: strip(css), frames };
    };
    const kept = splitKeyframes(system.getGlobalCss());
    const chakra = splitKeyframes(full.getGlobalCss());
    expect(kept.rest).toEqual(chakra.rest);
    expect(Object.keys(kept.frames).sort()).toEqual(
      Object.keys(usedKeyframes)
        .map((name) => `@keyframes ${name}`)
        .sort(),
    );
    for (const [name, frames] of Object.entries(kept.frames)) expect(frames).toEqual(chakra.frames[name]);
    expect(system.getPreflightCss()).toEqual(full.getPreflightCss());
    // No animation styles are kept (nothing uses them), so the `animationStyle` prop is the one property less.
    expect([...system.properties]).toEqual([...full.properties].filter((property) => property !== 'animationStyle'));
    for (const key of Object.keys(custom.theme?.recipes ?? {}))
      expect(system.getRecipe(key)).toEqual(full.getRecipe(key));
    for (const key of Object.keys(custom.theme?.slotRecipes ?? {}))
      expect(system.getSlotRecipe(key)).toEqual(full.getSlotRecipe(key));
    expect(system.token('colors.fg.error')).toBe(full.token('colors.fg.error'));
  });

  it('leaves out only colour palettes that nothing refers to: no kept token, recipe or global style, nothing in src/', () => {
    // What the system itself keeps: any value naming a dropped palette's token would resolve to nothing.
    expect(JSON.stringify(system._config)).not.toMatch(new RegExp(`\\{colors\\.(${unusedPalettes.join('|')})\\.`));
    const usesInSrc = sourceFiles(srcRoot)
      .filter((file) => !file.endsWith(`${path.sep}theme.ts`))
      .flatMap((file) =>
        [
          ...readFileSync(file, 'utf8').matchAll(
            /colorPalette[=:]\s*\{?\s*['"]([a-z]+)['"]|['"]([a-z]+)\.\d{2,3}['"]|\{colors\.([a-z]+)\./g,
          ),
        ]
          .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
          .filter((name) => (unusedPalettes as readonly string[]).includes(name))
          .map((name) => `${path.relative(srcRoot, file)}: ${name}`),
      );
    expect(usesInSrc).toEqual([]);
    // What the app does use is still there.
    for (const token of [
      'colors.red.700',
      'colors.orange.500',
      'colors.green.700',
      'colors.blue.600',
      'colors.gray.700',
    ])
      expect(system.token(token)).toMatch(/^#/);
    expect(system.token('colors.teal.500')).toBeUndefined();
  });

  it('keeps, as Chakra defines them, the keyframes and layer styles that the kept recipes and src/ use', () => {
    for (const [name, frames] of Object.entries(usedKeyframes))
      expect(frames).toEqual(chakraKeyframes[name as keyof typeof chakraKeyframes]);
    expect(usedLayerStyles.disabled).toEqual(chakraLayerStyles.disabled);
    const kept = [
      ...Object.keys(system._config.theme?.recipes ?? {}),
      ...Object.keys(system._config.theme?.slotRecipes ?? {}),
    ];
    const recipeSources = kept.map((key) =>
      readFileSync(
        path.join(chakraEsm, 'theme/recipes', `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.js`),
        'utf8',
      ),
    );
    const appSources = sourceFiles(srcRoot).map((file) => readFileSync(file, 'utf8'));
    const wanted = (pattern: RegExp) =>
      new Set(
        [...recipeSources, ...appSources].flatMap((code) => [...code.matchAll(pattern)].map((match) => match[1] ?? '')),
      );
    for (const name of wanted(/animation(?:Name)?: ["']([a-z-]+)/g))
      if (name !== 'none') expect(Object.keys(usedKeyframes)).toContain(name);
    for (const name of wanted(/["']((?:fade|slide|scale|spin|pulse|bounce|ping)(?:-[a-z-]+)?)["']/g))
      expect(Object.keys(usedKeyframes)).toContain(name);
    for (const name of wanted(/layerStyle: ["']([a-zA-Z.]+)/g)) expect(Object.keys(usedLayerStyles)).toContain(name);
    expect(wanted(/animationStyle[=:] ?["'{]([a-z-]+)/g).size).toBe(0);
    expect(wanted(/animation: ["']([a-z-]+)/g)).toContain('spin');
    expect(wanted(/layerStyle: ["']([a-zA-Z.]+)/g)).toContain('disabled');
  });
});
