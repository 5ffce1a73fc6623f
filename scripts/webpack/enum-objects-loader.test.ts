import fs from 'node:fs';
import path from 'node:path';
import { bundleOne } from './bundle-one';

const LOADER = path.resolve(__dirname, 'enum-objects-loader.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as webpack loads it
const enumObjectsLoader = require(LOADER) as (source: string) => string;

const amplifyAuth = path.dirname(
  require.resolve('@aws-amplify/auth/package.json', { paths: [path.dirname(require.resolve('aws-amplify'))] }),
);
const ERRORS = path.join(amplifyAuth, 'dist/esm/providers/cognito/types/errors.mjs');
const RULE_TEST = /[\\/]@aws-amplify[\\/]auth[\\/]dist[\\/]esm[\\/]providers[\\/]cognito[\\/]types[\\/]errors\.mjs$/;

/** The module's exports, evaluated: its `export { … }` turned into a returned object. */
const evaluate = (source: string): Record<string, unknown> =>
  new Function(source.replace(/export \{([^}]*)\};/, 'return {$1};'))() as Record<string, unknown>;

/** A production bundle of a module reading one enum member, with or without the loader on Amplify's error names. */
const bundleReadingInitiateAuth = (withLoader: boolean) =>
  bundleOne(
    `import { InitiateAuthException } from ${JSON.stringify(ERRORS)};\nconsole.log(InitiateAuthException.NotAuthorizedException);\n`,
    withLoader ? [{ test: RULE_TEST, loader: LOADER }] : [],
  );

describe('enum-objects-loader', () => {
  it("rewrites every enum of Amplify's Cognito error names to an object with the same members", () => {
    const source = fs.readFileSync(ERRORS, 'utf8');
    const rewritten = enumObjectsLoader(source);
    expect(rewritten).not.toMatch(/\(function \(/);
    const before = evaluate(source);
    expect(Object.keys(before).length).toBeGreaterThan(20);
    expect(evaluate(rewritten)).toEqual(before);
  });

  it('the webpack rule matches the file Amplify resolves to', () => {
    expect(ERRORS).toMatch(RULE_TEST);
  });

  it('throws on an enum of another shape (a numeric enum), so a changed Amplify fails the build', () => {
    const numeric =
      'var Kind;\n(function (Kind) {\n    Kind[Kind["A"] = 0] = "A";\n})(Kind || (Kind = {}));\nexport { Kind };\n';
    expect(() => enumObjectsLoader(numeric)).toThrow(/unknown shape/);
  });

  it('keeps the enums nobody reads out of the bundle', async () => {
    const [without, withLoader] = await Promise.all([
      bundleReadingInitiateAuth(false),
      bundleReadingInitiateAuth(true),
    ]);
    // A member only the identity-pool enums have (the names themselves are minified away).
    expect(without).toContain('ExternalServiceException');
    expect(withLoader).not.toContain('ExternalServiceException');
    expect(withLoader).toContain('NotAuthorizedException');
  }, 60_000);
});
