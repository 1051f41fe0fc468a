import type { ServerResponse } from 'node:http';
import { Latch } from './latch.js';

/**
 * One server-sent-event stream on node's response (a run's events arrive as whole frames,
 * `id: …` + `data: <json>`, from its RunLog; heartbeats are SSE comments). Three duties beyond writing:
 * - nothing between us and the client may buffer it: no compression, `no-transform`, nginx's
 *   `X-Accel-Buffering: no`, headers flushed at once;
 * - backpressure: when the socket's buffer is full `send` waits for 'drain' instead of queueing
 *   without bound in memory;
 * - the client going away (response 'close' before we ended it) fires `closed`, which the
 *   connection waits on (the run itself goes on: another connection may resume it).
 */
export class SseStream {
  /** Fires when the client disconnects (or the stream is torn down). */
  readonly closed = new Latch();
  private ended = false;

  constructor(private readonly res: ServerResponse) {
    res.on('close', () => {
      if (!this.ended) this.closed.fire();
      this.ended = true;
    });
  }

  get open(): boolean {
    return !this.ended && !this.closed.fired;
  }

  /** Sends the status line and headers now, so that proxies and clients see the stream begin. */
  start(): void {
    const res = this.res;
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('X-Accel-Buffering', 'no');
    res.setHeader('Connection', 'keep-alive');
    res.flushHeaders();
    // Small events must leave at once, not wait for Nagle's algorithm.
    res.socket?.setNoDelay(true);
  }

  /** Writes one event without an id; resolves once the socket can take more (backpressure). */
  async send(event: object): Promise<void> {
    await this.write(`data: ${JSON.stringify(event)}\n\n`);
  }

  /** Writes frames already in SSE form (one or several); resolves once the socket can take more. */
  async sendFrames(frames: Buffer): Promise<void> {
    await this.write(frames);
  }

  /** An SSE comment line: ignored by parsers, keeps idle connections and proxies alive. */
  comment(text: string): void {
    if (!this.open) return;
    // A heartbeat is best-effort: it never waits, and is skipped while the socket is backed up.
    if (this.res.writableNeedDrain) return;
    this.res.write(`: ${text}\n\n`);
  }

  /** Ends the response (the stream's end is the connection's close; no `[DONE]` sentinel). */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.res.end();
  }

  private async write(chunk: string | Buffer): Promise<void> {
    if (!this.open) return;
    if (this.res.write(chunk)) return;
    await new Promise<void>((resolve) => {
      let stopWaiting = (): void => undefined;
      const done = (): void => {
        this.res.off('drain', done);
        stopWaiting();
        resolve();
      };
      this.res.on('drain', done);
      stopWaiting = this.closed.onFire(done);
    });
  }
}
