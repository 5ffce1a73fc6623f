import zlib from 'node:zlib';

/** The performance budget, in KiB of gzip (level 9, as a host precompressing the build would serve it). */
export const LIMITS = {
  /**
   * Everything /signin loads: the initial JS + CSS of index.html, the signin route chunk and the chunks it needs. A
   * feature that adds to it moves something out instead: an on-demand chunk, or text into the catalogue's screen groups
   * (docs/performance.md, "Size budget").
   */
  signinKiB: 200,
  /** What any lazy route loads beyond the initial JS + CSS and the API client (its own chunk plus the shared chunks it needs). */
  lazyRouteKiB: 30,
  /**
   * Every JS file of the build together: a ceiling on code growth, not on what a member loads (the lines above are).
   * Raised only for a feature members need that no removal can pay for (docs/performance.md, "Size budget").
   */
  totalJsKiB: 355,
  /**
   * The service worker (sw.js): not page JS (no page loads it; the browser installs it beside the pages and it
   * downloads the build's files into its cache once), so it has a line of its own rather than a share of the whole
   * app's. Workbox's precaching and routing plus the list of precached files, about 7 KiB.
   */
  serviceWorkerKiB: 10,
  /**
   * The files a page's boot script asks for at its start, its entry and the chunks it preloads (`data-entry`,
   * `data-prefetch`): at most two waves of HTTP/1.1's six connections per origin, each wave a round trip on a slow
   * link, and a read the member waits for queues behind them (docs/performance.md, "Size budget").
   */
  pageFiles: 12,
} as const;

/** The pages whose boot script's files are counted: the sign-in page and the signed-in app shell (their HTML). */
export const COUNTED_PAGES = ['signin/index.html', 'account/index.html'] as const;

