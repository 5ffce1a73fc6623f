// The registry this project installs from serves only the Linux builds of unrs-resolver's native bindings (jest 30
// needs it), so `npm install` leaves the other platforms' optional bindings out of package-lock.json and `npm ci`
// then refuses the lock as out of sync. This adds each missing optional binding as a platform-restricted entry
// that npm skips on this platform, so `npm ci` accepts the lock. Run after `npm install` changes the lock.
import fs from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'));

const platformOf = (name) => {
  const [, os, cpu] =
    name.match(
      /binding-(android|darwin|freebsd|linux|openharmony|win32)-(arm64|arm|x64|ia32|loong64|ppc64|riscv64|s390x)/,
    ) ?? [];
  return os && cpu ? { os: [os], cpu: [cpu] } : undefined;
};

let added = 0;
for (const [, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const path = `node_modules/${name}`;
    const platform = platformOf(name);
    if (lock.packages[path] || !platform) continue;
    lock.packages[path] = { version, ...platform, dev: entry.dev ?? undefined, license: 'MIT', optional: true };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-platform-stubs: ${added} platform-restricted optional entries added`);
