import crypto from 'node:crypto';
import { bootFilesOf, computeBudget, type BuildStats, formatBudget, gzipSize, initialFilesOf, LIMITS } from './budget';

/** Incompressible content of a given gzip size (roughly), so limits can be crossed on purpose. */
const randomKiB = (kib: number) => crypto.randomBytes(Math.round(kib * 1024));

const html =
  '<!doctype html><html><head><script defer src="/assets/main.js"></script><link href="/assets/main.css" rel="stylesheet"></head><body></body></html>';

const stats = (): BuildStats => ({
  entrypoints: { main: { assets: [{ name: 'assets/main.js' }, { name: 'assets/main.css' }] } },
  namedChunkGroups: {
    main: { assets: [{ name: 'assets/main.js' }, { name: 'assets/main.css' }] },
    signin: { assets: [{ name: 'assets/signin.js' }, { name: 'assets/forms.js' }] },
    settings: { assets: [{ name: 'assets/settings.js' }, { name: 'assets/forms.js' }] },
    'on-demand-identity': { assets: [{ name: 'assets/on-demand-identity.js' }] },
  },
  chunks: [
    { files: ['assets/main.js', 'assets/main.css'] },
    { files: ['assets/signin.js'] },
    { files: ['assets/settings.js'] },
    { files: ['assets/forms.js', 'assets/forms.js.LICENSE.txt'] },
    { files: ['assets/on-demand-identity.js'] },
  ],
});

/** The files of the build `stats()` describes, under the limits. */
const builtFiles = (): Record<string, Buffer> => ({
  'assets/main.js': randomKiB(150),
  'assets/main.css': randomKiB(10),
  'assets/signin.js': randomKiB(5),
  'assets/forms.js': randomKiB(20),
  'assets/settings.js': randomKiB(12),
  'assets/on-demand-identity.js': randomKiB(40),
});

