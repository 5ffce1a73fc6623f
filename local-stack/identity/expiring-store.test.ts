import { ExpiringStore } from './expiring-store';

const storeAt = (start = 1_000_000) => {
  const clock = { now: start };
  return { clock, store: new ExpiringStore<string>(180, () => clock.now) };
};

describe('ExpiringStore', () => {
  it('keeps an entry for its lifetime, to the millisecond before it ends', () => {
    const { clock, store } = storeAt();
    store.put('a', 'value');
    clock.now += 180 * 1000 - 1;
    expect(store.peek('a')).toBe('value');
    clock.now += 1;
    expect(store.peek('a')).toBeUndefined();
  });

  it('take is single use: the second finds nothing, live or not', () => {
    const { clock, store } = storeAt();
    store.put('a', 'value');
    store.put('b', 'other');
    expect(store.take('a')).toBe('value');
    expect(store.take('a')).toBeUndefined();
    clock.now += 180 * 1000;
    expect(store.take('b')).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it('peek leaves a live entry in place and forgets an expired one', () => {
    const { clock, store } = storeAt();
    store.put('a', 'value');
    expect(store.peek('a')).toBe('value');
    expect(store.peek('a')).toBe('value');
    expect(store.size).toBe(1);
    clock.now += 180 * 1000;
    expect(store.peek('a')).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it('a lifetime given to put holds for that entry only', () => {
    const { clock, store } = storeAt();
    store.put('short', 'value', 10);
    store.put('default', 'value');
    clock.now += 10 * 1000;
    expect(store.peek('short')).toBeUndefined();
    expect(store.peek('default')).toBe('value');
  });

  it('a put replaces the entry under the same key, with a fresh lifetime', () => {
    const { clock, store } = storeAt();
    store.put('a', 'first');
    clock.now += 100 * 1000;
    store.put('a', 'second');
    clock.now += 100 * 1000;
    expect(store.take('a')).toBe('second');
  });

  it('each put sweeps out the expired entries', () => {
    const { clock, store } = storeAt();
    store.put('a', 'value');
    store.put('b', 'value', 500);
    clock.now += 180 * 1000;
    store.put('c', 'value');
    expect(store.size).toBe(2);
    expect(store.peek('b')).toBe('value');
  });

  it('delete forgets an entry; keys that are not strings find nothing', () => {
    const { store } = storeAt();
    store.put('a', 'value');
    store.delete('a');
    expect(store.peek('a')).toBeUndefined();
    expect(store.take(undefined)).toBeUndefined();
    expect(store.peek(42)).toBeUndefined();
  });
});
