/**
 * webpack loader for Chakra's theme modules (@chakra-ui/react/dist/esm/theme): marks their top-level `defineRecipe(`,
 * `defineSlotRecipe(`, `defineConfig(`… calls `/*#__PURE__*\/`. They only return their argument, but unmarked, webpack
 * must keep them: the theme index's unused `defaultThemeConfig` then keeps every recipe aggregator, and the recipes
 * other recipes import (select, checkmark, radiomark, badge…) land in every first load although the portal's theme
 * (src/ui/theme.ts) does not register them. Only the annotation is added; the code is unchanged.
 */
module.exports = function pureDefineLoader(source) {
  return source.replace(/(=\s*)(define[A-Z][A-Za-z]*\()/g, '$1/*#__PURE__*/ $2');
};
