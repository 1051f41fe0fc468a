// @postgres: the stored cash per currency, written in the batch's transaction, through dedupe and the cap's drops
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TRADE_LOG_CAP } from '@clarity/shared';
import { createTestContext, type TestContext } from '../testing/harness.js';

// The cash the withdrawal check keeps per currency (docs/activities.md, "Cash kept per currency"): what it holds
// after each batch, figures by hand, and that the check decides as rolling the whole log would.

let ctx: TestContext;
let apiKey: string;
let portfolioId: string;

beforeEach(async () => {
  ctx = await createTestContext();
  ({ apiKey } = await ctx.newOrg());
  const created = await request(ctx.app).post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).send({ externalId: 'cash' }).expect(201);
  portfolioId = created.body.id as string;
});
afterEach(() => ctx.close());

const record = (trades: unknown[]) => request(ctx.app).post(`/v1/sdk/partner-portfolios/${portfolioId}/trades`).set('x-api-key', apiKey).send({ trades, currentHoldings: [] });
const minute = (n: number) => new Date(Date.UTC(2026, 0, 5) + n * 60_000).toISOString();
const money = (type: string, amount: number, n: number, currency = 'USD', externalId?: string) => ({ type, amount, currency, executedAt: minute(n), ...(externalId ? { externalId } : {}) });

async function stored() {
  const rows = await ctx.database.db.selectFrom('cash_balances').select(['currency', 'balance', 'lowest', 'lowest_at', 'last_at']).where('portfolio_id', '=', portfolioId).orderBy('currency').execute();
  return rows;
}

describe('the cash kept per currency', () => {
  it('is kept once a batch withdraws, and a later batch is checked against it', async () => {
    // Trades alone keep nothing.
    await record([{ ticker: 'AAPL', side: 'buy', quantity: 1, price: 100, currency: 'USD', executedAt: minute(0) }]).expect(200);
    expect(await stored()).toEqual([]);
    // USD: 1,000 in at 1; the buy at 0 came first, so the cash was −100 then and is not reported: the withdrawal is not checked.
    // EUR: 500 in, a fee of 20, 100 out: 380 left; its lowest point after anything but a withdrawal is 480, after the fee.
    await record([money('deposit', 1000, 1), money('deposit', 500, 2, 'EUR'), money('fee', 20, 3, 'EUR'), money('withdrawal', 100, 4, 'EUR'), money('withdrawal', 2000, 5)]).expect(200);
    expect(await stored()).toEqual([
      { currency: 'EUR', balance: 380, lowest: 480, lowest_at: minute(3), last_at: minute(4) },
      { currency: 'USD', balance: -1100, lowest: -100, lowest_at: minute(0), last_at: minute(5) },
    ]);
    // 380.01 EUR is more than is left; 380 is not.
    const refused = await record([money('withdrawal', 380.01, 6, 'EUR')]).expect(400);
    expect(refused.body.issues).toMatchObject([{ path: ['trades', 0, 'amount'], code: 'exceeds_cash' }]);
    await record([money('interest', 1.5, 6, 'EUR'), money('withdrawal', 381.5, 7, 'EUR')]).expect(200);
    // The interest left 381.5 after it: the new lowest point.
    expect((await stored())[0]).toEqual({ currency: 'EUR', balance: 0, lowest: 381.5, lowest_at: minute(6), last_at: minute(7) });
  });

  it('counts no duplicate: one the log holds is neither checked nor added', async () => {
    await record([money('deposit', 100, 0, 'USD', 'd1'), money('withdrawal', 100, 1, 'USD', 'w1')]).expect(200);
    // The logged withdrawal sent again is skipped, not refused for the cash it would take.
    const again = await record([money('withdrawal', 100, 1, 'USD', 'w1')]).expect(200);
    expect(again.body).toMatchObject({ appended: 0, skippedDuplicates: 1 });
    // The logged deposit sent again brings no cash: the withdrawal beside it finds none.
    const refused = await record([money('deposit', 100, 0, 'USD', 'd1'), money('withdrawal', 50, 2)]).expect(400);
    expect(refused.body.issues).toMatchObject([{ path: ['trades', 1, 'amount'], code: 'exceeds_cash' }]);
    expect(await stored()).toEqual([{ currency: 'USD', balance: 0, lowest: 100, lowest_at: minute(0), last_at: minute(1) }]);
  });

  it('takes the rows the cap drops off, as rolling the log that is left would', async () => {
    // 10,000 in, then 4,999 fees of 1: the lowest point is the last fee's, 5,001.
    await record([money('deposit', 10_000, 0), ...Array.from({ length: TRADE_LOG_CAP - 1 }, (_, i) => money('fee', 1, i + 1))]).expect(200);
    // A withdrawal of 1 pushes the deposit out of the log: without it, the fees took the cash below zero, so the cash
    // is no longer reported (−5,000 left, lowest −4,999) and a withdrawal of any size is accepted.
    await record([money('withdrawal', 1, TRADE_LOG_CAP)]).expect(200);
    expect(await stored()).toEqual([{ currency: 'USD', balance: -5000, lowest: -4999, lowest_at: minute(TRADE_LOG_CAP - 1), last_at: minute(TRADE_LOG_CAP) }]);
    await record([money('withdrawal', 1_000_000, TRADE_LOG_CAP + 1)]).expect(200);
  });

  it('is rolled from the log again when its lowest point falls to the cap, and decides as the log does', async () => {
    // 10,000 in, a fee of 1 (lowest point 9,999), then 4,998 interest payments of 1.
    await record([money('deposit', 10_000, 0), money('fee', 1, 1), ...Array.from({ length: TRADE_LOG_CAP - 2 }, (_, i) => money('interest', 1, i + 2))]).expect(200);
    // Two more push the deposit and the fee out: the lowest point went with them, so nothing is kept.
    await record([money('interest', 1, TRADE_LOG_CAP), money('withdrawal', 1, TRADE_LOG_CAP + 1)]).expect(200);
    expect(await stored()).toEqual([]);
    // The log left: 4,999 payments of 1 less 1 withdrawn = 4,998.
    const refused = await record([money('withdrawal', 4998.01, TRADE_LOG_CAP + 2)]).expect(400);
    expect(refused.body.issues).toMatchObject([{ path: ['trades', 0, 'amount'], code: 'exceeds_cash' }]);
    await record([money('withdrawal', 4998, TRADE_LOG_CAP + 2)]).expect(200);
  });

  it('a batch dated into the log is checked against the log, and what is kept is rolled again later', async () => {
    await record([money('deposit', 100, 0), money('withdrawal', 10, 10)]).expect(200);
    expect(await stored()).toEqual([{ currency: 'USD', balance: 90, lowest: 100, lowest_at: minute(0), last_at: minute(10) }]);
    // A withdrawal of 101 at minute 5, when 100 was there: refused as the log rolls it.
    const refused = await record([money('withdrawal', 101, 5)]).expect(400);
    expect(refused.body.issues).toMatchObject([{ path: ['trades', 0, 'amount'], code: 'exceeds_cash' }]);
    // A deposit dated into the log: nothing kept until the next batch that withdraws rolls the log.
    await record([money('deposit', 50, 5)]).expect(200);
    expect(await stored()).toEqual([]);
    await record([money('withdrawal', 140, 11)]).expect(200);
    expect(await stored()).toEqual([{ currency: 'USD', balance: 0, lowest: 100, lowest_at: minute(0), last_at: minute(11) }]);
  });
});
