import type { Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { ApiError } from './errors.js';
import type { Step } from './pipeline.js';

/** What a refused request is told to wait before retrying (another instance will take it). */
const RETRY_AFTER_SECONDS = '1';

/**
 * The app's side of a graceful shutdown, with no process signals in it (server.ts owns those):
 * once `begin` is called, `/readyz` answers 503 and every new request gets 503 `shutting_down`
 * with `Retry-After` and `Connection: close`, so a load balancer moves its traffic elsewhere and
 * drops its connections to this process. Requests already past the gate run to their end.
 */
export class ShutdownGate {
  private closing = false;

  get draining(): boolean {
    return this.closing;
  }

  begin(): void {
    this.closing = true;
  }

  /** A step placed after `/healthz` and `/readyz` (and first on the card's own lane). */
  readonly refuseNew: Step = (_req, res, next) => {
    if (!this.closing) return next();
    closeAfterResponse(res);
    next(new ApiError('shutting_down', 'The server is shutting down; retry shortly', { headers: { 'Retry-After': RETRY_AFTER_SECONDS } }));
  };

  /** For `/readyz`: the headers of a not-ready answer while draining. */
  notReady(res: ServerResponse): void {
    closeAfterResponse(res);
    res.setHeader('Retry-After', RETRY_AFTER_SECONDS);
  }
}

function closeAfterResponse(res: ServerResponse): void {
  // Node closes the socket after a response that says so, and the client knows not to reuse it.
  res.setHeader('Connection', 'close');
}

/**
 * Counts the requests in flight on a server (a chat stream is one until it ends). Create it right
 * after the server, before it takes requests.
 */
export class InFlightRequests {
  private count = 0;
  private waiters: (() => void)[] = [];

  constructor(server: Server) {
    server.on('request', (_req, res: ServerResponse) => {
      this.count++;
      res.once('close', () => {
        this.count--;
        if (this.count === 0) for (const resolve of this.waiters.splice(0)) resolve();
      });
    });
  }

  get size(): number {
    return this.count;
  }

  /** Resolves when no request is in flight. */
  idle(): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }
}

/** What a drain acts on: the app (createApp's `beginShutdown` and `endChatStreams`). */
export interface Drainable {
  /** `/readyz` and every new request answer 503 from now on. */
  beginShutdown(): void;
  /** Ends every open chat stream with RUN_ERROR `server_shutting_down`; resolves once they have closed. */
  endChatStreams(): Promise<void>;
}

export interface DrainOptions {
  /** How long in-flight requests and chat streams get before the streams are ended. */
  drainMs: number;
  /** After that: how long ended streams and last requests get before every socket is cut. */
  graceMs?: number;
  logger?: Logger;
}

export interface DrainReport {
  /** Requests still in flight (open chat streams among them) when the drain time ran out; 0 if all finished. */
  leftAtDeadline: number;
  /** Whether sockets had to be cut after the grace time. */
  forced: boolean;
}

/**
 * A graceful shutdown of a listening server: from the call on, `/readyz` is 503 and new requests
 * get 503 `shutting_down` (the server keeps listening, so a balancer sees the answer instead of a
 * reset); in-flight requests finish; when none is left, or after `drainMs`, open chat streams end
 * with RUN_ERROR `server_shutting_down`, the server closes (idle keep-alive sockets with it), and
 * the promise resolves. The caller then closes the database and exits.
 */
export async function drain(server: Server, inFlight: InFlightRequests, app: Drainable, options: DrainOptions): Promise<DrainReport> {
  const graceMs = options.graceMs ?? 2_000;
  app.beginShutdown();
  options.logger?.info({ drainMs: options.drainMs, inFlight: inFlight.size }, 'draining: new requests get 503 shutting_down');

  await within(inFlight.idle(), options.drainMs);
  const leftAtDeadline = inFlight.size;
  if (leftAtDeadline > 0) options.logger?.info({ inFlight: leftAtDeadline }, 'drain time over: ending open chat streams');
  await within(app.endChatStreams(), graceMs);

  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const forced = !(await within(closed.then(() => true), graceMs));
  if (forced) {
    server.closeAllConnections();
    await closed;
  }
  options.logger?.info({ leftAtDeadline, forced }, 'drained');
  return { leftAtDeadline, forced };
}

/** `promise`'s value, or undefined once `ms` have passed (the timer never outlives the race). */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
