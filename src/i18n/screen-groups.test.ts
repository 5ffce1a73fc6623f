import fs from 'node:fs';
import path from 'node:path';

/**
 * A screen group of the catalogue (src/i18n/screens, `ScreenTexts` in ./ja.ts) is in `ja` only once its module has
 * loaded, and the type checker cannot tell: a product file that reads `ja.<group>` without importing the group's
 * module would show `undefined` (or throw) on the page it renders first. Each such file imports it itself.
 */
const SRC = path.resolve(__dirname, '..');
const GROUP_MODULES: Record<string, string> = {
  settings: 'settings',
  changeEmail: 'change-email',
  changePassword: 'change-password',
  userInfo: 'user-info',
  eligibility: 'eligibility',
  relationship: 'relationship',
  certificate: 'certificate',
  policies: 'policies',
  inquiry: 'inquiry',
  signup: 'signup',
  mfa: 'mfa',
  signout: 'signout',
  accountNotices: 'account-notices',
  busy: 'busy',
  appUpdate: 'app-update',
  expiryReminder: 'expiry-reminder',
  siteMap: 'site-map',
  languageChoice: 'language-choice',
};

const productFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : productFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** The groups `source` reads and does not import. */
const missingGroupImports = (source: string): string[] =>
  Object.entries(GROUP_MODULES)
    .filter(([group]) => new RegExp(`\\bja\\s*(\\.\\s*${group}\\b|\\[\\s*['"]${group}['"])`).test(source))
    .filter(([, module]) => !new RegExp(`(from |import )'[./]*i18n/screens/${module}'`).test(source))
    .map(([group]) => group);

describe('screen groups of the catalogue', () => {
  it('the rule sees a read without its import, and accepts one with it', () => {
    expect(missingGroupImports("import { ja } from './ja';\nconst t = ja.settings.email;")).toEqual(['settings']);
    expect(missingGroupImports("const t = ja['changeEmail'];")).toEqual(['changeEmail']);
    expect(
      missingGroupImports(
        "import { ja } from '../../i18n/ja';\nimport '../../i18n/screens/change-email';\nconst t = ja.changeEmail.x;",
      ),
    ).toEqual([]);
    expect(missingGroupImports('const t = ja.signin.heading;')).toEqual([]);
  });

  it('every product file that reads a group imports its module', () => {
    const files = productFiles(SRC);
    expect(files.length).toBeGreaterThan(50);
    const missing = files
      .map((file) => [path.relative(SRC, file), missingGroupImports(fs.readFileSync(file, 'utf8'))] as const)
      .filter(([, groups]) => groups.length > 0)
      .map(([file, groups]) => `${file}: ${groups.join(', ')}`);
    expect(missing).toEqual([]);
  });

  it('knows every group of ScreenTexts, each declared by its own module', () => {
    const screens = path.join(SRC, 'i18n', 'screens');
    const declared = fs
      .readdirSync(screens)
      .filter((file) => file !== 'index.ts')
      .flatMap((file) => {
        const source = fs.readFileSync(path.join(screens, file), 'utf8');
        const block = /interface ScreenTexts \{([^}]*)\}/.exec(source)?.[1] ?? '';
        return [...block.matchAll(/readonly (\w+):/g)].map((match) => [match[1], file.replace(/\.ts$/, '')]);
      });
    expect(Object.fromEntries(declared)).toEqual(GROUP_MODULES);
  });
});
