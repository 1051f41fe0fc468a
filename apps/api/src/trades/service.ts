import {
  TRADE_LOG_CAP,
  isId,
  type Activity,
  type ActivityListQuery,
  type HistoricHolding,
  type Page,
  type RecordTradesBody,
  type RecordTradesResult,
  type RecordWarning,
} from '@clarity/shared';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { onPostgres } from '../db/dialect.js';
import { decodeCursor, encodeCursor } from '../http/cursor.js';
import { ApiError, notFound } from '../http/errors.js';
import { t, type Locale } from '../i18n/catalog.js';
import { toPortfolio } from '../portfolios/repository.js';
import type { PortfolioService } from '../portfolios/service.js';
import { activityRow, BOOK_COLUMNS, bookRowOf, CASH_COLUMNS, toActivity, type ActivityRow } from './activity-rows.js';
import { directReaderOf } from '../db/direct-reader.js';
import { batchCashSteps, dividendIssues, dividendTickersToCheck, withdrawalIssues, withUpperCaseTickers, type BatchCashStep } from './batch-rules.js';
import { cashStepsOfRows, duplicateIndexes, loadCash, loggedAt, loggedCashSteps, saveCash } from './cash-balances.js';
import { afterDrop, comesAfter, rollCash, type CashState, type CashStep } from './cash-state.js';

/** Rows per INSERT statement: 14 columns × 500 stays far below SQLite's bound-parameter limit. */
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
  async record(orgId: string, portfolioId: string, input: RecordTradesBody, locale: Locale = 'en'): Promise<RecordTradesResult> {
    // No read of the portfolio first: the update below finds it (in this organization) or answers 404.
    if (!isId('portfolio', portfolioId)) throw notFound('Portfolio');
    const now = this.clock.now().toISOString();
    const { activities, holdings } = withUpperCaseTickers(input.trades, input.currentHoldings);
    const body = { trades: activities, currentHoldings: holdings };
    // Read before the transaction: instruments are shared market data, and the portfolio's lock need
    // not wait on this read.
    const warnings = await this.unknownTickerWarnings(body, locale);
    const recorded = await this.db.transaction().execute(async (trx) => {
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
      await assertDividendsHeld(trx, portfolioId, body, JSON.parse(row.historic_holdings) as HistoricHolding[]);
      // The book's cash, kept per currency once a batch has withdrawn (cash-state.ts): read before the batch, checked
      // against, and written back with the batch's accepted activities (never its duplicates) and the cap's drops.
      const storedCash = await loadCash(trx, portfolioId);
      const withdraws = body.trades.some((activity) => activity.type === 'withdrawal');
      let cashBefore = storedCash;
      let cashSteps: BatchCashStep[] = [];
      if (withdraws || storedCash !== undefined) {
        cashSteps = batchCashSteps(body.trades, await duplicateIndexes(trx, portfolioId, body.trades));
        if (withdraws) cashBefore = await assertWithdrawalsCovered(trx, portfolioId, storedCash, cashSteps);
      }
      const rows = body.trades.map((activity) => activityRow(portfolioId, activity, now));
      const logged = onPostgres(trx)
        ? await appendOnPostgres(trx, portfolioId, rows, now, cashBefore !== undefined)
        : await appendOnSqlite(trx, portfolioId, rows, cashBefore !== undefined);
      if (cashBefore !== undefined) await saveCash(trx, portfolioId, await cashAfter(trx, portfolioId, cashBefore, cashSteps, logged), storedCash);
      return {
        appended: logged.appended,
        skippedDuplicates: body.trades.length - logged.accepted,
        dropped: logged.dropped,
        tradeCount: logged.tradeCount,
        portfolio: toPortfolio(row),
      };
    });
    return { ...recorded, warnings };
  }

  /** The call's tickers (activities and holdings) that no instrument of the market data has, in order of first use. */
  private async unknownTickerWarnings(body: RecordTradesBody, locale: Locale): Promise<RecordWarning[]> {
    const tickers = new Set<string>();
    for (const activity of body.trades) if ('ticker' in activity && activity.ticker !== undefined) tickers.add(activity.ticker);
    for (const holding of body.currentHoldings) tickers.add(holding.ticker);
    if (tickers.size === 0) return [];
    const rows = await this.db.selectFrom('market_instruments').select('ticker').where('ticker', 'in', [...tickers]).execute();
    const known = new Set(rows.map((r) => r.ticker));
    return [...tickers]
      .filter((ticker) => !known.has(ticker))
      .map((ticker) => ({ code: 'unknown_ticker' as const, ticker, message: t('activities.warning.unknown_ticker', { ticker }, locale) }));
  }

  /** Newest first by executedAt, then by insertion; only the types asked for when `query.type` is given. */
  async list(orgId: string, portfolioId: string, query: ActivityListQuery): Promise<Page<Activity>> {
    await this.portfolios.head(orgId, portfolioId);
    let select = this.db.selectFrom('trades').selectAll().where('portfolio_id', '=', portfolioId);
    if (query.type) select = select.where('side', 'in', query.type);
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
      data: page.map(toActivity),
      nextCursor: rows.length > query.limit && last ? encodeCursor({ e: last.executed_at, s: last.seq }) : null,
    };
  }

  /**
   * Every logged activity of a portfolio, oldest first, without its `externalId` (the insight engine reads it as a
   * book, `analytics/book.ts`, and every uncached card reads the whole log: only the columns the book needs).
   */
  async activities(portfolioId: string): Promise<Activity[]> {
    const query = this.db.selectFrom('trades').select(BOOK_COLUMNS).where('portfolio_id', '=', portfolioId).orderBy('executed_at', 'asc').orderBy('seq', 'asc');
    // On SQLite outside a transaction, the rows come as arrays (half the cost of objects with named columns).
    const direct = directReaderOf(this.db);
    if (direct?.allArrays && direct.canRead()) {
      const compiled = query.compile();
      return direct.allArrays(compiled.sql, compiled.parameters).map((values) => toActivity(bookRowOf(values)));
    }
    return (await query.execute()).map(toActivity);
  }
}

