/**
 * webpack loader for Chakra's `createSystem` (@chakra-ui/react/dist/esm/styled-system/system.js). Chakra computes the
 * system's global CSS (`_global`: its reset, the global styles and a CSS variable for every token, about 34 KB of CSS)
 * inside `createSystem`, on every page start: at a 4x-slowed CPU that was about 130 ms of the entry's theme step, in
 * one task. Here the computation waits until `_global` is first read, and `_global` can be replaced: the portal's theme
 * (src/ui/theme.ts, `adoptPrebuiltGlobalCss`) replaces it with the CSS the production build wrote into the page's HTML
 * (scripts/webpack/prerender-plugin.ts), so a page start computes none of it. Nothing else changes.
 *
 * The build stops when Chakra's file no longer reads as expected (an upgrade): the theme would then replace nothing.
 */
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED = /\n(\s*)_global,\n/;

const lazyGlobal = (source) => {
  if (!source.includes(EAGER) || !RETURNED.test(source))
    throw new Error(
      'chakra-global-loader: @chakra-ui/react/dist/esm/styled-system/system.js no longer computes `_global` as ' +
        'expected (a Chakra upgrade?). Update the loader or take it out of webpack.config.ts with src/ui/theme.ts ' +
        '`adoptPrebuiltGlobalCss`.',
    );
  return source
    .replace(EAGER, 'let _global;')
    .replace(
      RETURNED,
      (_match, indent) =>
        `\n${indent}get _global() {\n${indent}  if (_global === undefined) _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n` +
        `${indent}  return _global;\n${indent}},\n${indent}set _global(value) {\n${indent}  _global = value;\n` +
        `${indent}},\n`,
    );
};

module.exports = function chakraGlobalLoader(source) {
  return lazyGlobal(source);
};
module.exports.lazyGlobal = lazyGlobal;
