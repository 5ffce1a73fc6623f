import fs from 'node:fs';
import path from 'node:path';
import { computeBudget, formatBudget, type BuildStats } from './lib/budget';
import { buildStatsFile, distDir } from './lib/build-output';

/**
 * `npm run budget` (after `npm run build`): the performance budget over the production build, computed from webpack's
 * chunk graph (.tmp/webpack-stats.json, written by the build) and the files in dist/. Prints every figure; exits 1 when
 * a line is over its limit.
 */
const main = () => {
  if (!fs.existsSync(buildStatsFile) || !fs.existsSync(path.join(distDir, 'index.html'))) {
    console.error(
      `No production build found (${path.relative(process.cwd(), buildStatsFile)}, dist/index.html): run \`npm run build\` first.`,
    );
    return 1;
  }
  const stats = JSON.parse(fs.readFileSync(buildStatsFile, 'utf8')) as BuildStats;
  if (stats.outputPath && path.resolve(stats.outputPath) !== distDir) {
    console.error(`The stats describe a build in ${stats.outputPath}, not ${distDir}: run \`npm run build\` again.`);
    return 1;
  }
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const read = (file: string) => {
    const full = path.join(distDir, file);
    return fs.existsSync(full) ? fs.readFileSync(full) : undefined;
  };
  const report = computeBudget(stats, html, read);
  console.log(
    `Performance budget (gzip level 9, 1 KiB = 1024 bytes), build for PORTAL_ENV=${stats.portalEnv ?? '?'}:\n`,
  );
  console.log(formatBudget(report));
  console.log(
    '\n"lazy:" lines count what a route adds beyond index.html and the API client (the router loads the client before any\n' +
      'signed-in page; its own line is "on demand (not a route): api"). "whole app JS" counts every file once.',
  );
  if (report.failures.length) {
    console.error(`\nBudget FAILED:\n${report.failures.map((failure) => `  - ${failure}`).join('\n')}`);
    return 1;
  }
  console.log('\nBudget met.');
  return 0;
};

process.exitCode = main();
