import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { amplifySrpFolder, SRP_FOLDER, SRP_REPLACEMENTS } from './amplify-srp';

const root = path.resolve(__dirname, '..', '..');

describe("Amplify's SRP modules replaced at build time", () => {
  it('finds every module the portal replaces in the installed Amplify', () => {
    const folder = amplifySrpFolder(root);
    for (const name of Object.keys(SRP_REPLACEMENTS))
      expect(fs.existsSync(path.join(folder, `${name}.mjs`))).toBe(true);
    for (const file of Object.values(SRP_REPLACEMENTS)) expect(fs.existsSync(path.join(root, file))).toBe(true);
  });

  it('stops the build, naming what is missing, when an Amplify upgrade moved them', () => {
    const fake = fs.mkdtempSync(path.join(os.tmpdir(), 'amplify-srp-'));
    try {
      const auth = path.join(fake, 'node_modules', '@aws-amplify', 'auth');
      fs.mkdirSync(path.join(auth, SRP_FOLDER, 'calculate'), { recursive: true });
      fs.writeFileSync(path.join(auth, 'package.json'), '{}');
      fs.writeFileSync(path.join(auth, SRP_FOLDER, 'calculate', 'calculateS.mjs'), '');
      expect(() => amplifySrpFolder(fake)).toThrow(/getAuthenticationHelper, BigInteger\/BigInteger not found/);
      expect(() => amplifySrpFolder(path.join(fake, 'nowhere'))).toThrow('@aws-amplify/auth not found');
    } finally {
      fs.rmSync(fake, { recursive: true, force: true });
    }
  });
});
