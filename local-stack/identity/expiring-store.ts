/**
 * Pending state the proxy hands out a handle to and expects back within a time limit: SRP's secret blocks, the SMS
 * two-step's sessions, the sessions of cognito-local's own challenges, the passkey ceremonies. Each entry lives for
 * its store's lifetime (or the one given when it is put); an expired entry is never returned, is forgotten when it is
 * read, and every put sweeps out the others that expired, so abandoned sign-ins do not pile up while the stack runs.
 * `take` is for single-use handles (the entry is gone whether or not it was still live); `peek` leaves a live entry in
 * place. The clock is injectable so the tests can step past a lifetime.
 */
export class ExpiringStore<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(
    /** How long an entry lives, in seconds, unless `put` says otherwise. */
    private readonly seconds: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Holds the value under the key (replacing any entry there) for `seconds`. */
  put(key: string, value: T, seconds: number = this.seconds) {
    this.sweep();
    this.entries.set(key, { value, expiresAt: this.now() + seconds * 1000 });
  }

  /** The live value under the key, removed: a second take finds nothing. An expired one is removed too. */
  take(key: unknown): T | undefined {
    if (typeof key !== 'string') return undefined;
    const entry = this.entries.get(key);
    this.entries.delete(key);
    return entry && this.live(entry) ? entry.value : undefined;
  }

  /** The live value under the key, left in place; an expired one is forgotten. */
  peek(key: unknown): T | undefined {
    if (typeof key !== 'string') return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.live(entry)) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  delete(key: unknown) {
    if (typeof key === 'string') this.entries.delete(key);
  }

  /** Forgets every expired entry. */
  sweep() {
    for (const [key, entry] of this.entries) if (!this.live(entry)) this.entries.delete(key);
  }

  /** Entries held, live or not yet swept. */
  get size() {
    return this.entries.size;
  }

  private live(entry: { expiresAt: number }) {
    return entry.expiresAt > this.now();
  }
}
