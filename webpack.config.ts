import fs from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { buildStatsFile, distDir } from './scripts/lib/build-output';
import { buildConfiguration } from './scripts/lib/build-config';
import { AmplifySrpPlugin } from './scripts/webpack/amplify-srp-plugin';
import { PrerenderPlugin } from './scripts/webpack/prerender-plugin';
import { pwaPlugins } from './scripts/webpack/pwa-plugins';

/** Writes the assets, chunks and chunk groups of a production build (what scripts/check-budget.ts reads). */
class BuildStatsPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.done.tap('BuildStatsPlugin', (stats) => {
      // Only the build that gets hosted (`npm run bench` builds elsewhere with local endpoints).
      if (compiler.options.output.path !== distDir) return;
      const json = stats.toJson({
        all: false,
        hash: true,
        outputPath: true,
        chunks: true,
        chunkRelations: true,
        ids: true,
        entrypoints: true,
        chunkGroups: true,
        errors: true,
      });
      fs.mkdirSync(path.dirname(buildStatsFile), { recursive: true });
      fs.writeFileSync(buildStatsFile, JSON.stringify({ ...json, portalEnv: process.env.PORTAL_ENV || 'develop' }));
    });
  }
}

/**
 * The form kit of the sign-in page (react-final-form + yup, the shared fields, alerts and buttons), loaded with the
 * entry: /signin needs all of it before its form works, so the first load downloads the same bytes, and every other
 * form route then finds it in the files index.html already loaded instead of downloading it as a shared async chunk.
 * A module of this list that /signin stops using makes every first load larger: keep it to what src/features/signin
 * imports (directly or through these files). The packages are entry modules (run as main.js starts: small); the
 * portal's own modules of the kit, which bring Chakra's components along, are one of the entry's steps
 * (src/signin-form-kit.ts, started by src/main.tsx in a task of its own).
 */
const signinFormKit = ['yup', 'final-form', 'react-final-form'];

/** A split-chunks test: a module that one of `names` holds and none of `except` (loader chunks, before splitting). */
const inChunk =
  (names: string[], except: string[] = []) =>
  (module: webpack.Module, { chunkGraph }: { chunkGraph: webpack.ChunkGraph }) => {
    const held = [...chunkGraph.getModuleChunksIterable(module)].flatMap((chunk) => (chunk.name ? [chunk.name] : []));
    return held.some((name) => names.includes(name)) && !held.some((name) => except.includes(name));
  };

/** The loader chunks of a signed-in page's start: the API client, the guards, the service list, the session, the menu. */
const SIGNED_IN_CHUNKS = [
  'on-demand-api',
  'on-demand-guards',
  'account-home',
  'on-demand-session',
  'on-demand-persist',
  'on-demand-member-menu',
  'on-demand-service-frame',
];

/**
 * Prerendering (production only): the public pages written as HTML beside index.html, rendered with the
 * same build variables as the browser bundle. Kept apart from the rest of the configuration on purpose.
 */
const prerenderPlugins = (define: Record<string, string>) => [
  new PrerenderPlugin({ entry: path.resolve(__dirname, 'src/prerender/render.tsx'), define }),
];

