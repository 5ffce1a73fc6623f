import fs from 'node:fs';
import path from 'node:path';
import { bundleOne } from './bundle-one';

const LOADER = path.resolve(__dirname, 'pure-define-loader.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as webpack loads it
const pureDefineLoader = require(LOADER) as (source: string) => string;

const chakraEsm = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm');

/** A production bundle of one module that uses the card's anatomy, with or without the loader on Chakra's anatomy. */
const bundleUsingCardAnatomy = (withLoader: boolean) =>
  bundleOne(
    "import { cardAnatomy } from '@chakra-ui/react/anatomy';\nconsole.log(cardAnatomy.keys());\n",
    withLoader ? [{ test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$/, loader: LOADER }] : [],
  );

describe('pure-define-loader', () => {
  it("marks every definition of Chakra's anatomy module pure, and changes nothing else", () => {
    const source = fs.readFileSync(path.join(chakraEsm, 'anatomy.js'), 'utf8');
    const marked = pureDefineLoader(source);
    const definitions = source.match(/=\s*(createAnatomy|[A-Za-z]+Anatomy\$1\.extendWith)\(/g) ?? [];
    expect(definitions.length).toBeGreaterThan(30);
    expect(marked.match(/\/\*#__PURE__\*\/ /g)).toHaveLength(definitions.length);
    expect(marked.replaceAll('/*#__PURE__*/ ', '')).toBe(source);
  });

  it('marks the theme modules’ recipe definitions', () => {
    const source = fs.readFileSync(path.join(chakraEsm, 'theme/recipes/button.js'), 'utf8');
    expect(pureDefineLoader(source)).toContain('= /*#__PURE__*/ defineRecipe(');
  });

  it('keeps the anatomies of components the app does not use out of the bundle', async () => {
    // The color picker's parts (its zag anatomy: "eyeDropperTrigger") and the card's ("description").
    const without = await bundleUsingCardAnatomy(false);
    expect(without).toContain('eyeDropperTrigger');
    const withLoader = await bundleUsingCardAnatomy(true);
    expect(withLoader).not.toContain('eyeDropperTrigger');
    expect(withLoader).toContain('"card"');
    expect(withLoader.length).toBeLessThan(without.length / 2);
  }, 60_000);
});
