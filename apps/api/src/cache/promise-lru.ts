/**
 * A small in-process LRU of computed values, for things derived only from versioned inputs (a
 * portfolio version, the market data version, the day): those make the key, so nothing ever needs
 * invalidating — a change makes a new key and the old entry ages out. Promises are stored, so
 * concurrent requests for one key compute it once; a failure is not remembered.
 */
export class PromiseLru<T> {
  private readonly entries = new Map<string, Promise<T>>();

  constructor(private readonly capacity: number) {}

  async getOrCompute(key: string, compute: () => Promise<T>): Promise<{ value: T; cached: boolean }> {
    const hit = this.entries.get(key);
    if (hit) {
      // Re-insert to mark as most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return { value: await hit, cached: true };
    }
    const pending = compute();
    this.entries.set(key, pending);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    try {
      return { value: await pending, cached: false };
    } catch (error) {
      if (this.entries.get(key) === pending) this.entries.delete(key);
      throw error;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
