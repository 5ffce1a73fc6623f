import {
  chunksAt,
  loadChunk,
  loadedChunk,
  prefetchChunk,
  preloadChunks,
  provideLoadingTable,
  type ChunkEntry,
} from './loading';

// The real table is provided by mocks/setup.ts; each test here provides its own and the real one is put back after.
import { chunks, pages } from '../app/loading-table';

afterEach(() => provideLoadingTable({ ...chunks, ...pages }));

const fake = (preload: ChunkEntry['preload'], priority: ChunkEntry['priority'] = 'idle') => {
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

  it('gives a chunk’s module at once only after it has arrived, and not after a new table', async () => {
    const guards = fake([]);
    provideLoadingTable({ ...chunks, ...pages, guards } as never);
    const loading = loadChunk('guards');
    expect(loadedChunk('guards')).toBeUndefined();
    await loading;
    expect(loadedChunk('guards')).toEqual({ loaded: true });
    provideLoadingTable({ ...chunks, ...pages, guards } as never);
    expect(loadedChunk('guards')).toBeUndefined();
  });

  it('preloads the chunks of a moment, critical first, and no other', () => {
    const order: string[] = [];
    const entry = (name: string, preload: ChunkEntry['preload'], priority: ChunkEntry['priority'] = 'next') => ({
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
      identity: entry('identity', ['signInIntent'], 'critical'),
    };
    provideLoadingTable(table as never);
    preloadChunks('signInIntent');
    expect(table.identity.load).toHaveBeenCalled();
    expect(table.api.load).not.toHaveBeenCalled();
    expect(chunksAt(table, 'signInIntent')).toEqual(['identity', 'guards']);
    expect(chunksAt(table, 'signInIntent', ['critical'])).toEqual(['identity']);
  });

  it('lists every on-demand chunk of the app shell and the sign-in page for their HTML', () => {
    expect(chunksAt(chunks, 'shell').sort()).toEqual(['on-demand-api', 'on-demand-guards', 'on-demand-session']);
    expect(chunksAt(chunks, 'pageWarmUp')).toEqual([
      'on-demand-identity',
      'on-demand-passkey-signin',
      'on-demand-passkey-support',
      'on-demand-signin-steps',
    ]);
    expect(chunksAt(chunks, 'start')).toEqual(['on-demand-persist', 'on-demand-session']);
    expect(chunksAt(chunks, 'start', ['critical'])).toEqual(['on-demand-persist']);
    // What the signed-in page after Enter shows, all of it before Enter: after it, a chunk would share the six
    // connections with /me.
    // The header's menu and what a sign-in says about passkeys share one file: listed once.
    expect(chunksAt(chunks, 'signInIntent', ['idle'])).toEqual(['on-demand-member-menu']);
  });
});

/** A loader whose download ends when the test says. */
const controlled = (
  priority: ChunkEntry['priority'],
  preload: ChunkEntry['preload'] = ['signInIntent'],
  chunk = 'fake',
) => {
  let arrive = () => undefined as void;
  const load = jest.fn(
    () =>
      new Promise<object>((resolve) => {
        arrive = () => resolve({});
      }),
  );
  return { chunk, preload, priority, load, arrive: () => arrive() };
};

