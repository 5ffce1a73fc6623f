import { contentPresented } from './yield-to-paint';

describe('contentPresented', () => {
  const original = globalThis.PerformanceObserver;
  afterEach(() => {
    globalThis.PerformanceObserver = original;
    jest.useRealTimers();
  });

  /** A PerformanceObserver that knows largest-contentful-paint; `report()` delivers an entry. */
  const fakeObserver = () => {
    const observers: { callback: () => void; types: string[]; disconnected: boolean }[] = [];
    class Fake {
      static supportedEntryTypes = ['largest-contentful-paint', 'paint'];
      private readonly record: { callback: () => void; types: string[]; disconnected: boolean };
      constructor(callback: () => void) {
        this.record = { callback, types: [], disconnected: false };
        observers.push(this.record);
      }
      observe({ type }: { type: string }) {
        this.record.types.push(type);
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    globalThis.PerformanceObserver = Fake as unknown as typeof PerformanceObserver;
    return {
      observers,
      report: () => observers.filter((o) => !o.disconnected).forEach((o) => o.callback()),
    };
  };

  it('resolves when the browser reports the next largest contentful paint, and stops observing', async () => {
    jest.useFakeTimers();
    const browser = fakeObserver();
    let resolved = false;
    void contentPresented(500).then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    expect(browser.observers.map((o) => o.types)).toEqual([['largest-contentful-paint']]);
    browser.report();
    await Promise.resolve();
    expect(resolved).toBe(true);
    expect(browser.observers[0]?.disconnected).toBe(true);
  });

  it('resolves after the cap when no paint is reported (nothing larger, or no such entry type)', async () => {
    jest.useFakeTimers();
    const browser = fakeObserver();
    let resolved = false;
    void contentPresented(500).then(() => (resolved = true));
    jest.advanceTimersByTime(499);
    await Promise.resolve();
    expect(resolved).toBe(false);
    jest.advanceTimersByTime(1);
    await Promise.resolve();
    expect(resolved).toBe(true);
    expect(browser.observers[0]?.disconnected).toBe(true);

    globalThis.PerformanceObserver = undefined as unknown as typeof PerformanceObserver;
    let alone = false;
    void contentPresented(200).then(() => (alone = true));
    jest.advanceTimersByTime(200);
    await Promise.resolve();
    expect(alone).toBe(true);
  });
});
