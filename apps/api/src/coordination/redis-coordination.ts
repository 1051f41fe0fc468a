import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { RedisConfig } from '../config.js';

/** What a Redis failure made this instance do alone: each is counted (metrics) and served locally. */
export type CoordinationOperation = 'rate_limit' | 'stream_caps' | 'idempotency_lock' | 'invalidation';

/** Told of Redis's state: each operation served locally because Redis failed, and each change of reachability. */
export interface CoordinationObserver {
  fellBack(operation: CoordinationOperation): void;
  connectionChanged(connected: boolean): void;
}

/**
 * A command that waits longer than this is failed and served locally: a request must never hang
 * on a Redis that stopped answering without closing its socket (a partition, a paused host).
 */
const COMMAND_TIMEOUT_MS = 500;

/**
 * While a command failed but the connection stayed open (Redis stalled, a command timed out), no
 * 'ready' event will say when Redis answers again: a PING this often finds out.
 */
const RECOVERY_PROBE_MS = 1000;

/**
 * The two connections an instance keeps to the shared Redis: one for commands, one subscribed to
 * the invalidation channel (a subscribed connection can run no other command). Every key and
 * channel carries the configured prefix. The command connection never queues: while Redis is
 * unreachable each command fails at once, and its caller serves the request with local state
 * (`fellBack`), logged once per outage.
 */
export class RedisCoordination {
  /** Names this instance in the messages it publishes, so it can skip its own. */
  readonly instanceId = `inst_${randomBytes(8).toString('hex')}`;
  readonly commands: Redis;
  private subscriber: Redis | undefined;
  private subscriptions: Promise<unknown>[] = [];
  private readonly observers: CoordinationObserver[] = [];
  private connected = false;
  /** Logged once per outage, not once per request. */
  private outageLogged = false;
  /** Closing on purpose: the connection's end is no outage. */
  private closing = false;
  /** Set while a PING is to tell when Redis answers again on a connection that never dropped. */
  private recoveryProbe: NodeJS.Timeout | undefined;

  constructor(
    private readonly config: RedisConfig,
    private readonly logger: Logger,
  ) {
    this.commands = new Redis(config.url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectionName: `clarity-${this.instanceId}`,
    });
    this.commands.on('ready', () => this.reachable());
    this.commands.on('close', () => this.unreachable('connection closed'));
    // ioredis reconnects by itself; without a listener an 'error' event would crash the process.
    this.commands.on('error', (error: Error) => this.unreachable(error.message));
  }

  /** `prefix` + the parts joined by `:` (tests and deployments sharing a Redis each use their own prefix). */
  key(...parts: string[]): string {
    return `${this.config.prefix}${parts.join(':')}`;
  }

  observe(observer: CoordinationObserver): void {
    this.observers.push(observer);
    observer.connectionChanged(this.connected);
  }

  /** An operation that Redis failed was served with this instance's own state. */
  fellBack(operation: CoordinationOperation, error: unknown): void {
    for (const observer of this.observers) observer.fellBack(operation);
    this.unreachable(error instanceof Error ? error.message : String(error));
  }

  /**
   * An operation Redis carried out, but not as fully as it should have (an invalidation that some
   * subscriber did not confirm in time: an instance that is stalled or runs an older version). It is
   * counted like a fallback and logged, but says nothing about Redis being unreachable.
   */
  fellShort(operation: CoordinationOperation, reason: string): void {
    for (const observer of this.observers) observer.fellBack(operation);
    this.logger.warn({ operation, reason }, 'Redis coordination incomplete: caches elsewhere expire by their own timers');
  }

  /**
   * Whether the command connection became ready within `timeoutMs` (the CLI and tests wait for it;
   * requests never do: until then they are served locally).
   */
  ready(timeoutMs = 5000): Promise<boolean> {
    if (this.commands.status === 'ready') return Promise.resolve(true);
    return new Promise((resolve) => {
      const onReady = (): void => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.commands.off('ready', onReady);
        resolve(false);
      }, timeoutMs);
      this.commands.once('ready', onReady);
    });
  }

  /** Messages on `channel` (prefixed), on the subscriber connection, which resubscribes after a reconnect. */
  subscribe(channel: string, onMessage: (message: string) => void): void {
    if (!this.subscriber) {
      this.subscriber = new Redis(this.config.url, { connectionName: `clarity-${this.instanceId}-sub` });
      this.subscriber.on('error', () => undefined);
    }
    const name = this.key(channel);
    this.subscriber.on('message', (from: string, message: string) => {
      if (from === name) onMessage(message);
    });
    this.subscriptions.push(this.subscriber.subscribe(name).catch((error: unknown) => this.fellBack('invalidation', error)));
  }

  /** Resolves once every channel asked for is subscribed (tests publish only then). */
  async listening(): Promise<void> {
    await Promise.all(this.subscriptions);
  }

  async close(): Promise<void> {
    this.closing = true;
    this.observers.length = 0;
    clearInterval(this.recoveryProbe);
    await Promise.all([quit(this.commands), this.subscriber ? quit(this.subscriber) : undefined]);
  }

  private reachable(): void {
    clearInterval(this.recoveryProbe);
    this.recoveryProbe = undefined;
    if (this.connected) return;
    this.connected = true;
    if (this.outageLogged) this.logger.info('Redis reachable again: rate limits, stream caps and locks are shared across instances');
    this.outageLogged = false;
    for (const observer of this.observers) observer.connectionChanged(true);
  }

  private unreachable(reason: string): void {
    if (this.closing) return;
    if (this.connected) {
      this.connected = false;
      for (const observer of this.observers) observer.connectionChanged(false);
    }
    if (this.recoveryProbe === undefined && this.commands.status === 'ready') {
      this.recoveryProbe = setInterval(() => {
        this.commands.ping().then(
          () => this.reachable(),
          () => undefined,
        );
      }, RECOVERY_PROBE_MS).unref();
    }
    if (this.outageLogged) return;
    this.outageLogged = true;
    // Never the URL: it may carry a password.
    this.logger.warn({ reason }, 'Redis unreachable: serving with local rate limits, stream caps and locks; caches expire by their own timers');
  }
}

/** QUIT when connected (pending replies arrive first), else drop the reconnecting socket. */
async function quit(client: Redis): Promise<void> {
  if (client.status === 'ready') {
    await client.quit().catch(() => client.disconnect());
    return;
  }
  client.disconnect();
}

/** The coordination of a configured Redis, or undefined: one instance, everything in memory. */
export function openCoordination(config: RedisConfig | undefined, logger: Logger): RedisCoordination | undefined {
  return config ? new RedisCoordination(config, logger) : undefined;
}
