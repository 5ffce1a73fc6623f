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
  /** Once the member is known (a signed-in page). */
  | 'signedIn';

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
type Loadable<Module> = Pick<ChunkEntry<Module>, 'load' | 'preload'> & Partial<Pick<ChunkEntry<Module>, 'priority'>>;

/** Each chunk's module by name; declared by src/app/loading-table.ts (declaration merging). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ChunkModules {}

export type ChunkName = keyof ChunkModules;

type Table = { [Name in ChunkName]: Loadable<ChunkModules[Name]> };

/**
 * Chunks fetched ahead of use at once, at most. HTTP/1.1 gives a host six connections: the rest stay free for what
 * the member asks for meanwhile (a page's chunk, the sign-in's own code).
 */
export const SPECULATIVE_AT_ONCE = 2;

const TIERS: readonly Priority[] = ['critical', 'next', 'idle'];
const tierOf = (entry: Loadable<unknown> | undefined): Priority => entry?.priority ?? 'critical';

let table: Table | undefined;
const loading = new Map<ChunkName, Promise<unknown>>();
/** Critical chunks on their way: while one is, nothing speculative starts. */
const critical = new Set<ChunkName>();
/** Speculative fetches held, in the order they are to start. */
let held: ChunkName[] = [];
let speculativeInFlight = 0;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
/** Who waits for a held fetch to start. */
const waiting = new Map<ChunkName, ((module: Promise<unknown>) => void)[]>();

/** Called by the table's module as it is evaluated (and by tests that provide a table of their own). */
export const provideLoadingTable = (entries: Table) => {
  table = entries;
  loading.clear();
  critical.clear();
  held = [];
  waiting.clear();
  speculativeInFlight = 0;
  if (releaseTimer !== undefined) clearTimeout(releaseTimer);
  releaseTimer = undefined;
};

const start = <Name extends ChunkName>(name: Name): Promise<ChunkModules[Name]> => {
  if (!table) throw new Error('src/app/loading-table.ts was not loaded');
  const module = table[name].load().catch((error: unknown) => {
    loading.delete(name);
    throw error;
  });
  loading.set(name, module);
  for (const resolve of waiting.get(name) ?? []) resolve(module);
  waiting.delete(name);
  return module as Promise<ChunkModules[Name]>;
};

/**
 * Starts held fetches while no critical chunk is on its way and fewer than SPECULATIVE_AT_ONCE are. Checked a task
 * later: the code that waited for a critical chunk may ask for the next one in the meantime.
 */
const scheduleRelease = () => {
  if (releaseTimer !== undefined || held.length === 0) return;
  releaseTimer = setTimeout(() => {
    releaseTimer = undefined;
    while (critical.size === 0 && speculativeInFlight < SPECULATIVE_AT_ONCE && held.length > 0) {
      const name = held.shift() as ChunkName;
      if (loading.has(name)) continue;
      speculativeInFlight += 1;
      start(name)
        .catch(() => undefined)
        .finally(() => {
          speculativeInFlight -= 1;
          scheduleRelease();
        });
    }
  }, 0);
};

/** A chunk's module, downloaded and run once; a failed download (offline, a dropped connection) is tried again. */
export const loadChunk = <Name extends ChunkName>(name: Name): Promise<ChunkModules[Name]> => {
  if (!table) throw new Error('src/app/loading-table.ts was not loaded');
  const known = loading.get(name);
  if (known) return known as Promise<ChunkModules[Name]>;
  held = held.filter((other) => other !== name);
  const module = start(name);
  if (tierOf(table[name]) === 'critical') {
    critical.add(name);
    const arrived = () => {
      critical.delete(name);
      scheduleRelease();
    };
    module.then(arrived, arrived);
  }
  return module;
};

/**
 * Fetches a chunk ahead of its use by its tier: a critical one at once; a `next` or `idle` one once no critical chunk
 * is on its way, a few at a time, `next` before `idle`. Resolves with the module; a failure waits for the chunk's use.
 */
export const prefetchChunk = <Name extends ChunkName>(name: Name): Promise<ChunkModules[Name]> => {
  if (!table) throw new Error('src/app/loading-table.ts was not loaded');
  if (loading.has(name) || tierOf(table[name]) === 'critical') return loadChunk(name);
  if (!held.includes(name)) {
    const rank = (other: ChunkName) => TIERS.indexOf(tierOf(table?.[other]));
    const at = held.findIndex((other) => rank(other) > rank(name));
    held.splice(at < 0 ? held.length : at, 0, name);
  }
  scheduleRelease();
  return new Promise((resolve) => {
    waiting.set(name, [...(waiting.get(name) ?? []), resolve as (module: Promise<unknown>) => void]);
  });
};

/** Starts every chunk the table preloads at `moment` by its tier (`prefetchChunk`); a failure waits for its use. */
export const preloadChunks = (moment: PreloadMoment) => {
  for (const name of chunksOrder(table ?? {}, moment)) prefetchChunk(name as ChunkName).catch(() => undefined);
};

const chunksOrder = (entries: Record<string, Loadable<unknown>>, moment: PreloadMoment) =>
  Object.keys(entries)
    .filter((name) => entries[name]?.preload.includes(moment))
    .sort((a, b) => TIERS.indexOf(tierOf(entries[a])) - TIERS.indexOf(tierOf(entries[b])));

/** The chunk names of `moment`, critical first, for the build's HTML (src/prerender/render.tsx). */
export const chunksAt = (
  entries: Record<string, ChunkEntry>,
  moment: PreloadMoment,
  tiers: readonly Priority[] = TIERS,
) =>
  chunksOrder(entries, moment)
    .map((name) => entries[name] as ChunkEntry)
    .filter((entry) => tiers.includes(entry.priority))
    .map((entry) => entry.chunk);
