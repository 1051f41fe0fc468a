import type { Insertable } from 'kysely';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { EmbedTables } from './tables.js';

type TokenRow = Insertable<EmbedTables['embed_tokens']>;

interface Pending {
  row: TokenRow;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Rows per INSERT statement (6 values each, well under SQLite's bound on parameters). */
const ROWS_PER_STATEMENT = 500;
/** Expired rows are kept this long (a late revoke still finds them), then purged. */
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;
const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Records minted tokens with group commit. Every commit is fsync'd (`synchronous = FULL`), which
 * caps one-row-per-commit inserts at a few thousand a second; here the rows of all mints that
 * arrive while a commit is pending share the next one. Each mint still answers only after its row
 * is durable. Expired rows are purged in passing, at most once an hour.
 */
export class TokenRecordWriter {
  private queue: Pending[] = [];
  private scheduled = false;
  private lastPurge = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  write(row: TokenRow): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    const batch = this.queue;
    this.queue = [];
    this.scheduled = false;
    try {
      await this.db.transaction().execute(async (trx) => {
        for (let i = 0; i < batch.length; i += ROWS_PER_STATEMENT) {
          await trx.insertInto('embed_tokens').values(batch.slice(i, i + ROWS_PER_STATEMENT).map((p) => p.row)).execute();
        }
        await this.purgeExpired(trx);
      });
      for (const pending of batch) pending.resolve();
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // One bad row must not fail its neighbours: retry each on its own.
      for (const pending of batch) {
        this.db.insertInto('embed_tokens').values(pending.row).execute().then(() => pending.resolve(), pending.reject);
      }
    }
  }

  private async purgeExpired(trx: Db): Promise<void> {
    const now = this.clock.now().getTime();
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    await trx.deleteFrom('embed_tokens').where('expires_at', '<', new Date(now - KEEP_EXPIRED_MS).toISOString()).execute();
  }
}
