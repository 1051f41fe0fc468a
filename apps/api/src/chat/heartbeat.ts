import type { SseStream } from './sse.js';

/**
 * Sends `: ping` to every open chat stream at a fixed interval. One timer for the whole process
 * rather than one per stream: ten thousand open streams then cost one wake-up per interval.
 * The timer runs only while some stream is registered and never keeps the process alive.
 */
export class HeartbeatHub {
  private readonly streams = new Set<SseStream>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly intervalMs: number) {}

  /** Registers a stream; the returned function unregisters it. */
  add(stream: SseStream): () => void {
    this.streams.add(stream);
    if (!this.timer) {
      this.timer = setInterval(() => this.beat(), this.intervalMs);
      this.timer.unref();
    }
    return () => {
      this.streams.delete(stream);
      if (this.streams.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = undefined;
      }
    };
  }

  get size(): number {
    return this.streams.size;
  }

  private beat(): void {
    for (const stream of this.streams) stream.comment('ping');
  }
}
