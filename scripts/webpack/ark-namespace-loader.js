/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module, as webpack loads a loader */
const fs = require('node:fs');
const path = require('node:path');

/**
 * webpack loader for Chakra's component modules (@chakra-ui/react/dist/esm/components): each imports an Ark component
 * as a namespace object (`import { Field } from '@ark-ui/react/field'`, then `Field.Root`, `Field.Label`…), which Ark
 * builds at run time (`__exportAll({ Root: () => FieldRoot, Textarea: () => FieldTextarea, … })`), so every part of
 * the component ships, used or not (the field's textarea brings its auto-resize code into /signin's entry). Such an
 * import becomes `import * as Field from '…/field/field.js'`, the ES module exporting the same parts by name, whose
 * unused ones webpack then leaves out. Other imports are kept as they are.
 */
const ARK_IMPORT = /import \{([^}]*)\} from '@ark-ui\/react\/([a-z-]+)';/g;

/** The namespace names Ark's entry for `sub` exports, each with the module that defines it. */
const namespacesOf = (sub, context) => {
  const index = require.resolve(`@ark-ui/react/${sub}`, { paths: [context] }).replace(/\.cjs$/, '.js');
  const source = fs.readFileSync(index, 'utf8');
  const modules = new Map(
    [...source.matchAll(/import \{ (\w+_exports) \} from "(\.\/[\w.-]+\.js)";/g)].map(([, binding, file]) => [
      binding,
      path.join(path.dirname(index), file),
    ]),
  );
  const exported = source.match(/export \{([^}]*)\};/)?.[1] ?? '';
  return new Map(
    [...exported.matchAll(/(\w+_exports) as (\w+)/g)]
      .filter(([, binding]) => modules.has(binding))
      .map(([, binding, name]) => [name, modules.get(binding)]),
  );
};

module.exports = function arkNamespaceLoader(source) {
  const context = this?.context ?? process.cwd();
  return source.replace(ARK_IMPORT, (statement, specifiers, sub) => {
    const namespaces = namespacesOf(sub, context);
    const named = [];
    const starred = [];
    for (const specifier of specifiers
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const [imported, local = imported] = specifier.split(/\s+as\s+/);
      const file = namespaces.get(imported);
      if (file) starred.push(`import * as ${local} from ${JSON.stringify(file)};`);
      else named.push(specifier);
    }
    if (starred.length === 0) return statement;
    const rest = named.length ? [`import { ${named.join(', ')} } from '@ark-ui/react/${sub}';`] : [];
    return [...starred, ...rest].join(' ');
  });
};
