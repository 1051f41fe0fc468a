import {
  TRADE_LOG_CAP,
  type Page,
  type RecordTradesBody,
  type RecordTradesResult,
  type Trade,
  type TradeInput,
} from '@clarity/shared';
import { sql, type OnConflictBuilder, type Selectable } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { onPostgres } from '../db/dialect.js';
import type { DatabaseSchema, FoundationTables } from '../db/schema.js';
import { decodeCursor, encodeCursor } from '../http/cursor.js';
import { notFound } from '../http/errors.js';
import { newId } from '../ids.js';
import { toPortfolio } from '../portfolios/repository.js';
import type { PortfolioService } from '../portfolios/service.js';

type TradeRow = Selectable<FoundationTables['trades']>;

/** Rows per INSERT statement: 12 columns × 500 stays far below SQLite's bound-parameter limit. */
const INSERT_CHUNK = 500;

const TradeCursorSchema = z.object({ e: z.string(), s: z.number().int() });

export class TradeService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly portfolios: PortfolioService,
  ) {}

  /**
   * Appends trades, caps the log at the newest TRADE_LOG_CAP by executedAt (ties: later
   * insertion counts as newer), and replaces currentHoldings — all in one transaction, so a
   * failure leaves nothing half-written. historicHoldings is never touched here.
   */
  async record(orgId: string, portfolioId: string, body: RecordTradesBody): Promise<RecordTradesResult> {
    await this.portfolios.head(orgId, portfolioId);
    const now = this.clock.now().toISOString();
    return this.db.transaction().execute(async (trx) => {
      // The portfolio's row first: on PostgreSQL the update locks it until commit, so two batches for
      // one portfolio run one after the other (each sees the other's trades when it dedupes, marks
      // and caps). SQLite's single writer already serialises them.
      const row = await trx
        .updateTable('portfolios')
        .set((eb) => ({ current_holdings: JSON.stringify(body.currentHoldings), updated_at: now, version: eb('version', '+', 1) }))
        .where('id', '=', portfolioId)
        .where('org_id', '=', orgId)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound('Portfolio');
      // seq is one sequence for the whole table, so rows above this mark are the ones inserted now.
      const { lastSeq } = await trx
        .selectFrom('trades')
        .select((eb) => eb.fn.max('seq').as('lastSeq'))
        .executeTakeFirstOrThrow();
      const inserted = await insertTrades(trx, body.trades.map((trade) => tradeRow(portfolioId, trade, now)));
      const dropped = await capTradeLog(trx, portfolioId, Number(lastSeq ?? 0));
      return {
        appended: inserted - Math.min(dropped.ofThisBatch, inserted),
        skippedDuplicates: body.trades.length - inserted,
        dropped: dropped.total,
        tradeCount: dropped.remaining,
        portfolio: toPortfolio(row),
      };
    });
  }

  /** Newest first by executedAt, then by insertion. */
  async list(orgId: string, portfolioId: string, query: { limit: number; cursor?: string | undefined }): Promise<Page<Trade>> {
    await this.portfolios.head(orgId, portfolioId);
    let select = this.db.selectFrom('trades').selectAll().where('portfolio_id', '=', portfolioId);
    if (query.cursor) {
      const after = decodeCursor(query.cursor, TradeCursorSchema);
      select = select.where((eb) =>
        eb.or([eb('executed_at', '<', after.e), eb.and([eb('executed_at', '=', after.e), eb('seq', '<', after.s)])]),
      );
    }
    const rows = await select.orderBy('executed_at', 'desc').orderBy('seq', 'desc').limit(query.limit + 1).execute();
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      data: page.map(toTrade),
      nextCursor: rows.length > query.limit && last ? encodeCursor({ e: last.executed_at, s: last.seq }) : null,
    };
  }

  /** Every logged trade of a portfolio, oldest first (for analytics). */
  async all(portfolioId: string): Promise<Trade[]> {
    const rows = await this.db
      .selectFrom('trades')
      .selectAll()
      .where('portfolio_id', '=', portfolioId)
      .orderBy('executed_at', 'asc')
      .orderBy('seq', 'asc')
      .execute();
    return rows.map(toTrade);
  }
}

