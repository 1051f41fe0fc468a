// @postgres: the activity write: dedupe by externalId, a bad batch writes nothing
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActivitySchema, RecordTradesResultSchema, type Activity } from '@clarity/shared';
import { createTestContext, type TestContext } from '../testing/harness.js';

// The activity log through the API (docs/activities.md): every type recorded and listed back, the
// listing's type filter, the batch rules (400 naming the activity's index and field, nothing
// written), tickers upper-cased and unknown ones named in `warnings`.

let ctx: TestContext;
let apiKey: string;
let portfolioId: string;

const MARKET: Record<string, string> = {
  'instruments.csv': ['ticker,name,asset_class,sector,region,currency', 'AAPL,Apple Inc.,equity,technology,north_america,USD', 'NOVN.SW,Novartis AG,equity,healthcare,europe,CHF'].join('\n'),
  'prices.csv': ['ticker,date,close', 'AAPL,2026-02-02,200', 'NOVN.SW,2026-02-02,90'].join('\n'),
};

beforeEach(async () => {
  ctx = await createTestContext();
  await ctx.importMarket(MARKET);
  ({ apiKey } = await ctx.newOrg());
  const created = await request(ctx.app).post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).send({ externalId: 'books' }).expect(201);
  portfolioId = created.body.id as string;
});
afterEach(() => ctx.close());

const path = () => `/v1/sdk/partner-portfolios/${portfolioId}/trades`;
const record = (trades: unknown[], currentHoldings: unknown[] = [], language?: string) => {
  const req = request(ctx.app).post(path()).set('x-api-key', apiKey);
  if (language) req.set('accept-language', language);
  return req.send({ trades, currentHoldings });
};
const portfolio = async () => (await request(ctx.app).get(`/v1/sdk/partner-portfolios/${portfolioId}`).set('x-api-key', apiKey).expect(200)).body as unknown;

async function listed(query = ''): Promise<Activity[]> {
  const res = await request(ctx.app).get(`${path()}?limit=100${query}`).set('x-api-key', apiKey).expect(200);
  return (res.body.data as unknown[]).map((item) => ActivitySchema.parse(item));
}

/** One activity of every type, a day apart from 2026-01-05, in the documented shapes. */
const EVERY_TYPE = [
  { type: 'deposit', amount: 10_000, currency: 'USD', executedAt: '2026-01-05T09:00:00Z', externalId: 'dep-1' },
  { ticker: 'AAPL', side: 'buy', quantity: 10, price: 180, currency: 'USD', executedAt: '2026-01-06T15:00:00Z', fees: 1, externalId: 'buy-1' },
  { type: 'sell', ticker: 'AAPL', side: 'sell', quantity: 2, price: 190, currency: 'USD', executedAt: '2026-01-07T15:00:00Z' },
  { type: 'dividend', ticker: 'AAPL', amount: 2.4, currency: 'USD', withholdingTax: 0.36, reinvestedQuantity: 0.01, reinvestedPrice: 195, executedAt: '2026-01-08T12:00:00Z' },
  { type: 'interest', amount: 3.5, currency: 'USD', executedAt: '2026-01-09T00:00:00Z' },
  { type: 'fee', amount: 5, currency: 'USD', executedAt: '2026-01-10T00:00:00Z' },
  { type: 'tax', amount: 7.25, currency: 'USD', ticker: 'AAPL', executedAt: '2026-01-11T00:00:00Z' },
  { type: 'withdrawal', amount: 500, currency: 'USD', executedAt: '2026-01-12T00:00:00Z' },
  { type: 'split', ticker: 'AAPL', ratio: { from: 1, to: 4 }, executedAt: '2026-01-13T00:00:00Z' },
  { type: 'transfer_in', ticker: 'NOVN.SW', quantity: 20, costBasis: 1600, currency: 'CHF', executedAt: '2026-01-14T00:00:00Z' },
  { type: 'transfer_out', ticker: 'NOVN.SW', quantity: 5, currency: 'CHF', executedAt: '2026-01-15T00:00:00Z' },
  { type: 'conversion', soldAmount: 1000, soldCurrency: 'USD', boughtAmount: 795.5, boughtCurrency: 'CHF', fee: 2, feeCurrency: 'USD', executedAt: '2026-01-16T10:00:00Z', externalId: 'fx-1' },
];

