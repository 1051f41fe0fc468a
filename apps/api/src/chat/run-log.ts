import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { eventIdOf } from './event-ids.js';

/** A connection the run's frames go to: writes wait for the socket (backpressure). */
export interface FrameSink {
  write(frames: Buffer): Promise<void>;
  /** Ends this connection because another one took the run over. */
  supersede(): void;
}

/** Every frame ends with a blank line; JSON never contains a raw newline, so this splits frames exactly. */
const FRAME_END = '\n\n';
/** zlib's output buffer: a typical run deflates to 1–3 KB (its default, 16 KB, is mostly garbage). */
const OUTPUT_CHUNK_BYTES = 4096;

/**
 * One run's events as the SSE frames that were sent (`id: <runId>:<seq>` + `data: <json>`), so a
 * client that lost its connection can get the ones it missed, and the connection that follows the
 * run live. While the run goes on the frames stay as written; when it ends they are joined and
 * deflated (a typical run's 4–14 KB of JSON keep in 1–3 KB), because ended logs are kept for
 * minutes and a process may hold ten thousand of them.
 */
export class RunLog {
  /** The frames as the bytes written (small buffers share Node's pool), until the run ends. */
  private frames: Buffer[] | undefined = [];
  private sealed: Buffer | undefined;
  /** No longer resumable: the sealed events go once no connection is replaying them. */
  private discarded = false;
  /** Connections sending the ended run's events (a replay), which must finish with them. */
  private replaying = 0;
  private count = 0;
  private subscriber: FrameSink | undefined;
  private endWaiters: (() => void)[] = [];
  /** The type of the last event, so a connection knows whether the run already ended in an error. */
  private lastType: string | undefined;

  constructor(readonly runId: string) {}

  /** How many events the run has sent so far. */
  get length(): number {
    return this.count;
  }

  /** Bytes the ended run's compressed events take (0 while it runs). */
  get sealedBytes(): number {
    return this.sealed?.length ?? 0;
  }

  get ended(): boolean {
    return this.frames === undefined;
  }

  get endedInError(): boolean {
    return this.lastType === 'RUN_ERROR';
  }

  /** Whether some connection is following (or catching up with) the run. */
  get attended(): boolean {
    return this.subscriber !== undefined;
  }

  /** The run's sink: records the event and sends it to the connection following the run, if any. */
  async append(event: { type: string }): Promise<void> {
    if (!this.frames) throw new Error('event after the run ended');
    const frame = Buffer.from(`id: ${eventIdOf(this.runId, ++this.count)}\ndata: ${JSON.stringify(event)}${FRAME_END}`);
    this.frames.push(frame);
    this.lastType = event.type;
    await this.subscriber?.write(frame);
  }

  /** The run is over: no more events; the frames are compacted and the live connection let go. */
  end(): void {
    if (!this.frames) return;
    const deflated = deflateRawSync(Buffer.concat(this.frames), { level: 1, chunkSize: OUTPUT_CHUNK_BYTES });
    // In memory of its own: kept for minutes, a slice of zlib's output chunk or of Node's shared
    // buffer pool (where the run's short-lived frames were) would keep the whole of it alive.
    this.sealed = Buffer.allocUnsafeSlow(deflated.length);
    deflated.copy(this.sealed);
    this.frames = undefined;
    this.subscriber = undefined;
    for (const resolve of this.endWaiters.splice(0)) resolve();
  }

  /**
   * The ended run is no longer resumable (its time or the resume buffer's budget is up): its events
   * are let go, after any replay still sending them. A connection held open after the run ended
   * still refers to its run, so without this every open stream would keep its run's events, and the
   * buffer's budget would bound nothing.
   */
  discard(): void {
    this.discarded = true;
    if (this.replaying === 0) this.sealed = undefined;
  }

  /** Resolves once the run has ended. */
  whenEnded(): Promise<void> {
    if (this.ended) return Promise.resolve();
    return new Promise((resolve) => this.endWaiters.push(resolve));
  }

  /**
   * Sends `sink` every frame after `afterSeq`, then (if the run is still going) makes it the
   * connection that follows the run live; a connection that followed it until now is superseded.
   * Frames appended while earlier ones are being written are picked up before going live, so none
   * is lost or sent twice.
   */
  async attach(sink: FrameSink, afterSeq: number): Promise<void> {
    const previous = this.subscriber;
    this.subscriber = undefined;
    if (previous && previous !== sink) previous.supersede();
    let next = afterSeq;
    this.replaying++;
    try {
      while (next < this.count) {
        const chunk = this.framesAfter(next);
        next = this.count;
        await sink.write(chunk);
      }
    } finally {
      this.replaying--;
      if (this.discarded && this.replaying === 0) this.sealed = undefined;
    }
    // Another connection may have taken over while this one was catching up.
    if (!this.ended && this.subscriber === undefined) this.subscriber = sink;
  }

  /** `sink` no longer follows the run. */
  detach(sink: FrameSink): void {
    if (this.subscriber === sink) this.subscriber = undefined;
  }

  private framesAfter(seq: number): Buffer {
    if (this.frames) return Buffer.concat(this.frames.slice(seq));
    if (!this.sealed) throw new Error('the run’s events were discarded');
    const all = inflateRawSync(this.sealed);
    let offset = 0;
    for (let i = 0; i < seq; i++) offset = all.indexOf(FRAME_END, offset) + FRAME_END.length;
    return all.subarray(offset);
  }
}