/** Deletes the oldest trades beyond the cap; reports how many, how many of them were just inserted, and how many remain. */
async function capTradeLog(trx: Db, portfolioId: string, lastSeqBefore: number): Promise<{ total: number; ofThisBatch: number; remaining: number }> {
  // One statement: whatever is older than the newest TRADE_LOG_CAP goes, and says which it was. (The
  // LIMIT is there because SQLite takes an OFFSET only after one.)
  const victims = await trx
    .deleteFrom('trades')
    .where('seq', 'in', (eb) =>
      eb
        .selectFrom('trades')
        .select('seq')
        .where('portfolio_id', '=', portfolioId)
        .orderBy('executed_at', 'desc')
        .orderBy('seq', 'desc')
        .limit(Number.MAX_SAFE_INTEGER)
        .offset(TRADE_LOG_CAP),
    )
    .returning('seq')
    .execute();
  // Anything deleted leaves exactly the cap; otherwise the log is within it and is counted.
  const remaining = victims.length > 0 ? TRADE_LOG_CAP : await countTrades(trx, portfolioId);
  return { total: victims.length, ofThisBatch: victims.filter((victim) => victim.seq > lastSeqBefore).length, remaining };
}

async function countTrades(trx: Db, portfolioId: string): Promise<number> {
  const { count } = await trx
    .selectFrom('trades')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('portfolio_id', '=', portfolioId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

type TradeRowValues = ReturnType<typeof tradeRow>;

/**
 * Inserts the rows in order (their seq follows it), skipping any whose externalId the portfolio's
 * log already holds or an earlier row of the batch carries (the unique index decides); returns how
 * many went in. On SQLite as multi-row VALUES in chunks; on PostgreSQL as one statement over one
 * array per column (`unnest`), since a statement with thousands of parameters is parsed and planned
 * anew on every call there.
 */
async function insertTrades(trx: Db, rows: TradeRowValues[]): Promise<number> {
  if (rows.length === 0) return 0;
  const skipLogged = (oc: OnConflictBuilder<DatabaseSchema, 'trades'>) =>
    oc.columns(['portfolio_id', 'external_id']).where('external_id', 'is not', null).doNothing();
  if (!onPostgres(trx)) {
    let inserted = 0;
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      const result = await trx.insertInto('trades').values(rows.slice(i, i + INSERT_CHUNK)).onConflict(skipLogged).executeTakeFirst();
      inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return inserted;
  }
  const column = <K extends keyof TradeRowValues>(key: K) => rows.map((row) => row[key]);
  const result = await trx
    .insertInto('trades')
    .columns(['id', 'portfolio_id', 'ticker', 'side', 'quantity', 'price', 'currency', 'executed_at', 'fees', 'external_id', 'recorded_at'])
    .expression(
      sql`select id, portfolio_id, ticker, side, quantity, price, currency, executed_at, fees, external_id, recorded_at
        from unnest(${column('id')}::text[], ${column('portfolio_id')}::text[], ${column('ticker')}::text[], ${column('side')}::text[],
          ${column('quantity')}::float8[], ${column('price')}::float8[], ${column('currency')}::text[], ${column('executed_at')}::text[],
          ${column('fees')}::float8[], ${column('external_id')}::text[], ${column('recorded_at')}::text[])
          with ordinality as batch(id, portfolio_id, ticker, side, quantity, price, currency, executed_at, fees, external_id, recorded_at, position)
        order by position`,
    )
    .onConflict(skipLogged)
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

function tradeRow(portfolioId: string, trade: TradeInput, recordedAt: string) {
  return {
    id: newId('trade'),
    portfolio_id: portfolioId,
    ticker: trade.ticker,
    side: trade.side,
    quantity: trade.quantity,
    price: trade.price,
    currency: trade.currency,
    executed_at: new Date(trade.executedAt).toISOString(),
    fees: trade.fees ?? null,
    external_id: trade.externalId ?? null,
    recorded_at: recordedAt,
  };
}

function toTrade(row: TradeRow): Trade {
  const trade: Trade = {
    id: row.id,
    ticker: row.ticker,
    side: row.side,
    quantity: row.quantity,
    price: row.price,
    currency: row.currency,
    executedAt: row.executed_at,
    recordedAt: row.recorded_at,
  };
  if (row.fees !== null) trade.fees = row.fees;
  if (row.external_id !== null) trade.externalId = row.external_id;
  return trade;
}
