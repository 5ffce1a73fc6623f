import path from 'node:path';
import type webpack from 'webpack';
import { amplifySrpFolder, SRP_REPLACEMENTS } from '../lib/amplify-srp';
import { AmplifySrpPlugin } from './amplify-srp-plugin';

const root = path.resolve(__dirname, '..', '..');
const folder = amplifySrpFolder(root);
const portal = (name: string) => path.resolve(root, SRP_REPLACEMENTS[name] ?? '');

interface ResolveData {
  request: string;
  context: string;
  contextInfo: { issuer: string };
}

/** The plugin on a stand-in compiler: its two hooks, called as webpack calls them. */
const applied = () => {
  let beforeResolve: (data: ResolveData) => void = () => undefined;
  let afterCompile: (compilation: unknown) => void = () => undefined;
  const compiler = {
    hooks: {
      normalModuleFactory: {
        tap: (_: string, use: (factory: unknown) => void) =>
          use({
            hooks: { beforeResolve: { tap: (__: string, hook: typeof beforeResolve) => (beforeResolve = hook) } },
          }),
      },
      afterCompile: { tap: (_: string, hook: typeof afterCompile) => (afterCompile = hook) },
    },
  };
  new AmplifySrpPlugin(root).apply(compiler as unknown as webpack.Compiler);
  const resolve = (request: string, context: string, issuer = '') => {
    const data = { request, context, contextInfo: { issuer } };
    beforeResolve(data);
    return data.request;
  };
  const compile = (files: string[]) => {
    const errors: Error[] = [];
    afterCompile({ compiler, errors, modules: files.map((file) => ({ nameForCondition: () => file })) });
    return errors.map((error) => error.message);
  };
  return { resolve, compile };
};

describe('AmplifySrpPlugin', () => {
  it("gives Amplify's modules the portal's SRP modules, by the file their relative request names", () => {
    const { resolve } = applied();
    const client = path.resolve(folder, '..', '..', '..', '..', 'client', 'flows', 'shared');
    expect(resolve('../../../providers/cognito/utils/srp/getAuthenticationHelper.mjs', client)).toBe(
      portal('getAuthenticationHelper'),
    );
    expect(resolve('../calculate/calculateS.mjs', path.join(folder, 'AuthenticationHelper'))).toBe(
      portal('calculate/calculateS'),
    );
    expect(resolve('./BigInteger/BigInteger.mjs', folder)).toBe(portal('BigInteger/BigInteger'));
    // Anything else is left alone.
    expect(resolve('./getPaddedHex.mjs', folder)).toBe('./getPaddedHex.mjs');
    expect(resolve('./calculateS.mjs', path.join(root, 'src'))).toBe('./calculateS.mjs');
  });

  it("resolves the portal's alias to Amplify's file, and to Amplify's own one only from that module's replacement", () => {
    const { resolve } = applied();
    const src = path.join(root, 'src', 'identity', 'srp');
    expect(resolve('amplify-auth-srp/constants', src)).toBe(path.join(folder, 'constants.mjs'));
    expect(resolve('amplify-auth-srp/BigInteger/BigInteger', src, portal('getAuthenticationHelper'))).toBe(
      portal('BigInteger/BigInteger'),
    );
    expect(resolve('amplify-auth-srp/calculate/calculateS', src, portal('calculate/calculateS'))).toBe(
      path.join(folder, 'calculate', 'calculateS.mjs'),
    );
  });

  it("fails a build that contains Amplify's auth but never imported a replaced module (Amplify moved its math)", () => {
    const { resolve, compile } = applied();
    const amplifyModule = path.join(folder, 'AuthenticationHelper', 'AuthenticationHelper.mjs');
    expect(compile([amplifyModule])).toEqual([expect.stringContaining('nothing imported')]);
    resolve('./srp/getAuthenticationHelper.mjs', path.dirname(folder));
    resolve('../calculate/calculateS.mjs', path.join(folder, 'AuthenticationHelper'));
    const [error] = compile([amplifyModule]);
    expect(error).toContain('BigInteger.mjs');
    expect(error).not.toContain('getAuthenticationHelper.mjs');
    resolve('./BigInteger/BigInteger.mjs', folder);
    expect(compile([amplifyModule])).toEqual([]);
    // A build without Amplify's auth (none of the app's) is not concerned.
    expect(applied().compile([path.join(root, 'src', 'main.tsx')])).toEqual([]);
  });
});
