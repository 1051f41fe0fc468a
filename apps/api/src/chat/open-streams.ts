/**
 * The chat streams this process holds open, so that a shutdown can end each of them with a final
 * event rather than cutting the connection. Each stream registers how to stop it; `endAll` asks
 * every one to stop and resolves once each has closed (unregistered).
 */
export class OpenStreams {
  private readonly stops = new Set<() => void>();
  private waiters: (() => void)[] = [];
  private ending = false;

  /**
   * Registers an open stream; `stop` asks it to end (it unregisters once closed). After `endAll`
   * a stream that registers late is asked to stop at once.
   */
  add(stop: () => void): () => void {
    this.stops.add(stop);
    if (this.ending) stop();
    return () => {
      if (this.stops.delete(stop) && this.stops.size === 0) this.settle();
    };
  }

  get size(): number {
    return this.stops.size;
  }

  /** Asks every open stream (and any opened from now on) to end; resolves once all have closed. */
  endAll(): Promise<void> {
    this.ending = true;
    for (const stop of [...this.stops]) stop();
    if (this.stops.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private settle(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}
