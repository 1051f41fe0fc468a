// @postgres: the trade write: batches, dedupe by externalId, concurrent appends
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RecordTradesResultSchema, TRADE_LOG_CAP, type RecordTradesResult, type Trade } from '@clarity/shared';
import { createTestContext, type TestContext } from '../testing/harness.js';
import { tradeBatch } from '../testing/fixtures.js';

let ctx: TestContext;
let apiKey: string;
let portfolioId: string;

beforeEach(async () => {
  ctx = await createTestContext();
  ({ apiKey } = await ctx.newOrg());
  const created = await request(ctx.app)
    .post('/v1/sdk/partner-portfolios')
    .set('x-api-key', apiKey)
    .send({ externalId: 'p1', historicHoldings: [{ ticker: 'OLD', quantity: 3, asOf: '2024-12-31' }] })
    .expect(201);
  portfolioId = created.body.id as string;
});
afterEach(() => ctx.close());

const tradesPath = () => `/v1/sdk/partner-portfolios/${portfolioId}/trades`;

function record(trades: unknown[], currentHoldings: unknown[] = []) {
  return request(ctx.app).post(tradesPath()).set('x-api-key', apiKey).send({ trades, currentHoldings });
}

async function allTrades(): Promise<Trade[]> {
  const out: Trade[] = [];
  let cursor: string | null = null;
  do {
    const res = await request(ctx.app)
      .get(`${tradesPath()}?limit=100${cursor ? `&cursor=${cursor}` : ''}`)
      .set('x-api-key', apiKey)
      .expect(200);
    out.push(...(res.body.data as Trade[]));
    cursor = res.body.nextCursor as string | null;
  } while (cursor);
  return out;
}

describe('record trades', () => {
  it('appends, replaces currentHoldings, leaves historicHoldings alone, and lists newest first', async () => {
    const res = await record(tradeBatch(3, '2026-01-05T10:00:00+01:00', 'a'), [{ ticker: 'AAPL', quantity: 3 }]);
    expect(res.status).toBe(200);
    const result = RecordTradesResultSchema.parse(res.body);
    expect(result).toMatchObject({ appended: 3, skippedDuplicates: 0, dropped: 0, tradeCount: 3 });
    expect(result.portfolio.currentHoldings).toEqual([{ ticker: 'AAPL', quantity: 3 }]);
    expect(result.portfolio.historicHoldings).toEqual([{ ticker: 'OLD', quantity: 3, asOf: '2024-12-31' }]);

    const listed = await allTrades();
    expect(listed.map((t) => t.externalId)).toEqual(['a-2', 'a-1', 'a-0']);
    // Stored and returned in UTC.
    expect(listed[2]!.executedAt).toBe('2026-01-05T09:00:00.000Z');
    expect(listed[0]!.id).toMatch(/^trd_/);
  });

  it('skips trades whose externalId is already logged or repeated in the batch', async () => {
    await record(tradeBatch(2, '2026-01-05T10:00:00Z', 'x')).expect(200);
    const again = [...tradeBatch(3, '2026-01-05T10:00:00Z', 'x'), ...tradeBatch(1, '2026-01-06T10:00:00Z', 'x', { externalId: 'x-2' })];
    const res = await record(again).expect(200);
    expect(res.body).toMatchObject({ appended: 1, skippedDuplicates: 3, tradeCount: 3 });
  });

  it('a batch with one bad trade changes nothing (trades, holdings, version)', async () => {
    await record(tradeBatch(2, '2026-01-05T10:00:00Z', 'ok'), [{ ticker: 'AAPL', quantity: 2 }]).expect(200);
    const before = await request(ctx.app).get(`/v1/sdk/partner-portfolios/${portfolioId}`).set('x-api-key', apiKey).expect(200);
    const batch: unknown[] = tradeBatch(5, '2026-02-01T10:00:00Z', 'bad');
    batch[3] = { ...(batch[3] as object), quantity: -1 };
    const res = await record(batch, [{ ticker: 'AAPL', quantity: 99 }]);
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toEqual(['trades', 3, 'quantity']);
    const after = await request(ctx.app).get(`/v1/sdk/partner-portfolios/${portfolioId}`).set('x-api-key', apiKey).expect(200);
    expect(after.body).toEqual(before.body);
    expect((await allTrades()).length).toBe(2);
  });

  it('rejects bad trade shapes with 400', async () => {
    const good = tradeBatch(1, '2026-01-05T10:00:00Z', 'g')[0]!;
    for (const bad of [
      { ...good, side: 'short' },
      { ...good, quantity: 0 },
      { ...good, price: -1 },
      { ...good, executedAt: '2026-01-05' },
      { ...good, executedAt: '2026-01-05T10:00:00' },
      { ...good, currency: 'usd' },
      { ...good, fees: -0.1 },
      { ...good, id: 'trd_x' },
    ]) {
      expect((await record([bad])).status).toBe(400);
    }
    expect((await request(ctx.app).post(tradesPath()).set('x-api-key', apiKey).send({ trades: [] })).status).toBe(400);
    expect(await allTrades()).toEqual([]);
  });
});