describe('the activity log', () => {
  it('records every type and lists each back as given, with its type and no field of another type', async () => {
    const res = await record(EVERY_TYPE, [{ ticker: 'AAPL', quantity: 32.04 }]).expect(200);
    expect(RecordTradesResultSchema.parse(res.body)).toMatchObject({ appended: 12, skippedDuplicates: 0, dropped: 0, tradeCount: 12, warnings: [] });
    const log = (await listed()).reverse();
    expect(log).toHaveLength(EVERY_TYPE.length);
    log.forEach((activity, i) => {
      const { id, recordedAt, executedAt, ...rest } = activity;
      expect(id).toMatch(/^trd_/);
      expect(recordedAt).toBe(ctx.clock.now().toISOString());
      const given = EVERY_TYPE[i]!;
      expect(executedAt).toBe(new Date(given.executedAt).toISOString());
      // A trade given without `type` is listed with it (equal to its side).
      const { executedAt: _at, ...expected } = { type: 'side' in given ? given.side : undefined, ...given };
      expect(rest).toEqual(expected);
    });
  });

  it('lists only the types asked for, newest first, and pages through them', async () => {
    await record(EVERY_TYPE).expect(200);
    expect((await listed('&type=dividend')).map((a) => a.type)).toEqual(['dividend']);
    expect((await listed('&type=deposit,withdrawal')).map((a) => a.type)).toEqual(['withdrawal', 'deposit']);
    expect((await listed('&type=conversion')).map((a) => a.type)).toEqual(['conversion']);
    const first = await request(ctx.app).get(`${path()}?limit=2&type=buy,sell,fee`).set('x-api-key', apiKey).expect(200);
    expect((first.body.data as Activity[]).map((a) => a.type)).toEqual(['fee', 'sell']);
    const second = await request(ctx.app).get(`${path()}?limit=2&type=buy,sell,fee&cursor=${first.body.nextCursor as string}`).set('x-api-key', apiKey).expect(200);
    expect((second.body.data as Activity[]).map((a) => a.type)).toEqual(['buy']);
    expect(second.body.nextCursor).toBeNull();
    const bad = await request(ctx.app).get(`${path()}?type=dividend,bonus`).set('x-api-key', apiKey).expect(400);
    expect(bad.body.issues[0].path).toEqual(['type', 1]);
  });

  it('dedupes every type by externalId, as trades', async () => {
    const deposit = { type: 'deposit', amount: 100, currency: 'EUR', executedAt: '2026-01-05T09:00:00Z', externalId: 'same' };
    await record([deposit]).expect(200);
    const again = await record([deposit, { ...deposit, amount: 200 }]).expect(200);
    expect(again.body).toMatchObject({ appended: 0, skippedDuplicates: 2, tradeCount: 1 });
  });
});

