/**
 * A one-shot signal for what an open stream waits on (the client left, a shutdown, a resume took
 * the run over). An AbortController per such event cost about 1 KB each in a heap snapshot of
 * thousands of held streams (every AbortSignal is an EventTarget with a hidden class of its own),
 * and a process holds tens of thousands of them; this is a flag and a short list.
 */
export class Latch {
  private listeners: (() => void)[] | undefined = [];

  get fired(): boolean {
    return this.listeners === undefined;
  }

  /** Fires once: every listener runs, later calls do nothing. */
  fire(): void {
    const listeners = this.listeners;
    if (!listeners) return;
    this.listeners = undefined;
    for (const listener of listeners) listener();
  }

  /** Runs `listener` when the latch fires (at once if it has); returns its removal. */
  onFire(listener: () => void): () => void {
    if (!this.listeners) {
      listener();
      return () => undefined;
    }
    this.listeners.push(listener);
    return () => {
      const index = this.listeners?.indexOf(listener) ?? -1;
      if (index >= 0) this.listeners!.splice(index, 1);
    };
  }
}

/**
 * Resolves when `promise` settles, `ms` pass, or one of `latches` fires, whichever comes first;
 * leaves no listener or timer behind.
 */
export function until(latches: readonly Latch[], promise?: Promise<void>, ms?: number): Promise<void> {
  if (latches.some((latch) => latch.fired)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = ms === undefined ? undefined : setTimeout(done, ms);
    const removals = latches.map((latch) => latch.onFire(done));
    promise?.then(done, done);
    function done(): void {
      clearTimeout(timer);
      for (const remove of removals) remove();
      resolve();
    }
  });
}
