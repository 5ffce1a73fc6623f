import fs from 'node:fs';
import path from 'node:path';
import { currentEnvironment } from '../src/config/env';
import { distDir } from './lib/build-output';
import { cspDirectivesFor, inlineScriptsIn, startPreview } from './lib/preview-server';

/**
 * `npm run preview`: serves the production build (dist/) compressed, with the SPA fallback and the security headers a
 * real deployment should send. Build first with the same PORTAL_ENV (the CSP's connect-src follows it).
 * `--check`: only verifies that dist/index.html and the prerendered pages have no inline script the CSP would refuse (the
 * one allowed is the prerendered pages' boot script, by its hash: it must be the one the current source builds) and exits.
 * Port: PORT or --port=<n> (default 4173; 0 picks a free one).
 */
const main = async () => {
  const args = process.argv.slice(2);
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    console.error('dist/index.html is missing: run `npm run build` first.');
    return 1;
  }
  // index.html and every page prerendered at build time (dist/signin/index.html, dist/500.html…).
  const pages = (fs.readdirSync(distDir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.html'))
    .sort();
  for (const page of pages) {
    const inline = inlineScriptsIn(fs.readFileSync(path.join(distDir, page), 'utf8'));
    if (inline.length) {
      console.error(
        `dist/${page} has inline script the Content-Security-Policy would refuse:\n  ${inline.join('\n  ')}`,
      );
      return 1;
    }
  }
  if (args.includes('--check')) {
    console.log(
      `${pages.map((page) => `dist/${page}`).join(', ')}: no inline script but the boot script (allowed by its hash); CSP for PORTAL_ENV=${currentEnvironment.name}:`,
    );
    console.log(JSON.stringify(cspDirectivesFor(currentEnvironment), null, 2));
    return 0;
  }
  const portArgument = args.find((arg) => arg.startsWith('--port='))?.slice('--port='.length);
  const port = Number(portArgument ?? process.env.PORT ?? 4173);
  const preview = await startPreview({ root: distDir, environment: currentEnvironment, port });
  console.log(
    `Production preview of dist/ (environment ${currentEnvironment.name}) at ${preview.url}/signin — Ctrl-C stops it.`,
  );
  const stop = () => void preview.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return undefined;
};

main().then(
  (code) => {
    if (code !== undefined) process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
