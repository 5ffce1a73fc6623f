import crypto from 'node:crypto';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { currentEnvironment } from '../../src/config/env';
import { bootSettingsFor, type BootSettings } from '../../src/boot/settings';

const BOOT_ENTRY = path.join(__dirname, '..', '..', 'src', 'boot', 'index.ts');

const built = new Map<string, string>();

/**
 * The boot script of the prerendered public pages (src/boot), as the build writes it inline at the end of each page's
 * <body> (scripts/webpack/prerender-plugin.ts): bundled and minified by esbuild, the same text on every page of a
 * build (what differs by page goes in the element's data-* attributes), with the build's settings in its text
 * (src/boot/settings.ts; by default those of the build variables of this process). Inline, it costs the first paint
 * no request.
 */
export const bootScript = (settings: BootSettings = bootSettingsFor(currentEnvironment)): string => {
  const key = JSON.stringify(settings);
  const known = built.get(key);
  if (known !== undefined) return known;
  const result = buildSync({
    entryPoints: [BOOT_ENTRY],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'error',
    legalComments: 'none',
    // Amplify's SRP modules (tsconfig.json's `amplify-auth-srp/*`) are .mjs files.
    resolveExtensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
    define: { BOOT_SETTINGS: key },
  });
  const code = (result.outputFiles[0]?.text ?? '').trim();
  // Text inside <script> ends at the first `</script`; `<!--` changes how the HTML parser reads it.
  if (!code || /<\/script|<!--/i.test(code))
    throw new Error('src/boot: the built boot script cannot be written inline');
  built.set(key, code);
  return code;
};

/** The CSP source that allows exactly the inline boot script ('sha256-…' of its text), and no other inline script. */
export const bootScriptHashSource = (settings?: BootSettings) =>
  `'sha256-${crypto.createHash('sha256').update(bootScript(settings), 'utf8').digest('base64')}'`;
