import fs from 'node:fs';
import path from 'node:path';
import { bundleOne } from './bundle-one';

const LOADER = path.resolve(__dirname, 'ark-namespace-loader.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as webpack loads it
const arkNamespaceLoader = require(LOADER) as (this: { context: string }, source: string) => string;

const chakraComponents = path.join(
  path.dirname(require.resolve('@chakra-ui/react/package.json')),
  'dist/esm/components',
);
const RULE_TEST = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/].*\.js$/;

const rewrite = (file: string) =>
  arkNamespaceLoader.call(
    { context: path.dirname(path.join(chakraComponents, file)) },
    fs.readFileSync(path.join(chakraComponents, file), 'utf8'),
  );

/** A production bundle rendering Chakra's field with an input, with or without the loader on Chakra's components. */
const bundleUsingField = (withLoader: boolean) =>
  bundleOne(
    "import { FieldRoot, FieldLabel } from '@chakra-ui/react/field';\nconsole.log(FieldRoot, FieldLabel);\n",
    withLoader ? [{ test: RULE_TEST, loader: LOADER }] : [],
    { react: 'React', 'react-dom': 'ReactDOM', 'react/jsx-runtime': 'ReactJsx' },
  );

describe('ark-namespace-loader', () => {
  it("imports the field's Ark parts as an ES module namespace and keeps its other imports", () => {
    const rewritten = rewrite('field/field.js');
    expect(rewritten).toMatch(
      /import \* as Field from ".*[\\/]@ark-ui[\\/]react[\\/]dist[\\/]components[\\/]field[\\/]field\.js";/,
    );
    expect(rewritten).toContain("import { useFieldContext } from '@ark-ui/react/field';");
    expect(rewritten).not.toMatch(/import \{[^}]*\bField\b[^}]*\} from '@ark-ui/);
  });

  it('the namespace module exports every part the run-time namespace object has', async () => {
    const rewritten = rewrite('field/field.js');
    const file = rewritten.match(/import \* as Field from "([^"]+)"/)?.[1] ?? '';
    const source = fs.readFileSync(file, 'utf8');
    const runTimeKeys = [...(source.match(/__exportAll\(\{([^}]*)\}\)/)?.[1] ?? '').matchAll(/(\w+): \(\) =>/g)].map(
      ([, key]) => key,
    );
    const exportedNames = [...(source.match(/export \{([^}]*)\};/)?.[1] ?? '').matchAll(/as (\w+)/g)].map(
      ([, name]) => name,
    );
    expect(runTimeKeys.length).toBeGreaterThan(5);
    expect(exportedNames).toEqual(expect.arrayContaining(runTimeKeys));
  });

  it('leaves a module without an Ark namespace import unchanged', () => {
    const source = fs.readFileSync(path.join(chakraComponents, 'stack/stack.js'), 'utf8');
    expect(arkNamespaceLoader.call({ context: chakraComponents }, source)).toBe(source);
  });

  it("keeps the parts nobody reads out of the bundle (the field's textarea and its auto-resize)", async () => {
    const [without, withLoader] = await Promise.all([bundleUsingField(false), bundleUsingField(true)]);
    expect(without).toContain('scrollHeight');
    expect(withLoader).not.toContain('scrollHeight');
  }, 120_000);
});
