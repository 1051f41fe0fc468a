import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RecordTradesResultSchema, TRADE_LOG_CAP, type RecordTradesResult } from '@clarity/shared';
import { createTestContext, type TestContext } from '../testing/harness.js';
import { tradeBatch } from '../testing/fixtures.js';

// Many batches for one portfolio at once. SQLite serialises them on its one connection; on
// PostgreSQL (CLARITY_TEST_DB=postgres) the pool runs them side by side, and only the portfolio's
// row lock keeps dedupe, version bump and cap correct.

let ctx: TestContext;
let apiKey: string;
let portfolioId: string;

beforeEach(async () => {
  ctx = await createTestContext();
  ({ apiKey } = await ctx.newOrg());
  const created = await request(ctx.app).post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).send({ externalId: 'hammered' }).expect(201);
  portfolioId = created.body.id as string;
});
afterEach(() => ctx.close());

function record(trades: unknown[]) {
  return request(ctx.app).post(`/v1/sdk/partner-portfolios/${portfolioId}/trades`).set('x-api-key', apiKey).send({ trades, currentHoldings: [] });
}

const BATCHES = 16;
const PER_BATCH = 12;
/** Room left under the cap before the hammering starts: far fewer than the batches bring. */
const PRELOADED = TRADE_LOG_CAP - 40;

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
