/**
 * webpack loader for Chakra's `createSystem` (@chakra-ui/react/dist/esm/styled-system/system.js), the longest task of
 * the entry's steps: one call of about 90-150 ms at a 4x-slowed CPU, most of it the token dictionary. Here it is two
 * stages a caller can run in tasks of their own, `createSystem.prepare(config)` (the token dictionary of a config
 * `mergeConfigs` returned) and `createSystem.from(prepared)` (the rest); `createSystem(...configs)` runs both, as
 * before. src/ui/theme-tokens.ts and src/ui/theme.ts use them where they exist (not in jest, which runs Chakra as
 * published). Where chakra-token-stages-loader.js splits the dictionary's build too, `prepare` leaves that build to
 * the caller as `prepared.stages` (each run once, in order); `from` runs those not run yet.
 *
 * The build stops when Chakra's file no longer reads as expected (an upgrade): the theme would then be one task again.
 */
const START =
  /function createSystem\(\.\.\.configs\) \{\n {2}const config = ([\w$.]+)\(\.\.\.configs\);\n( {2}const \{\n(?: {4}.*\n)+ {2}\} = config;\n)( {2}const [\w$]+ = [\w$.]+\(config\);\n) {2}const tokens = ([\w$.]+\(\{\n {4}breakpoints: theme\.breakpoints,\n {4}tokens: theme\.tokens,\n {4}semanticTokens: theme\.semanticTokens,\n {4}prefix: cssVarsPrefix\n {2}\}\));\n/;

/**
 * The dictionary's call made through `createTokenDictionary.inStages` where chakra-token-stages-loader.js gave it one
 * (its build left as stages), else made whole: `{ dictionary, stages }` either way.
 */
const inStagesWhereThere = (call) => {
  const [, fn, args] = /^([\w$.]+)\((\{[\s\S]*\})\)$/.exec(call) ?? [];
  if (!fn || !args) throw new Error(`chakra-system-stages-loader: unexpected dictionary call ${call}`);
  return `(${fn}.inStages ?? ((options) => ({ dictionary: ${fn}(options), stages: [] })))(${args})`;
};

const inStages = (source) => {
  if (source.split(START).length !== 6)
    throw new Error(
      'chakra-system-stages-loader: @chakra-ui/react/dist/esm/styled-system/system.js no longer starts `createSystem` ' +
        'as expected (a Chakra upgrade?). Update the loader or take it out of webpack.config.ts.',
    );
  return source.replace(
    START,
    (_match, merge, destructure, layers, dictionary) =>
      'createSystem.prepare = prepareSystem;\ncreateSystem.from = createSystemFrom;\n' +
      `function createSystem(...configs) {\n  return createSystemFrom(prepareSystem(${merge}(...configs)));\n}\n` +
      `function prepareSystem(config) {\n${destructure}` +
      `  const built = ${inStagesWhereThere(dictionary)};\n` +
      '  return { config, tokens: built.dictionary, stages: built.stages };\n}\n' +
      `function createSystemFrom(prepared) {\n  const config = prepared.config;\n${destructure}${layers}` +
      '  for (const stage of prepared.stages.splice(0)) stage();\n' +
      '  const tokens = prepared.tokens;\n',
  );
};

module.exports = function chakraSystemStagesLoader(source) {
  return inStages(source);
};
module.exports.inStages = inStages;
