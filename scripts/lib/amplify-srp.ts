import fs from 'node:fs';
import path from 'node:path';

/** Amplify's modules replaced, relative to its srp folder (without `.mjs`), and the portal's module for each. */
export const SRP_REPLACEMENTS: Readonly<Record<string, string>> = {
  getAuthenticationHelper: 'src/identity/srp/get-authentication-helper.ts',
  'calculate/calculateS': 'src/identity/srp/calculate-s.ts',
  'BigInteger/BigInteger': 'src/identity/srp/big-integer.ts',
};

/** How the portal's modules name Amplify's srp modules (tsconfig.json `paths`, jest.config.ts `moduleNameMapper`). */
export const SRP_ALIAS = 'amplify-auth-srp/';

export const SRP_FOLDER = path.join('dist', 'esm', 'providers', 'cognito', 'utils', 'srp');

/** The folder of Amplify's SRP modules (ESM) in the installed @aws-amplify/auth, the one aws-amplify itself uses. */
export const amplifySrpFolder = (root: string): string => {
  const candidates = [
    path.join(root, 'node_modules', 'aws-amplify', 'node_modules', '@aws-amplify', 'auth'),
    path.join(root, 'node_modules', '@aws-amplify', 'auth'),
  ];
  const auth = candidates.find((candidate) => fs.existsSync(path.join(candidate, 'package.json')));
  if (!auth) throw new Error(`amplify-srp-plugin: @aws-amplify/auth not found in ${candidates.join(' or ')}`);
  const folder = path.join(auth, SRP_FOLDER);
  const missing = Object.keys(SRP_REPLACEMENTS).filter((name) => !fs.existsSync(path.join(folder, `${name}.mjs`)));
  if (missing.length)
    throw new Error(
      `amplify-srp-plugin: Amplify's ${missing.join(', ')} not found in ${folder}: its SRP modules moved (an upgrade?). ` +
        'Update SRP_REPLACEMENTS and src/identity/srp to the new layout.',
    );
  return folder;
};
