/**
 * A small in-process LRU of finished cards (UTF-8 JSON bytes). A card depends only on the
 * portfolio's version, the market data's version and the day, so those make the key and no
 * entry ever needs invalidating: a change makes a new key and the old one ages out.
 * Promises are stored, so concurrent requests for the same card compute it once.
 */
export class CardCache {
  private readonly entries = new Map<string, Promise<Buffer>>();

  constructor(private readonly capacity = 500) {}

  async getOrCompute(key: string, compute: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit) {
      // Re-insert to mark as most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const pending = compute();
    this.entries.set(key, pending);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    try {
      return await pending;
    } catch (error) {
      // A failure is not remembered: the next request tries again.
      if (this.entries.get(key) === pending) this.entries.delete(key);
      throw error;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
