/**
 * webpack loader for two files of Chakra's `createSystem`, the longest part of the entry's theme step:
 * - @chakra-ui/react/dist/esm/styled-system/utility.js: Chakra's utility also computes, for every style property, the
 *   set of its TypeScript types (`getTypes`, which Chakra's typegen CLI reads; nothing in the browser does). Here that
 *   computation is left out: the property values a page styles with are computed as before.
 * - @chakra-ui/react/dist/esm/preset-base.js: the colour properties (`bg`, `color`, `borderColor`, … about 30) each copy
 *   every colour token into an object of their own; here they share one object per token set (the values are only
 *   read). With both, `createSystem` takes about a quarter less time in Chromium at 4x (half in Node); the rest is
 *   mostly its token dictionary.
 *
 * The build stops when Chakra's file no longer reads as expected (an upgrade): the page would then start as before,
 * slower, without notice.
 */
const TYPE_CALLS = ['    assignPropertyType(property, config);\n', '    assignPropertyTypes();\n'];

const withoutTypes = (source) => {
  if (!TYPE_CALLS.every((call) => source.split(call).length === 2))
    throw new Error(
      'chakra-utility-loader: @chakra-ui/react/dist/esm/styled-system/utility.js no longer computes the property ' +
        'types as expected (a Chakra upgrade?). Update the loader or take it out of webpack.config.ts.',
    );
  return TYPE_CALLS.reduce((result, call) => result.replace(call, ''), source);
};

const COLOR_VALUES = 'const colorValues = (theme) => ({\n  ...theme("colors"),\n  currentBg: currentBgVar\n});';

const sharedColorValues = (source) => {
  if (source.split(COLOR_VALUES).length !== 2)
    throw new Error(
      'chakra-utility-loader: @chakra-ui/react/dist/esm/preset-base.js no longer defines `colorValues` as expected ' +
        '(a Chakra upgrade?). Update the loader or take it out of webpack.config.ts.',
    );
  return source.replace(
    COLOR_VALUES,
    'let colorValuesFrom, colorValuesShared;\n' +
      'const colorValues = (theme) =>\n' +
      '  theme === colorValuesFrom\n' +
      '    ? colorValuesShared\n' +
      '    : ((colorValuesFrom = theme), (colorValuesShared = { ...theme("colors"), currentBg: currentBgVar }));',
  );
};

module.exports = function chakraUtilityLoader(source) {
  return /[\\/]preset-base\.js$/.test(this.resourcePath) ? sharedColorValues(source) : withoutTypes(source);
};
module.exports.withoutTypes = withoutTypes;
module.exports.sharedColorValues = sharedColorValues;
