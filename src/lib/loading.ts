/**
 * How the portal loads its on-demand chunks. The one table of them is src/app/loading-table.ts (it holds every
 * loader, so it sits at the top); code below it asks for a chunk by name, here, without importing what it loads.
 */

/** When a chunk is fetched before its code is asked for. */
export type PreloadMoment =
  /** With the entry, as the app starts (on a prerendered page its boot script prefetches it with the page). */
  | 'start'
  /** With the entry of the app shell (/account) while a session may exist: the first signed-in screen needs it. */
  | 'shell'
  /** By a prerendered page's boot script with the page, and at the member's first touch of its form. */
  | 'pageWarmUp'
  /** At the first touch of a sign-in form: the sign-in's own code, then what the signed-in page after Enter needs. */
  | 'signInIntent'
  /** With the entry of the app shell opened without a connection: the offline screen, instead of the shell's chunks. */
  | 'offline';

/**
 * Who waits for a chunk, which decides when its fetch ahead of use starts (docs/performance.md "Priorities"):
 * - `critical`: the member, now (the page's own code, the sign-in's calls and steps): fetched at once, first;
 * - `next`: the screen after the member's next step (the signed-in page after Enter): fetched ahead of use only once
 *   no critical chunk is on its way;
 * - `idle`: nothing the member waits for (following the other tabs, the user menu): after the `next` ones.
 * A chunk asked for by its use is fetched at once whatever its tier: then the member waits for it.
 */
export type Priority = 'critical' | 'next' | 'idle';

export interface ChunkEntry<Module = unknown> {
  /** webpack's chunk name (`webpackChunkName` of the loader's import). */
  chunk: string;
  load: () => Promise<Module>;
  /** The moments it is fetched ahead of its use (none: only when used). */
  preload: readonly PreloadMoment[];
  priority: Priority;
}

/** What the app asks of an entry: how to load it, and when ahead of its use. */
type Loadable<Module> = Pick<ChunkEntry<Module>, 'load' | 'preload'> &
  Partial<Pick<ChunkEntry<Module>, 'priority' | 'chunk'>>;

/** Each chunk's module by name; declared by src/app/loading-table.ts (declaration merging). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ChunkModules {}

export type ChunkName = keyof ChunkModules;

type Table = { [Name in ChunkName]: Loadable<ChunkModules[Name]> };

const TIERS: readonly Priority[] = ['critical', 'next', 'idle'];
const isCritical = (entry: Loadable<unknown> | undefined) => entry?.priority === 'critical';

let table: Table | undefined;
const loading = new Map<ChunkName, Promise<unknown>>();
const loaded = new Map<ChunkName, unknown>();
/** Critical chunks on their way (file not arrived, module not settled) for the table provided. */
let onItsWay = { critical: 0 };
/** Speculative fetches held, in the order asked for, the `next` ones (the first `nextHeld`) before the `idle` ones. */
let held: (() => void)[] = [];
let nextHeld = 0;

/** Called by the table's module as it is evaluated (and by tests that provide a table of their own). */
export const provideLoadingTable = (entries: Table) => {
  table = entries;
  loading.clear();
  loaded.clear();
  held = [];
  nextHeld = 0;
  onItsWay = { critical: 0 };
};

/** Starts the held fetches once no critical chunk is on its way, a task later (what waited may ask for another). */
const release = () =>
  setTimeout(() => {
    if (onItsWay.critical) return;
    nextHeld = 0;
    for (const start of held.splice(0)) start();
  });

/** Calls `arrived` once the browser has the chunk's file, well before its code runs on a busy main thread. */
const watchArrival = (chunk: string, arrived: () => void) => {
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some(({ name }) => name.includes(`/${chunk}.`))) arrived();
  });
  observer.observe({ type: 'resource', buffered: true });
  return observer;
};

/** A chunk's module, downloaded and run once; a failed download (offline, a dropped connection) is tried again. */
export const loadChunk = <Name extends ChunkName>(name: Name): Promise<ChunkModules[Name]> => {
  if (!table) throw new Error('no loading table');
  let module = loading.get(name);
  if (!module) {
    module = table[name].load().then(
      (value) => {
        loaded.set(name, value);
        return value;
      },
      (error: unknown) => {
        loading.delete(name);
        throw error;
      },
    );
    loading.set(name, module);
    if (isCritical(table[name])) {
      const counted = onItsWay;
      let coming = true;
      const { chunk } = table[name];
      const observer =
        chunk && typeof PerformanceObserver === 'function' ? watchArrival(chunk, () => done()) : undefined;
      const done = () => {
        if (!coming) return;
        coming = false;
        observer?.disconnect();
        counted.critical -= 1;
        release();
      };
      counted.critical += 1;
      module.then(done, done);
    }
  }
  return module as Promise<ChunkModules[Name]>;
};

/** A chunk's module if it has been loaded already (a screen can then render it without suspending), else undefined. */
export const loadedChunk = <Name extends ChunkName>(name: Name): ChunkModules[Name] | undefined =>
  loaded.get(name) as ChunkModules[Name] | undefined;

/**
 * Fetches a chunk ahead of its use by its tier: a critical one at once, a `next` or `idle` one once no critical chunk
 * is on its way. Resolves with the module; a use meanwhile starts it at once.
 */
export const prefetchChunk = <Name extends ChunkName>(name: Name): Promise<ChunkModules[Name]> =>
  isCritical(table?.[name])
    ? loadChunk(name)
    : new Promise((resolve) => {
        held.splice(table?.[name].priority === 'next' ? nextHeld++ : held.length, 0, () => resolve(loadChunk(name)));
        release();
      });

/** Starts every chunk the table preloads at `moment` by its tier (`prefetchChunk`); a failure waits for its use. */
export const preloadChunks = (moment: PreloadMoment) => {
  for (const name of Object.keys(table ?? {}) as ChunkName[])
    if (table?.[name].preload.includes(moment)) prefetchChunk(name).catch(() => undefined);
};

/** The chunk names of `moment`, critical first, each once, for the build's HTML (src/prerender/render.tsx). */
export const chunksAt = (
  entries: Record<string, ChunkEntry>,
  moment: PreloadMoment,
  tiers: readonly Priority[] = TIERS,
) => [
  ...new Set(
    Object.values(entries)
      .filter((entry) => entry.preload.includes(moment) && tiers.includes(entry.priority))
      .sort((a, b) => TIERS.indexOf(a.priority) - TIERS.indexOf(b.priority))
      .map((entry) => entry.chunk),
  ),
];
