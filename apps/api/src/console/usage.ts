import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { ConsoleUsage, ConsoleUsageDay } from '@clarity/shared';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { outcomeOf } from '../http/logging.js';
import type { AuditLog } from './audit.js';

/** Days the usage page shows, today included. */
export const USAGE_DAYS = 30;
/** Daily counts older than this are deleted by the periodic prune (docs/console.md, "Usage"). */
export const USAGE_RETENTION_DAYS = 90;
/** Failed requests kept per organization (the newest). */
export const FAILURES_KEPT = 50;
/** How often the prune of old audit entries and usage rows runs (checked at every flush tick). */
export const PRUNE_EVERY_MS = 3600_000;

/** The operations the page's totals are read from (route patterns of the route table, as the metrics label them). */
export const CARD_OPERATION = 'POST /v1/clarity/card';
export const CHAT_OPERATION = 'POST /v1/clarity/chat';
export const MINT_OPERATION = 'POST /v1/sdk/clarity/embeds';

const DAY_MS = 86_400_000;
/** Rows per INSERT: 6 parameters each, far under SQLite's and PostgreSQL's limits. */
const ROWS_PER_STATEMENT = 200;

interface Failure {
  orgId: string;
  at: string;
  requestId: string;
  operation: string;
  status: number;
  code: string;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const statusClassOf = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * Usage per organization and UTC day, for the console's Usage page: every request made with an API
 * key or an embed token (the organization is known once the credential verified) is counted by
 * operation (the route's pattern) and status class, every error by its code, and the latest failed
 * requests are kept with their request id. Counting is a few map operations in memory when the
 * response closes; every `flushMs` the counts are added to the database by upsert (several instances
 * sum into the same rows) and the buffer starts again. A graceful shutdown flushes what is left
 * (`stop`); a crash loses at most the last interval's counts.
 *
 * The same tick prunes, once an hour by the clock, audit entries past their retention
 * (console/audit.ts) and daily counts past {@link USAGE_RETENTION_DAYS}, whether counting is on or off.
 */
export class UsageRecorder {
  /** `orgId \n day` → `request \n operation \n class` | `error \n code` → count. */
  private pending = new Map<string, Map<string, number>>();
  private failures = new Map<string, Failure[]>();
  private today = '';
  private todayEndsAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private lastPruneAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
    private readonly options: { enabled: boolean; flushMs: number; logger: Logger },
  ) {}

  get enabled(): boolean {
    return this.options.enabled;
  }

  /** Starts the flush-and-prune tick (unref'd: it never keeps the process alive). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.options.flushMs);
    this.timer.unref();
  }

  /** Stops the tick and writes what is still counted (graceful shutdown: nothing acknowledged is lost). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** One tick: flush, and prune when an hour has passed since the last prune. */
  async tick(): Promise<void> {
    await this.flush();
    const now = this.clock.now().getTime();
    if (now - this.lastPruneAt < PRUNE_EVERY_MS) return;
    this.lastPruneAt = now;
    try {
      await this.prune();
    } catch (error) {
      this.options.logger.warn({ err: error }, 'console prune failed; retried at the next tick');
      this.lastPruneAt = Number.NEGATIVE_INFINITY;
    }
  }

  /** Counts one answered request (called when its response closes, with the route's pattern). */
  answered(req: IncomingMessage & { requestId?: string }, res: ServerResponse, route: string): void {
    const { orgId, errorCode } = outcomeOf(req, res);
    if (orgId === undefined) return;
    const now = this.clock.now().getTime();
    if (now >= this.todayEndsAt) {
      this.today = dayOf(now);
      this.todayEndsAt = Date.parse(`${this.today}T00:00:00.000Z`) + DAY_MS;
    }
    const bucketKey = `${orgId}\n${this.today}`;
    const status = res.statusCode;
    const operation = `${req.method ?? 'GET'} ${route}`;
    this.add(bucketKey, `request\n${operation}\n${statusClassOf(status)}`, 1);
    if (status < 400) return;
    const code = errorCode ?? (status >= 500 ? 'internal' : 'unknown');
    this.add(bucketKey, `error\n${code}`, 1);
    let failed = this.failures.get(orgId);
    if (failed === undefined) {
      failed = [];
      this.failures.set(orgId, failed);
    }
    failed.push({ orgId, at: new Date(now).toISOString(), requestId: req.requestId ?? '', operation, status, code });
    if (failed.length > FAILURES_KEPT) failed.shift();
  }

  /** Adds what was counted since the last flush to the database; on failure the counts stay for the next one. */
  flush(): Promise<void> {
    // One flush at a time, in order: a read that flushes first sees every count made before it.
    this.running = this.running.then(() => this.write());
    return this.running;
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0 && this.failures.size === 0) return;
    const pending = this.pending;
    const failures = this.failures;
    this.pending = new Map();
    this.failures = new Map();
    const rows: { org_id: string; day: string; kind: 'request' | 'error'; name: string; detail: string; count: number }[] = [];
    for (const [bucketKey, counts] of pending) {
      const [orgId, day] = bucketKey.split('\n') as [string, string];
      for (const [key, count] of counts) {
        const [kind, name, detail] = key.split('\n') as ['request' | 'error', string, string | undefined];
        rows.push({ org_id: orgId, day, kind, name, detail: detail ?? '', count });
      }
    }
    const failed = [...failures.values()].flat();
    try {
      await this.db.transaction().execute(async (trx) => {
        for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
          await trx
            .insertInto('usage_daily')
            .values(rows.slice(i, i + ROWS_PER_STATEMENT))
            .onConflict((oc) => oc.columns(['org_id', 'day', 'kind', 'name', 'detail']).doUpdateSet({ count: sql<number>`usage_daily.count + excluded.count` }))
            .execute();
        }
        for (let i = 0; i < failed.length; i += ROWS_PER_STATEMENT) {
          await trx
            .insertInto('usage_failures')
            .values(failed.slice(i, i + ROWS_PER_STATEMENT).map((f) => ({ org_id: f.orgId, at: f.at, request_id: f.requestId, operation: f.operation, status: f.status, code: f.code })))
            .execute();
        }
        for (const orgId of failures.keys()) {
          // Keep the newest FAILURES_KEPT: delete from the (FAILURES_KEPT+1)-th newest down.
          const oldestKept = await trx.selectFrom('usage_failures').select('seq').where('org_id', '=', orgId).orderBy('seq', 'desc').limit(1).offset(FAILURES_KEPT).executeTakeFirst();
          if (oldestKept) await trx.deleteFrom('usage_failures').where('org_id', '=', orgId).where('seq', '<=', oldestKept.seq).execute();
        }
      });
    } catch (error) {
      // Put the counts back (beside any counted meanwhile): the next flush tries again.
      for (const row of rows) this.add(`${row.org_id}\n${row.day}`, row.kind === 'error' ? `error\n${row.name}` : `request\n${row.name}\n${row.detail}`, row.count);
      for (const [orgId, list] of failures) this.failures.set(orgId, [...list, ...(this.failures.get(orgId) ?? [])].slice(-FAILURES_KEPT));
      this.options.logger.warn({ err: error }, 'usage flush failed; the counts are kept for the next flush');
    }
  }

  private add(bucketKey: string, key: string, count: number): void {
    let bucket = this.pending.get(bucketKey);
    if (bucket === undefined) {
      bucket = new Map();
      this.pending.set(bucketKey, bucket);
    }
    bucket.set(key, (bucket.get(key) ?? 0) + count);
  }

  /** Deletes audit entries past their retention and daily counts older than {@link USAGE_RETENTION_DAYS}, for every organization. */
  async prune(): Promise<{ audit: number; usage: number }> {
    const now = this.clock.now().getTime();
    const audit = await this.audit.prune();
    const cutoff = dayOf(now - USAGE_RETENTION_DAYS * DAY_MS);
    const usage = await this.db.deleteFrom('usage_daily').where('day', '<', cutoff).executeTakeFirst();
    return { audit, usage: Number(usage.numDeletedRows) };
  }

  /** The organization's last {@link USAGE_DAYS} days (today included, every day present) and latest failures; this instance's counts are flushed first. */
  async report(orgId: string): Promise<ConsoleUsage> {
    await this.flush();
    const now = this.clock.now().getTime();
    const to = dayOf(now);
    const from = dayOf(now - (USAGE_DAYS - 1) * DAY_MS);
    const rows = await this.db.selectFrom('usage_daily').select(['day', 'kind', 'name', 'detail', 'count']).where('org_id', '=', orgId).where('day', '>=', from).where('day', '<=', to).execute();
    const days = new Map<string, ConsoleUsageDay>();
    for (let i = USAGE_DAYS - 1; i >= 0; i--) {
      const day = dayOf(now - i * DAY_MS);
      days.set(day, { day, requests: 0, cards: 0, chatRuns: 0, tokensMinted: 0, rateLimited: 0, errors: 0, operations: [], errorCodes: [] });
    }
    for (const row of rows) {
      const day = days.get(row.day);
      if (!day) continue;
      const count = Number(row.count);
      if (row.kind === 'request') {
        day.requests += count;
        day.operations.push({ operation: row.name, statusClass: row.detail, count });
        if (row.detail === '2xx') {
          if (row.name === CARD_OPERATION) day.cards += count;
          else if (row.name === CHAT_OPERATION) day.chatRuns += count;
          else if (row.name === MINT_OPERATION) day.tokensMinted += count;
        }
        if (row.detail === '4xx' || row.detail === '5xx') day.errors += count;
      } else {
        day.errorCodes.push({ code: row.name, count });
        if (row.name === 'rate_limited') day.rateLimited += count;
      }
    }
    for (const day of days.values()) {
      day.operations.sort((a, b) => b.count - a.count || a.operation.localeCompare(b.operation) || a.statusClass.localeCompare(b.statusClass));
      day.errorCodes.sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
    }
    const failures = await this.db
      .selectFrom('usage_failures')
      .select(['at', 'request_id', 'operation', 'status', 'code'])
      .where('org_id', '=', orgId)
      .orderBy('seq', 'desc')
      .limit(FAILURES_KEPT)
      .execute();
    return {
      counting: this.options.enabled,
      from,
      to,
      days: [...days.values()],
      failures: failures.map((f) => ({ at: f.at, requestId: f.request_id, operation: f.operation, status: Number(f.status), code: f.code })),
    };
  }
}
