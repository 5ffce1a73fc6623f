import fs from 'node:fs';
import path from 'node:path';
import { buildStatsFile, distDir } from './lib/build-output';
import { findLeaks } from './lib/bundle-check';

/**
 * `npm run bundle:check` (CI, after the production build): greps dist/ for what a deployed bundle must not carry —
 * localhost URLs, develop values (local pool/client ids, develop domain), the demo password, the scenario switcher,
 * React Router's development warnings.
 */
const main = () => {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    console.error('dist/index.html is missing: run `npm run build` first (with PORTAL_ENV=staging or production).');
    return 1;
  }
  const stats = fs.existsSync(buildStatsFile)
    ? (JSON.parse(fs.readFileSync(buildStatsFile, 'utf8')) as { portalEnv?: string })
    : {};
  if (stats.portalEnv !== 'staging' && stats.portalEnv !== 'production') {
    console.error(
      `dist/ is a ${stats.portalEnv ?? 'unknown'} build: bundle:check checks staging and production builds only.`,
    );
    return 1;
  }
  const leaks = findLeaks(distDir);
  for (const leak of leaks) console.error(`${leak.file}: ${leak.what}: …${leak.excerpt}…`);
  if (leaks.length) {
    console.error(`The ${stats.portalEnv} bundle carries ${leaks.length} develop or local value(s).`);
    return 1;
  }
  console.log(
    `The ${stats.portalEnv} bundle in dist/ has no localhost URL, develop value, demo password, scenario switcher or React Router development warning.`,
  );
  return 0;
};

process.exitCode = main();
