/**
 * webpack loader for Chakra's token dictionary (@chakra-ui/react/dist/esm/styled-system/token-dictionary.js), the
 * longest part of `createSystem`: one call of about 80-120 ms at a 4x-slowed CPU. Here it can also be built in stages
 * a caller runs in tasks of its own: `createTokenDictionary.inStages(options)` returns the dictionary, still empty,
 * with its build as `stages` (functions to call in order, each once); `createTokenDictionary(options)` runs them all,
 * as before. chakra-system-stages-loader.js's `createSystem.prepare` uses it, and src/ui/theme-tokens.ts runs the
 * stages in steps of the entry (src/main.tsx).
 *
 * The stages keep Chakra's order: its registrations, then the eight steps of its `build()`, grouped in `STAGES`.
 *
 * The build stops when Chakra's file no longer reads as expected (an upgrade): the dictionary would then be one task
 * again, or worse, built differently.
 */
const START = /\nfunction createTokenDictionary\(options\) \{\n/;
const END =
  /\n {2}function build\(\) \{\n((?: {4}[\w$]+\("?\w*"?\);\n){8}) {2}\}\n((?: {2}register\w+\([^\n]*\);\n){3}) {2}build\(\);\n {2}return dictionary;\n\}\n/;

/** How many of build()'s eight calls each stage makes, in order (the registrations run first, in the first stage). */
const STAGES = [2, 5, 1];

const callsOf = (block) =>
  block
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const inStages = (source) => {
  if (source.split(START).length !== 2 || source.split(END).length !== 4)
    throw new Error(
      'chakra-token-stages-loader: @chakra-ui/react/dist/esm/styled-system/token-dictionary.js no longer builds its ' +
        'dictionary as expected (a Chakra upgrade?). Update the loader or take it out of webpack.config.ts.',
    );
  return source
    .replace(
      START,
      '\ncreateTokenDictionary.inStages = tokenDictionaryInStages;\n' +
        'function createTokenDictionary(options) {\n' +
        '  const { dictionary, stages } = tokenDictionaryInStages(options);\n' +
        '  for (const stage of stages) stage();\n' +
        '  return dictionary;\n' +
        '}\n' +
        'function tokenDictionaryInStages(options) {\n',
    )
    .replace(END, (_match, buildCalls, registrations) => {
      const calls = callsOf(buildCalls);
      let next = 0;
      const stages = STAGES.map((count, index) => {
        const taken = calls.slice(next, next + count);
        next += count;
        return [...(index === 0 ? callsOf(registrations) : []), ...taken];
      });
      const body = stages.map((stage) => `    () => {\n${stage.map((call) => `      ${call}\n`).join('')}    }`);
      return `\n  return {\n    dictionary,\n    stages: [\n${body.join(',\n')}\n    ]\n  };\n}\n`;
    });
};

module.exports = function chakraTokenStagesLoader(source) {
  return inStages(source);
};
module.exports.inStages = inStages;
module.exports.STAGES = STAGES;
