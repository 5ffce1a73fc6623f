import path from 'node:path';
import webpack from 'webpack';
import { amplifySrpFolder, SRP_ALIAS, SRP_REPLACEMENTS } from '../lib/amplify-srp';

/**
 * SRP's big-number math of Amplify's sign-in, replaced at build time by the portal's own modules (src/identity/srp,
 * docs/performance.md "SRP's math"), which keep Amplify's own AuthenticationHelper and flow:
 * - `getAuthenticationHelper`: takes the `a`/`A` pair a Web Worker computed while the member typed, once;
 * - `calculate/calculateS`: asks the same worker for `S` between the two identity calls;
 * - `BigInteger/BigInteger`: jsbn replaced by native BigInt (the worker's math; smaller and faster on the main thread).
 * Each falls back to Amplify's own computation when the worker is not there. The replaced modules' paths are
 * Amplify's internals: the build stops when one of them is missing or was never replaced (an Amplify upgrade that moved
 * them), instead of silently shipping Amplify's math.
 */

export class AmplifySrpPlugin {
  private readonly folder: string;
  /** Amplify auth's ESM folder: relative requests from its modules are compared by the file they name. */
  private readonly amplifyEsm: string;
  private readonly replacements: Map<string, string>;

  constructor(root: string) {
    this.folder = amplifySrpFolder(root);
    this.amplifyEsm = path.resolve(this.folder, '..', '..', '..', '..');
    this.replacements = new Map(
      Object.entries(SRP_REPLACEMENTS).map(([name, file]) => [
        path.join(this.folder, `${name}.mjs`),
        path.resolve(root, file),
      ]),
    );
  }

  /** The file a request resolves to, by the alias or relative to the importing folder; undefined for any other. */
  private target(request: string, context: string): string | undefined {
    if (request.startsWith(SRP_ALIAS)) return path.join(this.folder, `${request.slice(SRP_ALIAS.length)}.mjs`);
    if (request.startsWith('.') && context.startsWith(this.amplifyEsm)) return path.resolve(context, request);
    return undefined;
  }

  apply(compiler: webpack.Compiler) {
    const replaced = new Set<string>();
    compiler.hooks.normalModuleFactory.tap('AmplifySrpPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('AmplifySrpPlugin', (data) => {
        const target = this.target(data.request, data.context);
        if (!target) return;
        const replacement = this.replacements.get(target);
        // A replacement reaches Amplify's own module (its fallback) by the alias; everything else gets the portal's.
        if (replacement && data.contextInfo.issuer !== replacement) {
          replaced.add(target);
          data.request = replacement;
        } else if (data.request.startsWith(SRP_ALIAS)) {
          data.request = target;
        }
      });
    });
    compiler.hooks.afterCompile.tap('AmplifySrpPlugin', (compilation) => {
      if (compilation.compiler !== compiler) return;
      // Only a build that contains Amplify's sign-in (every build of the app; not a child compilation).
      const usesAmplify = [...compilation.modules].some((module) =>
        (module.nameForCondition() ?? '').includes(`${path.sep}@aws-amplify${path.sep}auth${path.sep}`),
      );
      const never = [...this.replacements.keys()].filter((target) => !replaced.has(target));
      if (usesAmplify && never.length)
        compilation.errors.push(
          new webpack.WebpackError(
            `AmplifySrpPlugin: nothing imported ${never.join(', ')}: Amplify no longer reaches its SRP math through ` +
              'these modules (an upgrade?), so the portal would ship its own math unused. Update SRP_REPLACEMENTS.',
          ),
        );
    });
  }
}