describe('bad activities: a 400 naming the index and the field, nothing of the batch written', () => {
  async function expectRefused(batch: unknown[], issuePath: (string | number)[], code?: string) {
    await record([{ ticker: 'AAPL', side: 'buy', quantity: 1, price: 100, currency: 'USD', executedAt: '2026-01-02T10:00:00Z' }], [{ ticker: 'AAPL', quantity: 1 }]).expect(200);
    const before = await portfolio();
    const logged = (await listed()).length;
    const res = await record(batch, [{ ticker: 'AAPL', quantity: 99 }]);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_error');
    expect((res.body.issues as { path: unknown }[]).map((issue) => issue.path)).toContainEqual(issuePath);
    if (code) expect(res.body.issues[0].code).toBe(code);
    expect(await portfolio()).toEqual(before);
    expect(await listed()).toHaveLength(logged);
  }
  const deposit = { type: 'deposit', amount: 100, currency: 'USD', executedAt: '2026-01-05T09:00:00Z' };

  it('a dividend on a ticker never held', async () => {
    await expectRefused([deposit, { type: 'dividend', ticker: 'MSFT', amount: 10, currency: 'USD', executedAt: '2026-01-06T00:00:00Z' }], ['trades', 1, 'ticker'], 'never_held');
  });

  it('a split ratio of zero or below', async () => {
    await expectRefused([deposit, { type: 'split', ticker: 'AAPL', ratio: { from: 1, to: 0 }, executedAt: '2026-01-06T00:00:00Z' }], ['trades', 1, 'ratio', 'to']);
    await expectRefused([{ type: 'split', ticker: 'AAPL', ratio: { from: -2, to: 1 }, executedAt: '2026-01-06T00:00:00Z' }], ['trades', 0, 'ratio', 'from']);
  });

  it('a withdrawal larger than the cash, when the book reports cash', async () => {
    // EUR: 100 deposited, 40 withdrawn, then 70 more: 60 are left, so the second is refused (the log's USD buy has no bearing).
    const eur = { ...deposit, currency: 'EUR' };
    const out = (amount: number, day: string) => ({ type: 'withdrawal', amount, currency: 'EUR', executedAt: `${day}T12:00:00Z` });
    await expectRefused([eur, out(40, '2026-01-06'), out(70, '2026-01-07')], ['trades', 2, 'amount'], 'exceeds_cash');
  });

  it('a withdrawal within the cash passes, and so does one from cash a log never showed coming in', async () => {
    const eur = { type: 'deposit', amount: 100, currency: 'EUR', executedAt: '2026-01-05T09:00:00Z' };
    await record([eur, { type: 'withdrawal', amount: 100, currency: 'EUR', executedAt: '2026-01-06T00:00:00Z' }]).expect(200);
    // USD: a buy with no deposit before it (the log starts after the account): its cash is not reported, nothing is checked.
    await record([{ ticker: 'AAPL', side: 'buy', quantity: 1, price: 100, currency: 'USD', executedAt: '2026-01-02T10:00:00Z' }], [{ ticker: 'AAPL', quantity: 1 }]).expect(200);
    await record([{ type: 'withdrawal', amount: 50, currency: 'USD', executedAt: '2026-01-07T00:00:00Z' }], [{ ticker: 'AAPL', quantity: 1 }]).expect(200);
  });

  it('a withdrawal counts the cash a conversion moved: out of the currency sold, into the one bought', async () => {
    // EUR: 1,000 deposited, 900 sold for 972 USD with a fee of 1.50 EUR: 98.50 EUR left, so 150 EUR is refused.
    const eur = { type: 'deposit', amount: 1000, currency: 'EUR', executedAt: '2026-01-05T09:00:00Z' };
    const fx = { type: 'conversion', soldAmount: 900, soldCurrency: 'EUR', boughtAmount: 972, boughtCurrency: 'USD', fee: 1.5, executedAt: '2026-01-05T10:00:00Z' };
    const out = (amount: number, currency: string) => ({ type: 'withdrawal', amount, currency, executedAt: '2026-01-06T00:00:00Z' });
    await expectRefused([eur, fx, out(150, 'EUR')], ['trades', 2, 'amount'], 'exceeds_cash');
    await expectRefused([eur, fx, out(98.51, 'EUR')], ['trades', 2, 'amount'], 'exceeds_cash');
    // 98.50 EUR are there to take out.
    await record([eur, fx, out(98.5, 'EUR')], [{ ticker: 'AAPL', quantity: 1 }]).expect(200);
  });

  it('a conversion into the currency it sells, or a fee currency without a fee', async () => {
    const fx = { type: 'conversion', soldAmount: 900, soldCurrency: 'EUR', boughtAmount: 972, boughtCurrency: 'USD', executedAt: '2026-01-05T10:00:00Z' };
    await expectRefused([deposit, { ...fx, boughtCurrency: 'EUR' }], ['trades', 1, 'boughtCurrency']);
    await expectRefused([deposit, { ...fx, feeCurrency: 'EUR' }], ['trades', 1, 'feeCurrency']);
    await expectRefused([deposit, { ...fx, soldAmount: 0 }], ['trades', 1, 'soldAmount']);
  });

  it('a transfer in without its cost basis', async () => {
    await expectRefused([deposit, { type: 'transfer_in', ticker: 'AAPL', quantity: 3, currency: 'USD', executedAt: '2026-01-06T00:00:00Z' }], ['trades', 1, 'costBasis']);
  });

  it('amounts out of bounds, unknown types, a type that contradicts the side, fields of another type', async () => {
    await expectRefused([{ ...deposit, amount: 0 }], ['trades', 0, 'amount']);
    await expectRefused([{ ...deposit, amount: 1e13 }], ['trades', 0, 'amount']);
    await expectRefused([deposit, { ...deposit, type: 'bonus' }], ['trades', 1, 'type']);
    await expectRefused([{ type: 'buy', ticker: 'AAPL', side: 'sell', quantity: 1, price: 1, currency: 'USD', executedAt: '2026-01-06T00:00:00Z' }], ['trades', 0, 'type']);
    await expectRefused([{ ...deposit, ticker: 'AAPL' }], ['trades', 0]);
  });
});

