import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import type { Compilation, Compiler } from 'webpack';
import { PASSKEY_CONTROL_ATTRIBUTE, PRERENDERED_ATTRIBUTE, SHELL_ATTRIBUTE } from '../../src/lib/page-attributes';
import type { AppShell, Prerendered, PrerenderedRoute } from '../../src/prerender/render';
import type { BootSettings } from '../../src/boot/settings';
import { amplifySrpFolder, SRP_ALIAS } from '../lib/amplify-srp';
import { bootScript } from '../lib/boot-script';

interface RenderModule {
  prerenderedRoutes: readonly PrerenderedRoute[];
  routeChunks: Record<PrerenderedRoute, string>;
  startsAtOnce: readonly PrerenderedRoute[];
  warmUpChunks: Partial<Record<PrerenderedRoute, readonly string[]>>;
  srpWorkers: Partial<Record<PrerenderedRoute, string>>;
  shellChunks: readonly string[];
  signInChunks: readonly string[];
  offlineChunks: readonly string[];
  startChunks: readonly string[];
  tableChunks: readonly string[];
  bootSettings: BootSettings;
  prerender: (name: PrerenderedRoute) => Promise<Prerendered>;
  renderAppShell: () => Promise<AppShell>;
  globalStyleElements: () => string;
}

/** How a prerendered page starts the app (src/boot): what the boot script prefetches, and whether it waits. */
export interface PageScripts {
  /** The boot script's text (scripts/lib/boot-script.ts), written inline. */
  boot: string;
  prefetch: string[];
  /** SRP's worker script on the sign-in page, which its boot script starts at the first touch (src/boot). */
  srpWorker?: string;
  /** The app shell's: what its boot script preloads instead of `prefetch` when the browser is offline. */
  offline?: string[];
  /** A page with the passkey sign-in: the signed-in page's scripts, preloaded by its boot script at a passkey's use. */
  signedIn?: string[];
  startsAtOnce: boolean;
}

/** The entry's deferred script as html-webpack-plugin writes it (minified in production: unquoted attributes). */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="?(\/[^" >]+)"?><\/script>/g;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * One prerendered page from the built index.html: its title, its critical CSS (emotion's <style> elements) at the end
 * of <head>, and its markup in place of the static shell, marked with the route name for src/app/hydrate.ts.
 * Its one script is the boot script (src/boot), inline after the markup, in place of index.html's deferred entry:
 * it starts the entry at the member's first intent. The CSP allows it by its hash (scripts/lib/preview-server.ts).
 * A signed-in page's app shell (`kind: 'shell'`) is marked `data-shell` instead: never hydrated, shown by index.html's
 * CSS only while a session may exist; its boot starts the entry at once (`startsAtOnce`).
 */