describe('performance budget', () => {
  it('measures the service worker on a line of its own, outside the whole app, against its own limit', () => {
    const files: Record<string, Buffer> = { ...builtFiles(), 'sw.js': randomKiB(5) };
    const report = computeBudget(stats(), html, (file) => files[file]);
    const worker = report.rows.find((row) => row.label.startsWith('service worker'));
    expect(worker).toMatchObject({ files: ['sw.js'], limitKiB: LIMITS.serviceWorkerKiB });
    expect(report.rows.find((row) => row.label === 'whole app JS')?.files).not.toContain('sw.js');
    const workerFailures = (failures: string[]) => failures.filter((failure) => failure.startsWith('service worker'));
    expect(workerFailures(report.failures)).toEqual([]);
    const heavy: Record<string, Buffer> = { ...builtFiles(), 'sw.js': randomKiB(LIMITS.serviceWorkerKiB + 1) };
    expect(workerFailures(computeBudget(stats(), html, (file) => heavy[file]).failures)).toEqual([
      expect.stringMatching(/ over the 10 KiB limit/),
    ]);
  });

  it('reads the initial scripts and stylesheets of index.html, not external ones', () => {
    expect(initialFilesOf(`${html}<script src="https://www.googletagmanager.com/gtm.js"></script>`)).toEqual([
      'assets/main.js',
      'assets/main.css',
    ]);
  });

  it('adds up /signin from the chunk graph: the initial files plus the signin chunk group, shared chunks once', () => {
    const files = builtFiles();
    const report = computeBudget(stats(), html, (file) => files[file]);
    const signin = report.rows.find((row) => row.label.startsWith('/signin'));
    expect(signin?.files).toEqual(['assets/main.js', 'assets/main.css', 'assets/signin.js', 'assets/forms.js']);
    expect(signin?.gzipBytes).toBe(
      ['assets/main.js', 'assets/main.css', 'assets/signin.js', 'assets/forms.js'].reduce(
        (sum, file) => sum + gzipSize(files[file] ?? Buffer.alloc(0)),
        0,
      ),
    );
    const settings = report.rows.find((row) => row.label === 'lazy: settings');
    expect(settings?.files).toEqual(['assets/settings.js', 'assets/forms.js']);
    const total = report.rows.find((row) => row.label === 'whole app JS');
    expect(total?.files).toEqual([
      'assets/forms.js',
      'assets/main.js',
      'assets/on-demand-identity.js',
      'assets/settings.js',
      'assets/signin.js',
    ]);
    // A chunk loaded on demand (not a route) is listed with its size, outside /signin and without the route limit.
    const identity = report.rows.find((row) => row.label === 'on demand (not a route): identity');
    expect(identity?.files).toEqual(['assets/on-demand-identity.js']);
    expect(identity?.limitKiB).toBeUndefined();
    expect(report.rows.some((row) => row.label === 'lazy: on-demand-identity')).toBe(false);
    expect(report.failures).toEqual([
      'lazy: settings: 32.0 KiB gzip is over the 30 KiB limit.'.replace(
        '32.0',
        (settings ? settings.gzipBytes / 1024 : 0).toFixed(1),
      ),
    ]);
    expect(formatBudget(report)).toMatch(/lazy: settings .* OVER/);
  });

  it('counts a signed-in route beyond the API client, which the router loads first and which has a line of its own', () => {
    const withApi = stats();
    withApi.namedChunkGroups = {
      ...withApi.namedChunkGroups,
      settings: {
        assets: [{ name: 'assets/settings.js' }, { name: 'assets/rtk-query.js' }, { name: 'assets/on-demand-api.js' }],
      },
      'on-demand-api': { assets: [{ name: 'assets/rtk-query.js' }, { name: 'assets/on-demand-api.js' }] },
    };
    withApi.chunks = [
      ...(withApi.chunks ?? []),
      { files: ['assets/rtk-query.js'] },
      { files: ['assets/on-demand-api.js'] },
    ];
    const files: Record<string, Buffer> = {
      ...builtFiles(),
      'assets/rtk-query.js': randomKiB(25),
      'assets/on-demand-api.js': randomKiB(2),
    };
    const report = computeBudget(withApi, html, (file) => files[file]);
    expect(report.rows.find((row) => row.label === 'lazy: settings')?.files).toEqual(['assets/settings.js']);
    expect(report.rows.find((row) => row.label === 'on demand (not a route): api')?.files).toEqual([
      'assets/rtk-query.js',
      'assets/on-demand-api.js',
    ]);
    expect(report.rows.find((row) => row.label === 'whole app JS')?.files).toContain('assets/rtk-query.js');
    expect(report.failures).toEqual([]);
  });

  it('fails each line over its limit, and when the build output is incomplete', () => {
    const files: Record<string, Buffer> = {
      'assets/main.js': randomKiB(204),
      'assets/main.css': randomKiB(1),
      'assets/signin.js': randomKiB(1),
      'assets/forms.js': randomKiB(150),
      'assets/on-demand-identity.js': randomKiB(1),
    };
    const report = computeBudget(stats(), html, (file) => files[file]);
    expect(report.failures).toEqual([
      "assets/settings.js is in the build's stats but not in the output directory: run `npm run build` again.",
      expect.stringMatching(/^\/signin: .* over the 200 KiB limit/),
      expect.stringMatching(/^lazy: settings: .* over the 30 KiB limit/),
      expect.stringMatching(/^lazy: signin: .* over the 30 KiB limit/),
      expect.stringMatching(/^whole app JS: .* over the 355 KiB limit/),
    ]);
  });

  it("counts the files a prerendered page's boot script asks for at once, and fails over two waves of six", () => {
    const bootHtml = (chunks: number) =>
      `<div id="root"></div><script data-entry="/assets/main.js" data-prefetch="${Array.from(
        { length: chunks },
        (_, index) => `/assets/chunk-${index}.js`,
      ).join(' ')}" data-srp-worker="/assets/on-demand-srp.js">boot()</script>`;
    expect(bootFilesOf(bootHtml(2))).toEqual(['assets/main.js', 'assets/chunk-0.js', 'assets/chunk-1.js']);
    expect(bootFilesOf('<script>boot()</script>')).toEqual([]);
    const built = (signinChunks: number): Record<string, Buffer> => {
      const files: Record<string, Buffer> = {
        ...builtFiles(),
        'signin/index.html': Buffer.from(bootHtml(signinChunks)),
        'account/index.html': Buffer.from(bootHtml(6)),
      };
      for (let index = 0; index < 16; index += 1) files[`assets/chunk-${index}.js`] = randomKiB(1);
      return files;
    };
    // The fixture's settings route is over its own limit on purpose (the test above): only the pages' lines here.
    const pageFailures = (failures: string[]) => failures.filter((failure) => !failure.startsWith('lazy: settings'));
    const few = built(LIMITS.pageFiles - 1);
    const report = computeBudget(stats(), html, (file) => few[file]);
    expect(report.rows.find((row) => row.label.startsWith('/signin: the boot'))?.files).toHaveLength(LIMITS.pageFiles);
    expect(report.rows.find((row) => row.label.startsWith('/account: the boot'))?.files).toHaveLength(7);
    expect(pageFailures(report.failures)).toEqual([]);
    // Sixteen chunks beside the entry, a file for each small shared module: three waves, refused.
    const many = built(16);
    expect(pageFailures(computeBudget(stats(), html, (file) => many[file]).failures)).toEqual([
      `/signin: its boot script asks for 17 files at once, over the ${LIMITS.pageFiles} of two waves of HTTP/1.1's six connections.`,
    ]);
    const noBoot: Record<string, Buffer> = { ...few, 'account/index.html': Buffer.from('<div id="root"></div>') };
    expect(pageFailures(computeBudget(stats(), html, (file) => noBoot[file]).failures)).toEqual([
      'account/index.html has no boot script naming its entry (data-entry).',
    ]);
  });

  it('notices an index.html from another build', () => {
    const report = computeBudget(stats(), '<script defer src="/assets/other.js"></script>', () => Buffer.from('x'));
    expect(report.failures[0]).toMatch(/index.html does not load the entry files assets\/main.js, assets\/main.css/);
  });
});
