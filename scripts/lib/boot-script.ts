import crypto from 'node:crypto';
import path from 'node:path';
import { buildSync } from 'esbuild';

const BOOT_ENTRY = path.join(__dirname, '..', '..', 'src', 'boot', 'index.ts');

let built: string | undefined;

/**
 * The boot script of the prerendered public pages (src/boot), as the build writes it inline at the end of each page's
 * <body> (scripts/webpack/prerender-plugin.ts): bundled and minified by esbuild, the same text on every page (what
 * differs goes in the element's data-* attributes). Inline, it costs the first paint no request.
 */
export const bootScript = (): string => {
  if (built !== undefined) return built;
  const result = buildSync({
    entryPoints: [BOOT_ENTRY],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'error',
    legalComments: 'none',
  });
  const code = (result.outputFiles[0]?.text ?? '').trim();
  // Text inside <script> ends at the first `</script`; `<!--` changes how the HTML parser reads it.
  if (!code || /<\/script|<!--/i.test(code))
    throw new Error('src/boot: the built boot script cannot be written inline');
  built = code;
  return code;
};

/** The CSP source that allows exactly the inline boot script ('sha256-…' of its text), and no other inline script. */
export const bootScriptHashSource = () =>
  `'sha256-${crypto.createHash('sha256').update(bootScript(), 'utf8').digest('base64')}'`;
