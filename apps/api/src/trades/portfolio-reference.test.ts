import { sql, type Transaction } from 'kysely';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseSchema } from '../db/schema.js';
import { isForeignKeyViolation } from '../db/errors.js';
import { createTestContext, type TestContext } from '../testing/harness.js';
import { TEST_DB } from '../testing/test-database.js';
import { tradeBatch } from '../testing/fixtures.js';

// PostgreSQL checks a trade's portfolio once per statement, with triggers (migration 0009), instead of
// a declared foreign key. These are the rules the key kept, each shown failing as the key would fail.
let ctx: TestContext;
let apiKey: string;

beforeEach(async () => {
  ctx = await createTestContext();
  ({ apiKey } = await ctx.newOrg());
});
afterEach(() => ctx.close());

async function portfolioWithTrades(externalId: string, count: number): Promise<string> {
  const { body } = await request(ctx.app).post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).send({ externalId }).expect(201);
  const id = body.id as string;
  await request(ctx.app)
    .post(`/v1/sdk/partner-portfolios/${id}/trades`)
    .set('x-api-key', apiKey)
    .send({ trades: tradeBatch(count, '2026-01-05T10:00:00Z', externalId), currentHoldings: [] })
    .expect(200);
  return id;
}

/** A trade row as the service writes it, for a portfolio that may or may not exist. */
function tradeRow(portfolioId: string, id: string) {
  const at = '2026-02-01T00:00:00.000Z';
  return { id, portfolio_id: portfolioId, ticker: 'AAPL', side: 'buy' as const, quantity: 1, price: 1, currency: 'USD', executed_at: at, fees: null, external_id: null, recorded_at: at };
}

function insertTrade(db: Transaction<DatabaseSchema> | TestContext['database']['db'], portfolioId: string, id: string) {
  return db.insertInto('trades').values(tradeRow(portfolioId, id)).execute();
}

async function tradesOf(portfolioId: string): Promise<number> {
  const { count } = await ctx.database.db
    .selectFrom('trades')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('portfolio_id', '=', portfolioId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Runs `work` in a transaction that stays open until the returned `commit` is called. */
function openTransaction(work: (trx: Transaction<DatabaseSchema>) => Promise<unknown>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const didWork = new Promise<void>((resolve) => (started = resolve));
  const done = ctx.database.db.transaction().execute(async (trx) => {
    await work(trx);
    started();
    await released;
  });
  return { didWork, done, commit: release };
}

/** True if `promise` is still pending after `ms`. */
async function stillWaiting(promise: Promise<unknown>, ms = 300): Promise<boolean> {
  const marker = Symbol('pending');
  return (await Promise.race([promise.then(() => undefined, () => undefined), new Promise((r) => setTimeout(() => r(marker), ms))])) === marker;
}

describe.runIf(TEST_DB === 'postgres')('a trade’s portfolio on PostgreSQL (checked per statement)', () => {
  it('a trade naming no portfolio is refused with 23503, and nothing of its statement is written', async () => {
    const portfolioId = await portfolioWithTrades('p1', 3);
    const failure = await ctx.database.db
      .insertInto('trades')
      .values([tradeRow(portfolioId, 'trade_x0'), tradeRow('ppf_00000000000000000000000000', 'trade_x1')])
      .execute()
      .then(() => undefined, (error: unknown) => error);
    expect(isForeignKeyViolation(failure)).toBe(true);
    expect(await tradesOf(portfolioId)).toBe(3);
    expect(await tradesOf('ppf_00000000000000000000000000')).toBe(0);
  });

  it('deleting a portfolio deletes its trades and no other portfolio’s', async () => {
    const gone = await portfolioWithTrades('gone', 4);
    const kept = await portfolioWithTrades('kept', 2);
    await request(ctx.app).delete(`/v1/sdk/partner-portfolios/${gone}`).set('x-api-key', apiKey).expect(204);
    expect(await tradesOf(gone)).toBe(0);
    expect(await tradesOf(kept)).toBe(2);
  });

  it('a portfolio with trades keeps its id; one without may change it', async () => {
    const traded = await portfolioWithTrades('traded', 1);
    const failure = await sql`update portfolios set id = 'ppf_renamed0000000000000000000' where id = ${traded}`
      .execute(ctx.database.db)
      .then(() => undefined, (error: unknown) => error);
    expect(isForeignKeyViolation(failure)).toBe(true);
    const { body } = await request(ctx.app).post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).send({ externalId: 'quiet' }).expect(201);
    await sql`update portfolios set id = 'ppf_renamed0000000000000000001' where id = ${body.id as string}`.execute(ctx.database.db);
  });

  it('portfolios are truncated only together with trades', async () => {
    const portfolioId = await portfolioWithTrades('truncated', 2);
    const failure = await sql`truncate portfolios cascade`.execute(ctx.database.db).then(() => undefined, (error: unknown) => error);
    expect(isForeignKeyViolation(failure)).toBe(true);
    expect(await tradesOf(portfolioId)).toBe(2);
    await sql`truncate portfolios, trades cascade`.execute(ctx.database.db);
    expect(await tradesOf(portfolioId)).toBe(0);
  });

  it('a portfolio deleted while trades for it are uncommitted waits for them, then deletes them too', async () => {
    const portfolioId = await portfolioWithTrades('raced', 1);
    const inserting = openTransaction((trx) => insertTrade(trx, portfolioId, 'trade_raced'));
    await inserting.didWork;
    const deleting = sql`delete from portfolios where id = ${portfolioId}`.execute(ctx.database.db);
    // The insert's check locked the portfolio (FOR KEY SHARE): the delete waits for its commit.
    expect(await stillWaiting(deleting)).toBe(true);
    inserting.commit();
    await inserting.done;
    await deleting;
    expect(await tradesOf(portfolioId)).toBe(0);
  });

  it('trades for a portfolio whose deletion is uncommitted wait for it, then are refused', async () => {
    const portfolioId = await portfolioWithTrades('doomed', 1);
    const deleting = openTransaction((trx) => sql`delete from portfolios where id = ${portfolioId}`.execute(trx));
    await deleting.didWork;
    const inserting = insertTrade(ctx.database.db, portfolioId, 'trade_late').then(() => undefined, (error: unknown) => error);
    expect(await stillWaiting(inserting)).toBe(true);
    deleting.commit();
    await deleting.done;
    expect(isForeignKeyViolation(await inserting)).toBe(true);
    expect(await tradesOf(portfolioId)).toBe(0);
  });
});