export const pageDocument = (
  template: string,
  page: Prerendered | AppShell,
  scripts: PageScripts,
  kind: 'prerendered' | 'shell' = 'prerendered',
) => {
  // html-webpack-plugin minifies in production (`<div id=root>`).
  const root = /<div id="?root"?>[\s\S]*<\/div>(\s*<\/body>)/;
  if (!root.test(template) || !template.includes('</head>'))
    throw new Error('index.html: <div id="root"> as the last element of <body> and </head> are expected');
  const entries = [...template.matchAll(ENTRY_SCRIPT)].map((match) => match[1] ?? '');
  const [entry] = entries;
  if (entries.length !== 1 || !entry)
    throw new Error(`index.html: one deferred entry script is expected, found ${entries.length}`);
  const attributes = [
    `data-entry="${escapeHtml(entry)}"`,
    `data-prefetch="${escapeHtml(scripts.prefetch.join(' '))}"`,
    ...(scripts.srpWorker ? [`data-srp-worker="${escapeHtml(scripts.srpWorker)}"`] : []),
    ...(scripts.offline ? [`data-offline="${escapeHtml(scripts.offline.join(' '))}"`] : []),
    ...(scripts.signedIn?.length ? [`data-signed-in="${escapeHtml(scripts.signedIn.join(' '))}"`] : []),
    ...(scripts.startsAtOnce ? ['data-start="now"'] : []),
  ];
  const boot = `<script ${attributes.join(' ')}>${scripts.boot}</script>`;
  // The app shell starts its entry at once (its boot script does): the entry is preloaded from the top of <head>, in
  // low priority like the script the boot script inserts, so its download starts as the HTML arrives instead of
  // after all of it has been parsed. Every visitor of the shell needs the entry, with a session or without (it sends
  // them to /signin); the shell's other chunks are preloaded by the boot script, only with a session.
  const preloadEntry =
    kind === 'shell' ? `<link rel="preload" as="script" href="${escapeHtml(entry)}" fetchpriority="low">` : '';
  return template
    .replace(/<head>/, () => `<head>${preloadEntry}`)
    .replace(ENTRY_SCRIPT, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${page.styles}</head>`)
    .replace(
      root,
      (_match, end: string) =>
        `<div id="root" ${kind === 'shell' ? SHELL_ATTRIBUTE : PRERENDERED_ATTRIBUTE}="${page.name}">${page.html}</div>${boot}${end}`,
    );
};

/** index.html with the global CSS at the end of <head>. */
export const withGlobalCss = (template: string, styles: string) => {
  if (!template.includes('</head>')) throw new Error('index.html: </head> is expected');
  if (!styles.includes('data-chakra-global')) throw new Error('prerender: the global CSS is not marked for the theme');
  return template.replace('</head>', () => `${styles}</head>`);
};

/**
 * Production builds only: after webpack has written index.html, bundles src/prerender/render.tsx for Node with
 * esbuild (same build variables as the browser bundle), renders each public route with react-dom/server and writes
 * it beside index.html (dist/signin/index.html, dist/500.html…; hosting rule in docs/performance.md), and the app shell
 * of /account (dist/account/index.html).
 */
export const prerenderInto = async (
  outputPath: string,
  options: { entry: string; define: Record<string, string> },
  compilation: Pick<Compilation, 'namedChunkGroups'>,
) => {
  const scriptsOf = (name: string) => {
    const group = compilation.namedChunkGroups.get(name);
    if (!group)
      throw new Error(
        `prerender: the compilation has no chunk group "${name}" (a name of the loading table, src/app/loading-table.ts, and its loader's webpackChunkName differ)`,
      );
    return group
      .getFiles()
      .filter((file) => file.endsWith('.js'))
      .map((file) => `/${file}`);
  };
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-prerender-'));
  try {
    const outfile = path.join(workDir, 'render.cjs');
    await build({
      entryPoints: [options.entry],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      jsx: 'automatic',
      define: { ...options.define, 'process.env.NODE_ENV': '"production"' },
      // Images only appear on signed-in pages, which are not prerendered.
      loader: { '.svg': 'empty', '.png': 'empty', '.webp': 'empty' },
      logLevel: 'error',
      // Amplify's SRP modules by the alias src/identity names them with (tsconfig.json `paths`); the renderer only
      // bundles them, through the pages' loaders, and never runs them.
      alias: { [SRP_ALIAS.replace(/\/$/, '')]: amplifySrpFolder(path.resolve(__dirname, '../..')) },
      resolveExtensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS bundle made just above
    const render = require(outfile) as RenderModule;
    // A throw-away file, not a dependency of the configuration: webpack's persistent cache follows the configuration's
    // requires (require.cache and module.children) to know when to start afresh.
    delete require.cache[outfile];
    module.children = module.children.filter((child) => child.filename !== outfile);
    // The endpoints and the tag manager are in the script's text (src/boot/settings.ts), which the CSP's hash covers:
    // the hash the servers compute from this process's environment must be the one of the pages written here.
    const boot = bootScript(render.bootSettings);
    if (boot !== bootScript())
      throw new Error(
        "prerender: the boot script's settings of this build differ from those of the build variables in this process",
      );
    // Loaded by the app as it starts (the loading table's 'start' chunks): prefetched with each page's own chunk.
    const atStart = render.startChunks.flatMap(scriptsOf);
    // Every chunk of the loading table is one of the compilation (a name there is the loader's webpackChunkName).
    for (const chunk of render.tableChunks) scriptsOf(chunk);
    const template = fs.readFileSync(path.join(outputPath, 'index.html'), 'utf8');
    /**
     * One page beside index.html. Its boot script prefetches the page's chunk group, the persist chunk, then what the
     * page's warm-up asks for.
     */
    const writePage = (
      page: Prerendered | AppShell,
      scripts: {
        chunk: string;
        warmUp?: readonly string[];
        srpWorker?: string;
        offline?: readonly string[];
        signedIn?: readonly string[];
        startsAtOnce: boolean;
      },
      kind: 'prerendered' | 'shell' = 'prerendered',
    ) => {
      const file = path.join(outputPath, page.file);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const prefetch = [
        ...new Set([...scriptsOf(scripts.chunk), ...atStart, ...(scripts.warmUp ?? []).flatMap(scriptsOf)]),
      ];
      const { startsAtOnce } = scripts;
      const offline = scripts.offline && [...new Set(scripts.offline.flatMap(scriptsOf))];
      const [srpWorker, ...more] = scripts.srpWorker ? scriptsOf(scripts.srpWorker) : [];
      if (more.length) throw new Error(`SRP's worker is expected in one file, found ${more.length + 1}`);
      const signedIn =
        scripts.signedIn &&
        [...new Set(scripts.signedIn.flatMap(scriptsOf))].filter((file) => !prefetch.includes(file));
      fs.writeFileSync(
        file,
        pageDocument(template, page, { boot, prefetch, srpWorker, offline, signedIn, startsAtOnce }, kind),
      );
    };
    // A passkey sign-in (src/boot) ends on the service list: its page's chunks, and those of the sign-in's end, are
    // named on the page with the control (less what the page preloads already).
    const signedInChunks = ['account-home', ...render.shellChunks, ...render.signInChunks];
    for (const name of render.prerenderedRoutes) {
      const page = await render.prerender(name);
      writePage(page, {
        chunk: render.routeChunks[name],
        warmUp: render.warmUpChunks[name],
        srpWorker: render.srpWorkers[name],
        signedIn: page.html.includes(PASSKEY_CONTROL_ATTRIBUTE) ? signedInChunks : undefined,
        startsAtOnce: render.startsAtOnce.includes(name),
      });
    }
    // The app shell of /account (src/prerender/render.tsx, renderAppShell): its entry starts at once (the page is the
    // member's data, which only the app reads).
    writePage(
      await render.renderAppShell(),
      { chunk: 'account-home', warmUp: render.shellChunks, offline: render.offlineChunks, startsAtOnce: true },
      'shell',
    );
    // index.html (every page the client renders afresh: the signed-in ones) gets the global CSS the prerendered pages
    // have, so the app adopts it instead of computing it (src/ui/theme.ts `adoptPrebuiltGlobalCss`). Written after the
    // pages, which carry it among their own styles.
    fs.writeFileSync(path.join(outputPath, 'index.html'), withGlobalCss(template, render.globalStyleElements()));
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
};

export class PrerenderPlugin {
  constructor(private readonly options: { entry: string; define: Record<string, string> }) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      const outputPath = compiler.options.output.path;
      if (!outputPath) throw new Error('PrerenderPlugin: output.path is not set');
      await prerenderInto(outputPath, this.options, compilation);
    });
  }
}