/**
 * A dividend must be paid on a ticker the book holds or has held: in the call (a buy, a transfer in,
 * a reinvestment, a holding), among the historic holdings, or bought or transferred in by the log.
 * The log is read only for the tickers the call does not settle. Throws a 400 naming each dividend's
 * index; the transaction then writes nothing.
 */
async function assertDividendsHeld(trx: Db, portfolioId: string, body: RecordTradesBody, historic: HistoricHolding[]): Promise<void> {
  const toCheck = dividendTickersToCheck(body.trades, body.currentHoldings, historic);
  if (toCheck.size === 0) return;
  const rows = await trx
    .selectFrom('trades')
    .select('ticker')
    .distinct()
    .where('portfolio_id', '=', portfolioId)
    .where('ticker', 'in', [...toCheck])
    .where('side', 'in', ['buy', 'transfer_in', 'dividend'])
    .execute();
  for (const row of rows) toCheck.delete(row.ticker);
  const issues = dividendIssues(body.trades, toCheck);
  if (issues.length > 0) throw new ApiError('validation_error', 'A dividend names a ticker the portfolio has never held', { issues });
}

/**
 * A withdrawal must not exceed the cash the activities leave (`withdrawalIssues`). A batch that comes after every
 * cash step of the log (per currency) is checked against the stored cash alone; otherwise (nothing stored, or a
 * batch dated into the log) the log's cash steps are read and rolled with it. Returns the log's cash before the batch.
 */
async function assertWithdrawalsCovered(trx: Db, portfolioId: string, stored: CashState | undefined, batch: BatchCashStep[]): Promise<CashState> {
  const fromStored = stored !== undefined && comesAfter(stored, batch);
  const logged = fromStored ? [] : await loggedCashSteps(trx, portfolioId);
  const issues = withdrawalIssues(fromStored ? stored : new Map(), logged, batch);
  if (issues.length > 0) throw new ApiError('validation_error', 'A withdrawal is larger than the cash the activities leave', { issues });
  return fromStored ? stored : rollCash(new Map(), logged);
}

/**
 * The log's cash after the batch: `before` with the batch's accepted cash rolled on and the cap's drops taken off,
 * when that equals rolling the log anew (cash-state.ts); undefined otherwise, so that none is kept until the next
 * batch that withdraws rolls the log again.
 */
async function cashAfter(trx: Db, portfolioId: string, before: CashState, batch: readonly CashStep[], appended: Appended): Promise<CashState | undefined> {
  if (!comesAfter(before, batch)) return undefined;
  const after = rollCash(before, batch);
  if (appended.dropped === 0) return after;
  if (appended.droppedUntil === null || appended.dropped !== appended.droppedLogged) return undefined;
  return afterDrop(after, appended.droppedCash, appended.droppedUntil, await loggedAt(trx, portfolioId, appended.droppedUntil));
}