/** The files a page's boot script names: its entry, then what it preloads with it. */
export const bootFilesOf = (html: string): string[] => {
  const boot = /<script\b[^>]*\bdata-entry=["']?([^"' >]+)[^>]*>/.exec(html);
  if (!boot) return [];
  const prefetch = /\bdata-prefetch=["']([^"']*)["']/.exec(boot[0])?.[1] ?? '';
  return [boot[1] ?? '', ...prefetch.split(' ')]
    .filter((file) => file.startsWith('/') && !file.startsWith('//'))
    .map((file) => file.replace(/^\//, ''));
};

/** The service worker's file in the build (scripts/webpack/pwa-plugins.ts). */
export const SERVICE_WORKER_FILE = 'sw.js';

/** The route whose first load is budgeted (its webpackChunkName in src/app/pages.ts). */
export const SIGNIN_CHUNK = 'signin';

/**
 * Lazy chunks that are not routes carry this prefix in their webpackChunkName (Amplify, loaded on the first identity
 * call; the signed-in user menu). Each is listed with its size beyond index.html's files, without the route limit.
 */
export const ON_DEMAND_PREFIX = 'on-demand-';

/**
 * The API client's chunk group (store.ts). The router loads it before any signed-in page renders (router.tsx), so a
 * route's line counts what the route adds beyond index.html and this group; the group has its own line.
 */
export const API_CHUNK = `${ON_DEMAND_PREFIX}api`;

/** The parts of webpack's stats (written by webpack.config.ts) the budget reads. */
export interface BuildStats {
  outputPath?: string;
  portalEnv?: string;
  entrypoints?: Record<string, ChunkGroup>;
  namedChunkGroups?: Record<string, ChunkGroup>;
  chunks?: { files?: string[] }[];
}
interface ChunkGroup {
  assets?: { name: string }[];
}

export interface BudgetRow {
  label: string;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  limitKiB?: number;
}

export interface BudgetReport {
  rows: BudgetRow[];
  failures: string[];
}

export const gzipSize = (content: Buffer) => zlib.gzipSync(content, { level: 9 }).length;

const isCode = (file: string) => /\.(js|css)$/.test(file) && !file.endsWith('.LICENSE.txt');

/** The script and stylesheet files index.html loads first (local ones; the tag manager is loaded later from its origin). */
export const initialFilesOf = (html: string): string[] => {
  const files: string[] = [];
  for (const match of html.matchAll(/<script\b[^>]*\bsrc=["']?([^"' >]+)/g)) files.push(match[1] ?? '');
  for (const match of html.matchAll(/<link\b[^>]*\bhref=["']?([^"' >]+)[^>]*>/g)) {
    if (/rel=["']?stylesheet/.test(match[0])) files.push(match[1] ?? '');
  }
  return files.filter((file) => file.startsWith('/') && !file.startsWith('//')).map((file) => file.replace(/^\//, ''));
};

const groupFiles = (group: ChunkGroup | undefined) => (group?.assets ?? []).map((asset) => asset.name).filter(isCode);

const kib = (bytes: number) => bytes / 1024;

/**
 * Computes every budget line from webpack's chunk graph (stats), index.html and the built files.
 * `read` returns a built file's content (relative to the output directory), or undefined when it is missing.
 */
export const computeBudget = (
  stats: BuildStats,
  html: string,
  read: (file: string) => Buffer | undefined,
): BudgetReport => {
  const failures: string[] = [];
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const content = read(file);
      if (!content) {
        failures.push(`${file} is in the build's stats but not in the output directory: run \`npm run build\` again.`);
        size = { raw: 0, gzip: 0 };
      } else {
        size = { raw: content.length, gzip: gzipSize(content) };
      }
      sizes.set(file, size);
    }
    return size;
  };
  const row = (label: string, files: string[], limitKiB?: number): BudgetRow => ({
    label,
    files,
    rawBytes: files.reduce((sum, file) => sum + sizeOf(file).raw, 0),
    gzipBytes: files.reduce((sum, file) => sum + sizeOf(file).gzip, 0),
    ...(limitKiB === undefined ? {} : { limitKiB }),
  });

  const entryNames = Object.keys(stats.entrypoints ?? {});
  const initial = initialFilesOf(html);
  const entryFiles = entryNames.flatMap((name) => groupFiles(stats.entrypoints?.[name]));
  const unexpected = entryFiles.filter((file) => !initial.includes(file));
  if (unexpected.length)
    failures.push(
      `index.html does not load the entry files ${unexpected.join(', ')}: index.html and the stats are from different builds.`,
    );

  const groups = stats.namedChunkGroups ?? {};
  const lazyGroupNames = Object.keys(groups)
    .filter((name) => !entryNames.includes(name))
    .sort();
  if (!groups[SIGNIN_CHUNK])
    failures.push(`No chunk group named "${SIGNIN_CHUNK}" (webpackChunkName in src/app/pages.ts).`);

  const rows: BudgetRow[] = [];
  rows.push(row('initial JS + CSS (index.html)', initial));
  const signinLazy = groupFiles(groups[SIGNIN_CHUNK]).filter((file) => !initial.includes(file));
  rows.push(row(`/signin: initial + "${SIGNIN_CHUNK}" chunk group`, [...initial, ...signinLazy], LIMITS.signinKiB));
  const apiFiles = groupFiles(groups[API_CHUNK]);
  const loadedBeforeRoutes = new Set([...initial, ...apiFiles]);
  for (const name of lazyGroupNames.filter((group) => !group.startsWith(ON_DEMAND_PREFIX))) {
    rows.push(
      row(
        `lazy: ${name}`,
        groupFiles(groups[name]).filter((file) => !loadedBeforeRoutes.has(file)),
        LIMITS.lazyRouteKiB,
      ),
    );
  }
  for (const name of lazyGroupNames.filter((group) => group.startsWith(ON_DEMAND_PREFIX))) {
    rows.push(
      row(
        `on demand (not a route): ${name.slice(ON_DEMAND_PREFIX.length)}`,
        groupFiles(groups[name]).filter((file) => !initial.includes(file)),
      ),
    );
  }
  const allJs = [...new Set((stats.chunks ?? []).flatMap((chunk) => chunk.files ?? []))]
    .filter((file) => file.endsWith('.js'))
    .sort();
  rows.push(row('whole app JS', allJs, LIMITS.totalJsKiB));
  // A child compilation of Workbox's plugin: not among the chunks above. Production builds have it; a build without
  // it (the bench's) has no line.
  if (read(SERVICE_WORKER_FILE))
    rows.push(row('service worker (not page JS)', [SERVICE_WORKER_FILE], LIMITS.serviceWorkerKiB));

  // Production builds prerender these pages; a build without them (a test's) has no line.
  for (const page of COUNTED_PAGES) {
    const pageHtml = read(page)?.toString('utf8');
    if (pageHtml === undefined) continue;
    const files = bootFilesOf(pageHtml);
    if (files.length === 0) failures.push(`${page} has no boot script naming its entry (data-entry).`);
    rows.push(row(`/${page.replace(/\/?index\.html$/, '')}: the boot script's files (entry + data-prefetch)`, files));
    if (files.length > LIMITS.pageFiles)
      failures.push(
        `/${page.replace(/\/?index\.html$/, '')}: its boot script asks for ${files.length} files at once, over the ` +
          `${LIMITS.pageFiles} of two waves of HTTP/1.1's six connections.`,
      );
  }

  for (const line of rows) {
    if (line.limitKiB !== undefined && kib(line.gzipBytes) > line.limitKiB) {
      failures.push(
        `${line.label}: ${kib(line.gzipBytes).toFixed(1)} KiB gzip is over the ${line.limitKiB} KiB limit.`,
      );
    }
  }
  return { rows, failures };
};

/** A plain-text table of every figure. */
export const formatBudget = ({ rows }: BudgetReport): string => {
  const header = ['budget line', 'files', 'min KiB', 'gzip KiB', 'limit KiB', ''];
  const body = rows.map((line) => [
    line.label,
    String(line.files.length),
    kib(line.rawBytes).toFixed(1),
    kib(line.gzipBytes).toFixed(1),
    line.limitKiB === undefined ? '' : String(line.limitKiB),
    line.limitKiB === undefined ? '' : kib(line.gzipBytes) > line.limitKiB ? 'OVER' : 'ok',
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...body].map((cells) => (cells[column] ?? '').length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [format(header), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(format)].join('\n');
};