describe('what the member waits for goes first', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const settle = async () => {
    for (let turn = 0; turn < 5; turn += 1) {
      await Promise.resolve();
      jest.runOnlyPendingTimers();
    }
  };

  it('holds the signed-in page’s chunks until the sign-in’s own have arrived', async () => {
    const table = {
      identity: controlled('critical'),
      signinSteps: controlled('critical'),
      AccountHome: controlled('next'),
      serviceFrame: controlled('next'),
    };
    provideLoadingTable(table as never);
    preloadChunks('signInIntent');
    await settle();
    expect(table.identity.load).toHaveBeenCalled();
    expect(table.signinSteps.load).toHaveBeenCalled();
    expect(table.AccountHome.load).not.toHaveBeenCalled();
    table.identity.arrive();
    await settle();
    expect(table.AccountHome.load).not.toHaveBeenCalled();
    table.signinSteps.arrive();
    await settle();
    expect(table.AccountHome.load).toHaveBeenCalled();
    expect(table.serviceFrame.load).toHaveBeenCalled();
  });

  it('starts the signed-in page’s held chunks before the idle ones held with them, whatever the order asked', async () => {
    const table = {
      identity: controlled('critical'),
      userMenu: controlled('idle'),
      api: controlled('next'),
      signInFollowUp: controlled('idle'),
      AccountHome: controlled('next'),
    };
    const started: string[] = [];
    for (const [name, entry] of Object.entries(table)) {
      const load = entry.load.getMockImplementation();
      entry.load.mockImplementation(() => {
        started.push(name);
        return load!();
      });
    }
    provideLoadingTable(table as never);
    preloadChunks('signInIntent');
    await settle();
    expect(started).toEqual(['identity']);
    table.identity.arrive();
    await settle();
    expect(started).toEqual(['identity', 'api', 'AccountHome', 'userMenu', 'signInFollowUp']);
  });

  describe('with Resource Timing', () => {
    const watching = new Set<(names: string[]) => void>();
    const report = (names: string[]) => [...watching].forEach((watcher) => watcher(names));
    let earlier: string[] = [];
    const original = globalThis.PerformanceObserver;
    const entries = (names: string[]) => names.map((name) => ({ name, entryType: 'resource' }) as PerformanceEntry);
    beforeEach(() => {
      earlier = [];
      watching.clear();
      class Observer {
        static supportedEntryTypes = ['resource'];
        private readonly watcher = (names: string[]) =>
          this.callback({ getEntries: () => entries(names) } as never, this as never);
        constructor(private readonly callback: PerformanceObserverCallback) {}
        observe(options: PerformanceObserverInit) {
          watching.add(this.watcher);
          // The entries before the call, as a browser gives them to a buffered observer: in a later callback.
          if (options.buffered) void Promise.resolve().then(() => watching.has(this.watcher) && this.watcher(earlier));
        }
        disconnect() {
          watching.delete(this.watcher);
        }
      }
      globalThis.PerformanceObserver = Observer as never;
    });
    afterEach(() => {
      globalThis.PerformanceObserver = original;
    });

    it('starts the signed-in page’s chunks once the sign-in’s files have arrived, not once their code has run', async () => {
      earlier = ['http://localhost/assets/on-demand-signin-steps.0123abcd.js'];
      const table = {
        identity: controlled('critical', ['signInIntent'], 'on-demand-identity'),
        signinSteps: controlled('critical', ['signInIntent'], 'on-demand-signin-steps'),
        AccountHome: controlled('next'),
      };
      provideLoadingTable(table as never);
      preloadChunks('signInIntent');
      await settle();
      expect(table.AccountHome.load).not.toHaveBeenCalled();
      report(['http://localhost/assets/on-demand-identity-extra.js', 'http://localhost/assets/other.0123abcd.js']);
      await settle();
      expect(table.AccountHome.load).not.toHaveBeenCalled();
      expect(watching.size).toBe(1);
      report(['http://localhost/assets/on-demand-identity.89abcdef.js']);
      await settle();
      expect(table.AccountHome.load).toHaveBeenCalledTimes(1);
      expect(watching.size).toBe(0);
      table.identity.arrive();
      table.signinSteps.arrive();
      await settle();
      expect(table.AccountHome.load).toHaveBeenCalledTimes(1);
    });
  });

  it('starts a held chunk at once when the member asks for it, and a critical one whatever is on its way', async () => {
    const table = { identity: controlled('critical'), AccountHome: controlled('next'), guards: controlled('next') };
    provideLoadingTable(table as never);
    const held = prefetchChunk('guards');
    loadChunk('identity').catch(() => undefined);
    await settle();
    expect(table.guards.load).not.toHaveBeenCalled();
    const used = loadChunk('AccountHome');
    expect(table.AccountHome.load).toHaveBeenCalled();
    table.AccountHome.arrive();
    await expect(used).resolves.toEqual({});
    table.identity.arrive();
    await settle();
    expect(table.guards.load).toHaveBeenCalledTimes(1);
    table.guards.arrive();
    await expect(held).resolves.toEqual({});
  });
});
