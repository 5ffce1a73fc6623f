import { chunksAt, loadChunk, preloadChunks, provideLoadingTable, type ChunkEntry } from './loading';

// The real table is provided by mocks/setup.ts; each test here provides its own and the real one is put back after.
import { chunks, pages } from '../app/loading-table';

afterEach(() => provideLoadingTable({ ...chunks, ...pages }));

const fake = (preload: ChunkEntry['preload'], priority: ChunkEntry['priority'] = 'low') => {
  const load = jest.fn(async () => ({ loaded: true }));
  return { chunk: 'fake', load, preload, priority };
};

describe('loading chunks by name', () => {
  it('downloads a chunk once, and again after a failed download', async () => {
    const guards = fake([]);
    guards.load.mockRejectedValueOnce(new Error('Loading chunk failed'));
    provideLoadingTable({ ...chunks, ...pages, guards } as never);
    await expect(loadChunk('guards')).rejects.toThrow('Loading chunk failed');
    await expect(loadChunk('guards')).resolves.toEqual({ loaded: true });
    await loadChunk('guards');
    expect(guards.load).toHaveBeenCalledTimes(2);
  });

  it('preloads the chunks of a moment, high priority first, and no other', () => {
    const order: string[] = [];
    const entry = (name: string, preload: ChunkEntry['preload'], priority: ChunkEntry['priority'] = 'low') => ({
      chunk: name,
      preload,
      priority,
      load: jest.fn(async () => {
        order.push(name);
        return {};
      }),
    });
    const table = {
      guards: entry('guards', ['signInIntent']),
      api: entry('api', ['shell']),
      identity: entry('identity', ['signInIntent'], 'high'),
    };
    provideLoadingTable(table as never);
    preloadChunks('signInIntent');
    expect(table.identity.load).toHaveBeenCalled();
    expect(table.guards.load).toHaveBeenCalled();
    expect(table.api.load).not.toHaveBeenCalled();
    expect(table.identity.load.mock.invocationCallOrder[0]).toBeLessThan(
      table.guards.load.mock.invocationCallOrder[0] ?? 0,
    );
    expect(chunksAt(table, 'signInIntent')).toEqual(['identity', 'guards']);
  });

  it('lists every on-demand chunk of the app shell and the sign-in page for their HTML', () => {
    expect(chunksAt(chunks, 'shell').sort()).toEqual(['on-demand-api', 'on-demand-guards', 'on-demand-session']);
    expect(chunksAt(chunks, 'pageWarmUp')).toEqual(['on-demand-identity']);
    expect(chunksAt(chunks, 'start')).toEqual(['on-demand-persist', 'on-demand-session']);
  });
});
