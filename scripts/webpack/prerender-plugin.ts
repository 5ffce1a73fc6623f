import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import type { Compiler } from 'webpack';
import type { Prerendered, PrerenderedRoute } from '../../src/prerender/render';

interface RenderModule {
  prerenderedRoutes: readonly PrerenderedRoute[];
  prerender: (name: PrerenderedRoute) => Promise<Prerendered>;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * One prerendered page from the built index.html: its title, its critical CSS (emotion's <style> elements) at the end
 * of <head>, and its markup in place of the static shell, marked with the route name for src/prerender/hydrate.ts.
 * The scripts stay what index.html has (external, deferred): nothing inline, so the CSP's script-src holds.
 */
export const pageDocument = (template: string, page: Prerendered) => {
  // html-webpack-plugin minifies in production (`<div id=root>`).
  const root = /<div id="?root"?>[\s\S]*<\/div>(\s*<\/body>)/;
  if (!root.test(template) || !template.includes('</head>')) throw new Error('index.html: <div id="root"> as the last element of <body> and </head> are expected');
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${page.styles}</head>`)
    .replace(root, (_match, end: string) => `<div id="root" data-prerendered="${page.name}">${page.html}</div>${end}`);
};

/**
 * Production builds only: after webpack has written index.html, bundles src/prerender/render.tsx for Node with
 * esbuild (same build variables as the browser bundle), renders each public route with react-dom/server and writes
 * it beside index.html (dist/signin/index.html, dist/500.html…; hosting rule in docs/performance.md).
 */
export const prerenderInto = async (outputPath: string, options: { entry: string; define: Record<string, string> }) => {
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
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS bundle made just above
    const render = require(outfile) as RenderModule;
    const template = fs.readFileSync(path.join(outputPath, 'index.html'), 'utf8');
    for (const name of render.prerenderedRoutes) {
      const page = await render.prerender(name);
      const file = path.join(outputPath, page.file);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, pageDocument(template, page));
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
};

export class PrerenderPlugin {
  constructor(private readonly options: { entry: string; define: Record<string, string> }) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async () => {
      const outputPath = compiler.options.output.path;
      if (!outputPath) throw new Error('PrerenderPlugin: output.path is not set');
      await prerenderInto(outputPath, this.options);
    });
  }
}