describe(`the trade log keeps the newest ${TRADE_LOG_CAP} by executedAt`, () => {
  it.each([
    [4999, 0],
    [5000, 0],
    [5001, 1],
  ])('%i trades → %i dropped', async (count, dropped) => {
    // One call takes at most 5000 trades, so the 5001st arrives in a second call (one minute later).
    const all = tradeBatch(count, '2025-01-01T00:00:00Z', 'n');
    if (count > TRADE_LOG_CAP) await record(all.slice(0, TRADE_LOG_CAP)).expect(200);
    const res = await record(count > TRADE_LOG_CAP ? all.slice(TRADE_LOG_CAP) : all).expect(200);
    expect(res.body).toMatchObject({ dropped, tradeCount: Math.min(count, TRADE_LOG_CAP) });
    const batchTooLarge = await record(tradeBatch(TRADE_LOG_CAP + 1, '2027-01-01T00:00:00Z', 'big'));
    expect(batchTooLarge.status).toBe(400);
    if (dropped) {
      const oldest = await ctx.database.db.selectFrom('trades').select('external_id').where('external_id', '=', 'n-0').executeTakeFirst();
      expect(oldest).toBeUndefined();
    }
  });

  it('an older batch appended after a newer one is dropped first, and counted as not appended', async () => {
    await record(tradeBatch(TRADE_LOG_CAP, '2026-01-01T00:00:00Z', 'new')).expect(200);
    const res = await record(tradeBatch(10, '2020-01-01T00:00:00Z', 'old')).expect(200);
    expect(res.body).toMatchObject({ appended: 0, dropped: 10, tradeCount: TRADE_LOG_CAP });
    const oldLeft = await ctx.database.db.selectFrom('trades').select('id').where('external_id', 'like', 'old-%').execute();
    expect(oldLeft).toEqual([]);
  });

  it('a repeated externalId whose first occurrence falls to the cap stays skipped; the rest of the batch is logged', async () => {
    await record(tradeBatch(TRADE_LOG_CAP, '2026-01-01T00:00:00Z', 'new')).expect(200);
    const [older] = tradeBatch(1, '2020-01-01T00:00:00Z', 'x', { externalId: 'dup' });
    const [repeat, kept] = tradeBatch(2, '2027-01-01T00:00:00Z', 'y', { externalId: 'dup' });
    // No externalId (undefined is left out of the JSON body): never a duplicate of anything.
    const anonymous = { ...tradeBatch(1, '2027-02-01T00:00:00Z', 'z')[0]!, externalId: undefined };
    const res = await record([older, repeat, { ...kept!, externalId: 'kept' }, anonymous, anonymous]).expect(200);
    // older: new, but older than all 5,000 logged → dropped; repeat: its externalId came earlier in the batch →
    // skipped; kept and both trades without an externalId stay and push the 3 oldest logged trades out.
    expect(res.body).toMatchObject({ appended: 3, skippedDuplicates: 1, dropped: 4, tradeCount: TRADE_LOG_CAP });
    const rows = await ctx.database.db
      .selectFrom('trades')
      .select(['external_id', 'executed_at'])
      .where('portfolio_id', '=', portfolioId)
      .where((eb) => eb.or([eb('external_id', 'in', ['dup', 'kept', 'new-0', 'new-1', 'new-2', 'new-3']), eb('external_id', 'is', null)]))
      .orderBy('executed_at')
      .execute();
    expect(rows).toEqual([
      { external_id: 'new-3', executed_at: '2026-01-01T00:03:00.000Z' },
      { external_id: 'kept', executed_at: '2027-01-01T00:01:00.000Z' },
      { external_id: null, executed_at: '2027-02-01T00:00:00.000Z' },
      { external_id: null, executed_at: '2027-02-01T00:00:00.000Z' },
    ]);
    // The newest first: the second of the two identical trades was recorded later.
    const newest = await request(ctx.app).get(`${tradesPath()}?limit=3`).set('x-api-key', apiKey).expect(200);
    const [second, first] = newest.body.data as Trade[];
    expect(second!.externalId).toBeUndefined();
    expect(first!.externalId).toBeUndefined();
    expect(second!.id > first!.id).toBe(true);
    expect((newest.body.data as Trade[])[2]!.externalId).toBe('kept');
  });

  it('ties on executedAt: the later-recorded trade counts as newer', async () => {
    const same = '2026-01-01T00:00:00.000Z';
    await record(tradeBatch(TRADE_LOG_CAP, same, 'first', { executedAt: same })).expect(200);
    const res = await record(tradeBatch(2, same, 'second', { executedAt: same })).expect(200);
    expect(res.body).toMatchObject({ appended: 2, dropped: 2, tradeCount: TRADE_LOG_CAP });
    const gone = await ctx.database.db
      .selectFrom('trades')
      .select('external_id')
      .where('external_id', 'in', ['first-0', 'first-1', 'second-0', 'second-1'])
      .execute();
    expect(gone.map((r) => r.external_id).sort()).toEqual(['second-0', 'second-1']);
    const newest = await request(ctx.app).get(`${tradesPath()}?limit=2`).set('x-api-key', apiKey).expect(200);
    expect((newest.body.data as Trade[]).map((t) => t.externalId)).toEqual(['second-1', 'second-0']);
  });
});

