/**
 * webpack loader for Amplify's Cognito error names (@aws-amplify/auth/dist/esm/providers/cognito/types/errors.mjs):
 * each TypeScript string enum there is compiled to `var X; (function (X) { X["A"] = "A"; … })(X || (X = {}));`, a call
 * the minifier must keep, so all 24 enums (17 KB) ship in the identity chunk although Amplify's code the app uses reads
 * two. Each becomes `var X = { A: "A", … };` with the same keys and values, which the minifier drops when unused. Throws
 * when the file holds an enum of another shape, so a changed Amplify fails the build instead of shipping untouched.
 */
const STRING_ENUM =
  /var (\w+);\n\(function \(\1\) \{\n((?:[ \t]+\1\["\w+"\] = "[^"\\]*";\n)+)\}\)\(\1 \|\| \(\1 = \{\}\)\);/g;
const MEMBER = /\["(\w+)"\] = ("[^"\\]*");/g;

module.exports = function enumObjectsLoader(source) {
  const rewritten = source.replace(STRING_ENUM, (_enum, name, body) => {
    const members = [...body.matchAll(MEMBER)].map(([, key, value]) => `${key}: ${value}`);
    return `var ${name} = { ${members.join(', ')} };`;
  });
  if (/\(function \(\w+\) \{/.test(rewritten))
    throw new Error(
      `enum-objects-loader: an enum of an unknown shape is left in ${this?.resourcePath ?? 'the module'}`,
    );
  return rewritten;
};