/**
 * What one batch did to the log: `accepted` rows were new (not already logged, first of their
 * externalId in the batch), `appended` of them stay in the log, `dropped` rows (logged before or
 * accepted now) fell to the cap, and `tradeCount` rows remain.
 */
interface Appended {
  accepted: number;
  appended: number;
  dropped: number;
  tradeCount: number;
  /** Of `dropped`, the rows that were logged before this batch. */
  droppedLogged: number;
  /** The cash steps of those rows, and when the newest of them was executed (only when asked for: empty and null otherwise). */
  droppedCash: CashStep[];
  droppedUntil: string | null;
}

type TradeRowValues = ReturnType<typeof activityRow>;

/** The columns of a stored row that its cash is read from (`rowCash`). */
type CashRow = Pick<ActivityRow, (typeof CASH_COLUMNS)[number]>;

/**
 * SQLite: inserts the rows in order as multi-row VALUES in chunks (their seq follows it), skipping
 * any whose externalId the portfolio's log already holds or an earlier row of the batch carries
 * (the unique index decides), then caps the log in one statement that returns the rows it deleted;
 * those above the seq mark taken before the insert were just inserted.
 */
async function appendOnSqlite(trx: Db, portfolioId: string, rows: TradeRowValues[], withCash: boolean): Promise<Appended> {
  // seq is one sequence for the whole table, so rows above this mark are the ones inserted now.
  const { lastSeq } = await trx
    .selectFrom('trades')
    .select((eb) => eb.fn.max('seq').as('lastSeq'))
    .executeTakeFirstOrThrow();
  let accepted = 0;
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const result = await trx
      .insertInto('trades')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflict((oc) => oc.columns(['portfolio_id', 'external_id']).where('external_id', 'is not', null).doNothing())
      .executeTakeFirst();
    accepted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  // One statement: whatever is older than the newest TRADE_LOG_CAP goes, and says which it was. (The
  // LIMIT is there because SQLite takes an OFFSET only after one.)
  const cap = trx
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
    );
  // The dropped rows' cash only when the book's cash is kept: a capped batch of a book without it drops 1,000 rows.
  const victims: { seq: number; row?: CashRow }[] = withCash
    ? (await cap.returning(['seq', ...CASH_COLUMNS]).execute()).map((row) => ({ seq: row.seq, row }))
    : await cap.returning('seq').execute();
  const mark = Number(lastSeq ?? 0);
  const loggedVictims = victims.filter((victim) => victim.seq <= mark);
  const ofThisBatch = victims.length - loggedVictims.length;
  // Anything deleted leaves exactly the cap; otherwise the log is within it and is counted.
  const tradeCount = victims.length > 0 ? TRADE_LOG_CAP : await countTrades(trx, portfolioId);
  const droppedRows = loggedVictims.flatMap((victim) => (victim.row ? [victim.row] : []));
  let droppedUntil: string | null = null;
  for (const row of droppedRows) if (droppedUntil === null || row.executed_at > droppedUntil) droppedUntil = row.executed_at;
  return {
    accepted,
    appended: accepted - Math.min(ofThisBatch, accepted),
    dropped: victims.length,
    tradeCount,
    droppedLogged: loggedVictims.length,
    droppedCash: cashStepsOfRows(droppedRows),
    droppedUntil,
  };
}

