import fs from 'node:fs';
import { currentEnvironment } from '../src/config/env';
import { nginxServerBlock } from './lib/nginx-config';

/**
 * `npm run hosting:config -- [--root=/srv/member-portal] [--listen=80] [--server-name=_] [--out=file]`: prints the nginx
 * `server` block for the build made with the same build variables (docs/deploy.md): the preview server's headers,
 * caching, SPA fallback and gzip. Configuration comes from the environment, as for `npm run build`.
 */
const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

const block = nginxServerBlock(currentEnvironment, {
  root: option('root', '/srv/member-portal'),
  listen: option('listen', '80'),
  serverName: option('server-name', '_'),
});
const out = option('out', '');
if (out) {
  fs.writeFileSync(out, block);
  console.log(`Wrote the nginx server block for PORTAL_ENV=${currentEnvironment.name} to ${out}.`);
} else {
  process.stdout.write(block);
}