describe('dividends on held tickers', () => {
  it('are accepted when the log, the batch, a reinvestment or the holdings show the ticker held', async () => {
    await record([{ ticker: 'AAPL', side: 'buy', quantity: 1, price: 100, currency: 'USD', executedAt: '2026-01-02T10:00:00Z' }]).expect(200);
    const dividend = (ticker: string, day: string) => ({ type: 'dividend', ticker, amount: 1, currency: 'USD', executedAt: `2026-02-${day}T00:00:00Z` });
    await record([dividend('AAPL', '01')]).expect(200); // bought in the log
    await record([{ type: 'transfer_in', ticker: 'NOVN.SW', quantity: 1, costBasis: 80, currency: 'CHF', executedAt: '2026-01-03T00:00:00Z' }, dividend('NOVN.SW', '02')]).expect(200);
    await record([dividend('MSFT', '03')], [{ ticker: 'MSFT', quantity: 2 }]).expect(200); // a current holding
    await record([{ ...dividend('TSLA', '04'), reinvestedQuantity: 0.1, reinvestedPrice: 10 }]).expect(200);
    expect(await listed('&type=dividend')).toHaveLength(4);
  });
});

describe('tickers', () => {
  it('are stored upper-case, holdings too, and tickers no instrument has are named in warnings (in the caller’s language)', async () => {
    const res = await record(
      [
        { ticker: 'novn.sw', side: 'buy', quantity: 1, price: 80, currency: 'CHF', executedAt: '2026-01-02T10:00:00Z' },
        { ticker: 'nope', side: 'buy', quantity: 1, price: 1, currency: 'USD', executedAt: '2026-01-02T11:00:00Z' },
        { type: 'dividend', ticker: 'Nope', amount: 1, currency: 'USD', executedAt: '2026-01-03T11:00:00Z' },
      ],
      [{ ticker: 'novn.sw', quantity: 1 }, { ticker: 'aapl', quantity: 1 }, { ticker: 'gone', quantity: 1 }],
      'de-CH',
    ).expect(200);
    expect(res.body.warnings).toEqual([
      { code: 'unknown_ticker', ticker: 'NOPE', message: expect.stringContaining('Kein Wertpapier der Marktdaten') },
      { code: 'unknown_ticker', ticker: 'GONE', message: expect.stringContaining('GONE') },
    ]);
    expect((res.body.portfolio.currentHoldings as { ticker: string }[]).map((h) => h.ticker)).toEqual(['NOVN.SW', 'AAPL', 'GONE']);
    expect((await listed()).map((a) => ('ticker' in a ? a.ticker : null))).toEqual(['NOPE', 'NOPE', 'NOVN.SW']);
  });
});