async function countTrades(trx: Db, portfolioId: string): Promise<number> {
  const { count } = await trx
    .selectFrom('trades')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('portfolio_id', '=', portfolioId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * PostgreSQL: dedupe, cap, delete and insert in one statement (one round trip, one plan), over one
 * array per column (`unnest`), since a statement with thousands of parameters is parsed and planned
 * anew on every call there. It runs after the portfolio's row lock is taken, so its snapshot holds
 * every batch committed for the portfolio before this one, and none runs beside it:
 * - the log is read once (`logged`: keys, externalIds and row positions, no other column);
 * - dedupe: a row is accepted if it has no externalId, or is the first of its externalId in the
 *   batch (left to the caller's side) and the log does not hold it (the unique externalId index
 *   stays as the backstop);
 * - cap: the log as it would be (logged rows, then accepted ones, newer than any logged row with the
 *   same executedAt, in batch order) sorted newest first; whatever is past TRADE_LOG_CAP is dropped:
 *   logged rows are deleted by row position, accepted ones are simply never inserted;
 * - insert: the accepted rows that stay, in batch order (their seq follows it). Only here are the
 *   batch's whole rows unpacked: the steps before carry executedAt and position alone, since every
 *   row a step keeps is copied into memory once more.
 * Without `on conflict` no row goes through a speculative insertion, and no trade is inserted only
 * to be deleted by the same request.
 */
async function appendOnPostgres(trx: Db, portfolioId: string, rows: TradeRowValues[], recordedAt: string, withCash: boolean): Promise<Appended> {
  // A row whose externalId an earlier row of the batch carries is a duplicate whatever the log holds:
  // it is left out here, so the statement has no batch-wide sort to find it.
  const seen = new Set<string>();
  const firsts = rows.filter((row) => {
    if (row.external_id === null) return true;
    if (seen.has(row.external_id)) return false;
    seen.add(row.external_id);
    return true;
  });
  const column = <K extends keyof TradeRowValues>(key: K) => firsts.map((row) => row[key]);
  const { rows: [counts] } = await sql<{ accepted: number; dropped: number; dropped_accepted: number; total: number; dropped_until: string | null; dropped_cash: DroppedCashRow[] | null }>`
    with keys as (
      select ${column('executed_at')}::text[] as executed_ats, ${column('external_id')}::text[] as external_ids
    ), logged as materialized (
      select executed_at, seq, external_id, ctid from trades where portfolio_id = ${portfolioId}
    ), accepted as materialized (
      select executed_at, position from keys, unnest(executed_ats, external_ids) with ordinality as batch(executed_at, external_id, position)
      where external_id is null or not exists (select from logged where logged.external_id = batch.external_id)
    ), log as (
      select executed_at, false as accepted, seq as rank, ctid from logged
      union all
      select executed_at, true, position, null from accepted
    ), dropped as materialized (
      select accepted, rank, ctid from log order by executed_at desc, accepted desc, rank desc offset ${TRADE_LOG_CAP}
    ), deleted as (
      delete from trades where ctid = any(array(select ctid from dropped where not accepted))
      returning side, quantity, price, fees, amount, currency, executed_at, details
    ), inserted as (
      insert into trades (id, portfolio_id, ticker, side, quantity, price, currency, executed_at, fees, external_id, recorded_at, amount, details)
      select id, ${portfolioId}, ticker, side, quantity, price, currency, executed_at, fees, external_id, ${recordedAt}, amount, details
      from keys, unnest(${column('id')}::text[], ${column('ticker')}::text[], ${column('side')}::text[], ${column('quantity')}::float8[],
        ${column('price')}::float8[], ${column('currency')}::text[], executed_ats, ${column('fees')}::float8[], external_ids,
        ${column('amount')}::float8[], ${column('details')}::text[])
        with ordinality as batch(id, ticker, side, quantity, price, currency, executed_at, fees, external_id, amount, details, position)
      where position in (select position from accepted) and position not in (select rank from dropped where accepted)
      order by position
    )
    select (select count(*) from accepted) as accepted, (select count(*) from dropped) as dropped,
      (select count(*) from dropped where accepted) as dropped_accepted, (select count(*) from log) as total,
      (select max(executed_at) from deleted) as dropped_until,
      (select json_agg(json_build_array(side, quantity, price, fees, amount, currency, executed_at, details)) from deleted
        where ${withCash} and side not in ('split', 'transfer_in', 'transfer_out')) as dropped_cash`.execute(trx);
  if (!counts) throw new Error('appendOnPostgres: the statement returned no row');
  const accepted = Number(counts.accepted);
  const dropped = Number(counts.dropped);
  const droppedAccepted = Number(counts.dropped_accepted);
  const droppedRows = (counts.dropped_cash ?? []).map(([side, quantity, price, fees, amount, currency, executed_at, details]) => ({ side, quantity, price, fees, amount, currency, executed_at, details }));
  return {
    accepted,
    appended: accepted - droppedAccepted,
    dropped,
    tradeCount: Number(counts.total) - dropped,
    droppedLogged: dropped - droppedAccepted,
    droppedCash: cashStepsOfRows(droppedRows),
    droppedUntil: counts.dropped_until,
  };
}

/** A dropped row's cash columns as the PostgreSQL statement returns them (`json_build_array`, in CASH_COLUMNS' order but `side` first). */
type DroppedCashRow = [ActivityRow['side'], number, number, number | null, number | null, string, string, string | null];