export default (
  _env: unknown,
  argv: { mode?: string },
): webpack.Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode === 'production';
  const apiTarget = process.env.PORTAL_API_PROXY_TARGET ?? 'http://127.0.0.1:4011';

  // ---- Deployment configuration (docs/deploy.md): every value from build-time variables, checked before building.
  // The bundle gets only the resolved object (PORTAL_BUILD_CONFIG) and the environment's name (process.env.PORTAL_ENV,
  // so develop-only code such as the scenario switcher folds away); a refused configuration throws with every problem.
  let portal: ReturnType<typeof buildConfiguration>;
  try {
    portal = buildConfiguration(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  console.log(portal.banner);
  const portalDefinitions = {
    PORTAL_BUILD_CONFIG: JSON.stringify(portal.environment),
    'process.env.PORTAL_ENV': JSON.stringify(portal.environment.name),
    // The one answer to "is this a local build" (src/config/local-build.d.ts): local-only code folds away elsewhere.
    PORTAL_LOCAL_BUILD: JSON.stringify(portal.environment.name === 'develop'),
    // Local builds only (src/api/base.ts): the e2e stack's dev server shortens the GET retry backoff with it.
    'process.env.PORTAL_RETRY_BASE_DELAY_MS': JSON.stringify(
      portal.environment.name === 'develop' ? (process.env.PORTAL_RETRY_BASE_DELAY_MS ?? '') : '',
    ),
  };
  // ---- end of deployment configuration
  return {
    mode: production ? 'production' : 'development',
    // Modules and minified chunks kept in node_modules/.cache/webpack: a build after another (CI's production build,
    // then the e2e stack's and the production e2e's, which differ only in their variables) redoes only what changed.
    // The configuration and the project's loaders and plugins are its build dependencies: a change there starts afresh.
    cache: {
      type: 'filesystem',
      buildDependencies: { config: [__filename], loaders: [path.resolve(__dirname, 'scripts/webpack') + path.sep] },
    },
    entry: { main: [...signinFormKit, './src/main.tsx'] },
    output: {
      path: distDir,
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // React Router's own production build (its package exports only the one with development warnings on).
      alias: production
        ? {
            'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
            'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
          }
        : {},
    },
    module: {
      rules: [
        { test: /\.tsx?$/, loader: 'ts-loader', exclude: /node_modules/, options: { transpileOnly: true } },
        { test: /\.(svg|png|webp)$/, type: 'asset/resource' },
        // Chakra's theme and anatomy definitions are pure: annotated so unused recipes and anatomies stay out (see the
        // loader).
        {
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](theme[\\/].*|anatomy)\.js$/,
          loader: path.resolve(__dirname, 'scripts/webpack/pure-define-loader.js'),
        },
        // Chakra's global CSS computed only when read, so the theme can take the build's from the page's HTML instead
        // (src/ui/theme.ts `adoptPrebuiltGlobalCss`), and createSystem in two stages the entry runs in steps of their
        // own (src/ui/theme-tokens.ts). Each fails the build when Chakra's file changed.
        {
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
          use: ['chakra-global-loader.js', 'chakra-system-stages-loader.js'].map((loader) =>
            path.resolve(__dirname, 'scripts/webpack', loader),
          ),
        },
        // Chakra's token dictionary, built in stages the entry runs in steps of their own (src/ui/theme-tokens.ts); the
        // build fails when Chakra's file changed.
        {
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/,
          loader: path.resolve(__dirname, 'scripts/webpack/chakra-token-stages-loader.js'),
        },
        // Chakra's utility without the property types only its typegen reads, and one object for the colour properties'
        // values instead of a copy each: a quarter less of createSystem's time in the theme step (see the loader).
        {
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](preset-base|styled-system[\\/]utility)\.js$/,
          loader: path.resolve(__dirname, 'scripts/webpack/chakra-utility-loader.js'),
        },
        // Ark's components as ES module namespaces, so the parts Chakra's wrappers never read stay out (see the loader).
        {
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/].*\.js$/,
          loader: path.resolve(__dirname, 'scripts/webpack/ark-namespace-loader.js'),
        },
        // Amplify's Cognito error-name enums as plain objects, so the unused ones stay out (see the loader).
        {
          test: /[\\/]@aws-amplify[\\/]auth[\\/]dist[\\/]esm[\\/]providers[\\/]cognito[\\/]types[\\/]errors\.mjs$/,
          loader: path.resolve(__dirname, 'scripts/webpack/enum-objects-loader.js'),
        },
        // redux-persist's modules have no side effects but its package does not say so: without this, its index keeps
        // persistStore in the entry although only the on-demand-persist chunk (src/app/persistor.ts) uses it.
        { test: /[\\/]node_modules[\\/]redux-persist[\\/]/, sideEffects: false },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(portalDefinitions),
      // SRP's math of Amplify's sign-in in a Web Worker, on native BigInt (src/identity/srp; fails the build when
      // Amplify's modules it replaces moved).
      new AmplifySrpPlugin(__dirname),
      new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
      ...(production && !process.env.WEBPACK_SERVE ? [new BuildStatsPlugin()] : []),
      // Not under the dev server (the e2e stack serves a production-mode bundle with it): it serves the app's
      // index.html for every route, as in development; the prerendered pages are the build's (e2e/prerender.spec.ts).
      ...(production && !process.env.WEBPACK_SERVE ? prerenderPlugins(portalDefinitions) : []),
      // The manifest and the service worker (after the prerenderer: the worker precaches the pages it writes). Not under
      // the dev server, whose pages a cached copy would outlive.
      ...(production && !process.env.WEBPACK_SERVE ? pwaPlugins() : []),
    ],
    optimization: {
      // Lazy routes share src/ui pieces, identity calls and libraries (forms, date-fns, Chakra parts). webpack's default
      // (split only shared parts of 20 kB or more) copies everything smaller into every route chunk that uses it; a
      // lower threshold moves them into shared chunks instead, so each is downloaded once. 1000 since the catalogue's
      // screen groups (src/i18n/screens, 0.5 to 3.3 KB) and the service list's frame: at 2000 the whole app was 340.8
      // KiB gzip (limit 340), at 1000 339.4 with /signin 199.1 (limit 200); 3000 made it 347.5.
      // Not the SRP worker's chunk (src/identity/srp/srp-worker.ts): it loads as one file, since every further file it
      // needed would be one more round trip before its first answer (and more bytes in all than its copy of them).
      splitChunks: {
        minSize: 1000,
        chunks: (chunk) => !chunk.canBeInitial() && chunk.name !== 'on-demand-srp',
        cacheGroups: {
          // Fewer files per page: the preview server and nginx speak HTTP/1.1, six connections per origin, and on a
          // slow link each wave of requests is a round trip. A library is not split from the code that uses it
          // (webpack's vendors group is off: redux-persist beside src/store/persistor.ts, Amplify beside src/identity),
          // the Chakra components two or more lazy chunks use are one chunk, not one each, and the service list after
          // a sign-in is six files (its page, the two groups below, Chakra's parts, the member menu, the session).
          defaultVendors: false,
          chakraParts: {
            test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]/,
            name: 'chakra-parts',
            minChunks: 2,
            minSize: 0,
            priority: 5,
            reuseExistingChunk: true,
          },
          // What every signed-in page needs before its own code: RTK Query with the portal's client, and the route
          // guards with the steps' reads they run. One file, which the loaders of both load (webpack names no group
          // after a chunk it did not start, so the loaders' own chunks are left empty and dropped).
          signedInCore: {
            test: inChunk(['on-demand-api', 'on-demand-guards']),
            name: 'signed-in-core',
            minSize: 0,
            priority: 10,
          },
          // What the service list's page shares with other chunks (dates, the countdown, the services' hand-off, the
          // list's frame): one file beside the page's own, not one for each.
          serviceListParts: {
            test: inChunk(['account-home']),
            name: 'service-list-parts',
            minChunks: 2,
            minSize: 0,
            priority: 1,
          },
          // The sign-in page's files, as few as its code allows: what the page shares with other chunks (the address
          // and password rules, the auth calls, the SRP pairs) is one file, and what the sign-in's on-demand chunks
          // share (Amplify's common parts, the code steps' forms and words) another, not one file for each small module.
          // A module the signed-in page's chunks use too stays out, so a reload of a signed-in page downloads none of
          // the sign-in's code; the page's own chunk group keeps what it held (its size line in the budget). A module of
          // both goes to the page's file, the group of higher priority.
          signinParts: {
            test: inChunk(['signin'], SIGNED_IN_CHUNKS),
            name: 'signin-parts',
            minChunks: 2,
            minSize: 0,
            priority: 0,
          },
          signinStepsParts: {
            test: inChunk(
              ['on-demand-identity', 'on-demand-passkey-signin', 'on-demand-passkey-support', 'on-demand-signin-steps'],
              SIGNED_IN_CHUNKS,
            ),
            name: 'signin-steps-parts',
            minChunks: 2,
            minSize: 0,
            priority: -1,
          },
        },
      },
    },
    performance: { hints: false },
    devServer: {
      port: Number(process.env.PORT ?? 8080),
      host: '127.0.0.1',
      // Only Host: localhost (and IP literals, which webpack-dev-server always lets through): no DNS rebinding.
      allowedHosts: ['localhost'],
      // disableDotRule: /500.html is a route of the app (spec section 2), not a file.
      historyApiFallback: { disableDotRule: true },
      hot: false,
      // Off in CI and for the e2e stack (local-stack/dev-stack.ts): a reload in the middle of a test ends its page.
      liveReload: !process.env.CI && process.env.PORTAL_DEV_LIVE_RELOAD !== '0',
      client: { overlay: false },
      // Content-hashed files as production serves them (`public, max-age=31536000, immutable`, docs/hosting.md): a page's
      // next load takes the code from the browser's cache, with the code V8 compiled from it, as a member's does.
      devMiddleware: { cacheImmutable: true },
      proxy: [{ context: ['/api'], target: apiTarget }],
    },
  };
};