const BATCHES = 16;
const PER_BATCH = 12;
/** Room left under the cap before the hammering starts: far fewer than the batches bring. */
const PRELOADED = TRADE_LOG_CAP - 40;

// Many batches for one portfolio at once. SQLite serialises them on its one connection; on
// PostgreSQL (CLARITY_TEST_DB=postgres) the pool runs them side by side, and only the portfolio's
// row lock keeps dedupe, version bump and cap correct.
describe('one portfolio hammered by concurrent trade batches', () => {
  it('dedupes across batches, bumps the version once per batch and never lets the log exceed the cap', { timeout: 60_000 }, async () => {
    await record(tradeBatch(PRELOADED, '2025-01-01T00:00:00Z', 'old')).expect(200);

    // Each batch shares half its externalIds with the next one: every shared id must be logged once.
    const batches = Array.from({ length: BATCHES }, (_, b) =>
      Array.from({ length: PER_BATCH }, (_, i) => {
        const id = b * (PER_BATCH / 2) + i;
        return { ...tradeBatch(1, `2026-02-01T00:${String(id % 60).padStart(2, '0')}:00Z`, `n${id}`)[0]!, externalId: `n-${id}` };
      }),
    );
    const distinct = new Set(batches.flat().map((t) => t.externalId)).size;
    const responses = await Promise.all(batches.map((batch) => record(batch)));
    expect(responses.map((r) => r.status)).toEqual(Array(BATCHES).fill(200));
    const results: RecordTradesResult[] = responses.map((r) => RecordTradesResultSchema.parse(r.body));

    expect(results.reduce((sum, r) => sum + r.skippedDuplicates, 0)).toBe(BATCHES * PER_BATCH - distinct);
    for (const result of results) expect(result.tradeCount).toBeLessThanOrEqual(TRADE_LOG_CAP);
    // Every batch saw a distinct state of the portfolio: versions 3 … BATCHES + 2 (create 1, preload 2).
    const versions = await ctx.database.db.selectFrom('portfolios').select('version').where('id', '=', portfolioId).executeTakeFirstOrThrow();
    expect(versions.version).toBe(BATCHES + 2);

    const rows = await ctx.database.db.selectFrom('trades').select(['external_id', 'executed_at']).where('portfolio_id', '=', portfolioId).execute();
    expect(rows).toHaveLength(TRADE_LOG_CAP);
    expect(new Set(rows.map((r) => r.external_id)).size).toBe(TRADE_LOG_CAP);
    // The cap dropped the oldest: all new trades (February 2026) stayed, old ones made room.
    expect(rows.filter((r) => r.external_id!.startsWith('n-'))).toHaveLength(distinct);
    expect(results.reduce((sum, r) => sum + r.dropped, 0)).toBe(PRELOADED + distinct - TRADE_LOG_CAP);
  });
});
