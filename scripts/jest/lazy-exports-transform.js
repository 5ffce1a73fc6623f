/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module, as jest loads a transformer */
const crypto = require('node:crypto');
const fs = require('node:fs');

/**
 * jest transformer for a CommonJS entry that requires every module of its package up front and re-exports their parts
 * (Chakra's dist/cjs/index.cjs: some 260 component modules, and through them Ark's and Zag's, for each test file,
 * which uses a few dozen). Each `var name = require('…');` becomes a require made when an export that reads it is
 * first read; the exports keep their names and values. Source of any other shape is returned unchanged.
 */
const REQUIRE = /^(?:var|let|const) ([\w$]+) = require\((['"])([^'"]+)\2\);$/gm;
const ASSIGNED = /^exports\.([\w$]+) = ([\w$]+)((?:\.[\w$]+)?);$/gm;
const GETTER = /return ([\w$]+)\.([\w$]+);/g;

const PRELUDE = `
var loaded = Object.create(null);
function load(name) {
  if (!(name in loaded)) loaded[name] = require(modules[name]);
  return loaded[name];
}
function lazy(name, read) {
  Object.defineProperty(exports, name, {
    enumerable: true,
    configurable: true,
    get: function () {
      var value = read();
      Object.defineProperty(exports, name, { enumerable: true, writable: true, configurable: true, value: value });
      return value;
    },
  });
}
`;

const lazyExports = (source) => {
  const modules = Object.fromEntries([...source.matchAll(REQUIRE)].map(([, name, , request]) => [name, request]));
  const names = Object.keys(modules);
  if (names.length === 0) return source;
  const known = (name) => Object.prototype.hasOwnProperty.call(modules, name);
  const body = source
    .replace(REQUIRE, '')
    .replace(ASSIGNED, (line, exported, name, part) =>
      known(name)
        ? `lazy(${JSON.stringify(exported)}, function () { return load(${JSON.stringify(name)})${part}; });`
        : line,
    )
    .replace(GETTER, (getter, name, part) => (known(name) ? `return load(${JSON.stringify(name)}).${part};` : getter));
  const leftOver = names.filter((name) =>
    new RegExp(`(^|[^\\w$."'])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'm').test(body),
  );
  if (leftOver.length > 0) return source;
  return `var modules = ${JSON.stringify(modules)};${PRELUDE}${body}`;
};

const ownSource = fs.readFileSync(__filename, 'utf8');

module.exports = {
  lazyExports,
  process: (source) => ({ code: lazyExports(source) }),
  getCacheKey: (source, filename) =>
    crypto
      .createHash('sha256')
      .update(ownSource)
      .update('\0')
      .update(filename)
      .update('\0')
      .update(source)
      .digest('hex'),
};
