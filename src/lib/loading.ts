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
  /** At the first touch of a sign-in form: what the signed-in page after Enter needs. */
  | 'signInIntent'
  /** Once the member is known (a signed-in page). */
  | 'signedIn';

/** Which of a moment's chunks go first: a page's prefetch and preload lists, and `preloadChunks`, start the high ones first. */
export type Priority = 'high' | 'low';

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

let table: Table | undefined;
const loading = new Map<ChunkName, Promise<unknown>>();

/** Called by the table's module as it is evaluated (and by tests that provide a table of their own). */
export const provideLoadingTable = (entries: Table) => {
  table = entries;
  loading.clear();
};

/** A chunk's module, downloaded and run once; a failed download (offline, a dropped connection) is tried again. */
export const loadChunk = <Name extends ChunkName>(name: Name): Promise<ChunkModules[Name]> => {
  if (!table) throw new Error('src/app/loading-table.ts was not loaded');
  let module = loading.get(name);
  if (!module) {
    module = table[name].load().catch((error: unknown) => {
      loading.delete(name);
      throw error;
    });
    loading.set(name, module);
  }
  return module as Promise<ChunkModules[Name]>;
};

/** Starts every chunk the table preloads at `moment`, high priority first; a failure waits for the chunk's own use. */
export const preloadChunks = (moment: PreloadMoment) => {
  const names = Object.keys(table ?? {}) as ChunkName[];
  const due = names.filter((name) => table?.[name].preload.includes(moment));
  for (const name of due.sort((a, b) => Number(table?.[a].priority === 'low') - Number(table?.[b].priority === 'low')))
    loadChunk(name).catch(() => undefined);
};

/** The chunk names of `moment`, high priority first, for the build's HTML (src/prerender/render.tsx). */
export const chunksAt = (entries: Record<string, ChunkEntry>, moment: PreloadMoment) =>
  Object.values(entries)
    .filter((entry) => entry.preload.includes(moment))
    .sort((a, b) => Number(a.priority === 'low') - Number(b.priority === 'low'))
    .map((entry) => entry.chunk);
