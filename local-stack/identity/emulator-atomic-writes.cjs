'use strict';
/**
 * Preloaded into cognito-local (`node -r`, local-stack/identity/stack.ts). Its store (stormdb) saves `db/<pool>.json`
 * with `fs.writeFile` in place, one call per change, without waiting for the previous one: two members changing
 * something at the same moment (two e2e workers signing in, each keeping a refresh token) overlap their writes, and
 * the later-opened, shorter one leaves the tail of the other behind. The file is then not JSON until the next save:
 * the proxy reads no password from it for SRP ("Incorrect username or password." to a member who typed the right
 * one) and cognito-local itself refuses to start on it.
 *
 * Here every write into a `db/` directory goes to a temporary file renamed over the old one (a reader sees the
 * whole old or the whole new file), and the writes of one file are made in the order they were asked for (the last
 * asked, the current state, is the one left). Nothing else of cognito-local changes.
 */
const fs = require('node:fs');
const path = require('node:path');

const originalWriteFile = fs.writeFile;
/** The last write asked for each file, which the next one waits for. */
const queues = new Map();

const inDbDirectory = (file) =>
  typeof file === 'string' && file.endsWith('.json') && path.basename(path.dirname(path.resolve(file))) === 'db';

fs.writeFile = function writeFile(file, data, ...rest) {
  const callback = typeof rest[rest.length - 1] === 'function' ? rest.pop() : undefined;
  if (!inDbDirectory(file) || !callback)
    return originalWriteFile.call(fs, file, data, ...rest, ...(callback ? [callback] : []));
  const target = path.resolve(file);
  const previous = queues.get(target) ?? Promise.resolve();
  const done = previous.then(
    () =>
      new Promise((resolve) => {
        const temporary = `${target}.${process.pid}.tmp`;
        originalWriteFile.call(fs, temporary, data, ...rest, (writeError) => {
          if (writeError) {
            resolve();
            callback(writeError);
            return;
          }
          fs.rename(temporary, target, (renameError) => {
            resolve();
            callback(renameError ?? null);
          });
        });
      }),
  );
  queues.set(target, done);
  done.then(() => {
    if (queues.get(target) === done) queues.delete(target);
  });
  return undefined;
};
