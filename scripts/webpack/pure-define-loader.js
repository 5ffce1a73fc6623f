/**
 * webpack loader for Chakra's theme modules (@chakra-ui/react/dist/esm/theme) and its anatomy module
 * (@chakra-ui/react/dist/esm/anatomy.js): marks their top-level `defineRecipe(`, `defineSlotRecipe(`, `defineConfig(`…
 * calls, and the anatomy's `createAnatomy(…).parts(…)` / `xAnatomy$1.extendWith(…)` definitions, `/*#__PURE__*\/`.
 * They only build and return a value, but unmarked, webpack must keep them:
 * - the theme index's unused `defaultThemeConfig` then keeps every recipe aggregator, and the recipes other recipes
 *   import (select, checkmark, radiomark, badge…) land in every first load although the portal's theme
 *   (src/ui/theme.ts) does not register them;
 * - the anatomy module keeps the anatomy of every component Chakra has (color picker, date picker, file upload,
 *   combobox…, each from its Ark and zag package) in the entry, used or not.
 * Only the annotation is added; the code is unchanged.
 */
const PURE_DEFINITION = /(=\s*)((?:define[A-Z][A-Za-z]*|createAnatomy|[A-Za-z]+Anatomy\$1\.extendWith)\()/g;

module.exports = function pureDefineLoader(source) {
  return source.replace(PURE_DEFINITION, '$1/*#__PURE__*/ $2');
};
