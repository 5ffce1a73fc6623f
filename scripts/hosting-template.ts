import fs from 'node:fs';
import path from 'node:path';
import { currentEnvironment } from '../src/config/env';
import { distDir } from './lib/build-output';
import { hostingTemplateYaml, prerenderedPages } from './lib/hosting-template';

/**
 * `npm run hosting:template -- [--out=file]` (after `npm run build`, with the same build variables): prints the hosting's
 * CloudFormation template for this build (docs/deploy.md, "Hosting at the edge"): the CSP with the boot script's hash
 * and the build's origins, and the routing function with the build's prerendered pages.
 */
const out = process.argv.find((arg) => arg.startsWith('--out='))?.slice('--out='.length);

if (!fs.existsSync(path.join(distDir, 'index.html'))) {
  console.error('dist/index.html is missing: run `npm run build` first, with the same build variables.');
  process.exitCode = 1;
} else if (currentEnvironment.name === 'develop') {
  console.error('PORTAL_ENV is develop: the hosting is for a staging or production build (docs/deploy.md).');
  process.exitCode = 1;
} else {
  const template = hostingTemplateYaml(currentEnvironment, prerenderedPages(distDir));
  if (out) {
    fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
    fs.writeFileSync(out, template);
    console.log(`Wrote the hosting template for PORTAL_ENV=${currentEnvironment.name} to ${out}.`);
  } else process.stdout.write(template);
}
