import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { webAppManifestTexts } from '../../src/i18n/web-app-manifest';
import { PAGES_MARKER, type PrecachedPage } from '../../src/service-worker/navigation';

/** The service worker's file: at the root, so its scope is the whole portal. */
export const SERVICE_WORKER_FILE = 'sw.js';
export const WEB_APP_MANIFEST_FILE = 'manifest.webmanifest';
export const THEME_COLOR = '#1d4ed8';

const ICONS_DIR = path.resolve(__dirname, '../../src/assets/app-icons');
const ICON_SIZES = [192, 512];

/** The web app manifest (Chromium's installability needs name, icons of 192 and 512, start_url, display). */
export const webAppManifest = () => ({
  id: '/account',
  lang: 'ja',
  name: webAppManifestTexts.ja.name,
  short_name: webAppManifestTexts.ja.shortName,
  description: webAppManifestTexts.ja.description,
  start_url: '/account',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: '#ffffff',
  icons: ICON_SIZES.map((size) => ({
    src: `/icons/icon-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    // The card sits inside the maskable safe zone: one image serves both purposes.
    purpose: 'any maskable',
  })),
});

/** Writes manifest.webmanifest and its icons into the build, as webpack assets (so they are precached too). */
class WebAppManifestPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('WebAppManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'WebAppManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            WEB_APP_MANIFEST_FILE,
            new webpack.sources.RawSource(JSON.stringify(webAppManifest(), null, 2)),
          );
          for (const size of ICON_SIZES) {
            const file = path.join(ICONS_DIR, `icon-${size}.png`);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(`icons/icon-${size}.png`, new webpack.sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

const htmlPagesIn = (outputPath: string) =>
  (fs.readdirSync(outputPath, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();

/** The HTML pages of a finished build with the hash of each one's text, as the service worker precaches them. */
export const precachedPages = (outputPath: string): PrecachedPage[] =>
  htmlPagesIn(outputPath).map((file) => ({
    url: `/${file}`,
    revision: crypto
      .createHash('sha256')
      .update(fs.readFileSync(path.join(outputPath, file)))
      .digest('hex')
      .slice(0, 16),
  }));

/**
 * The HTML pages are written after webpack's assets (the prerenderer runs after emit and rewrites index.html), so the
 * service worker's list of them is filled in last, into the emitted file: a page whose text changed changes sw.js,
 * and browsers install the new version. Fails the build when the marker is not there exactly once.
 */
class PrecachePagesPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.afterEmit.tap('PrecachePagesPlugin', () => {
      const outputPath = compiler.options.output.path;
      if (!outputPath) throw new Error('PrecachePagesPlugin: output.path is not set');
      const file = path.join(outputPath, SERVICE_WORKER_FILE);
      const source = fs.readFileSync(file, 'utf8');
      const marker = new RegExp(`(["'\`])${PAGES_MARKER}\\1`, 'g');
      const found = source.match(marker)?.length ?? 0;
      if (found !== 1) throw new Error(`${SERVICE_WORKER_FILE}: ${found} markers of the page list, expected one`);
      const list = JSON.stringify(JSON.stringify(precachedPages(outputPath)));
      fs.writeFileSync(
        file,
        source.replace(marker, () => list),
      );
    });
  }
}

/**
 * The installable portal (production builds only): the manifest and icons, the service worker compiled by Workbox
 * with the build's hashed files, then the HTML pages added once they are written. Must come after the prerenderer in
 * the plugin list (afterEmit runs its taps in order).
 */
export const pwaPlugins = () => [
  new WebAppManifestPlugin(),
  new InjectManifest({
    swSrc: path.resolve(__dirname, '../../src/service-worker/sw.ts'),
    swDest: SERVICE_WORKER_FILE,
    // HTML is added by PrecachePagesPlugin (webpack's index.html is rewritten after emit); hashed names need no revision.
    exclude: [/\.html$/, /\.LICENSE\.txt$/, /\.map$/],
    dontCacheBustURLsMatching: /^assets\/.+\.[0-9a-f]{8}\.\w+$/,
  }),
  new PrecachePagesPlugin(),
];
