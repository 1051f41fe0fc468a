// @postgres: corporate actions stored (migration 0014)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness.js';

// Runs on SQLite, and on PostgreSQL with CLARITY_TEST_DB=postgres (migration 0014 on both).
const INSTRUMENTS = 'ticker,name,asset_class,sector,region,currency\nNVDA,NVIDIA Corporation,equity,technology,north_america,USD\nAAPL,Apple Inc.,equity,technology,north_america,USD\n';
const PRICES = 'ticker,date,close\nNVDA,2026-06-09,120.5\nNVDA,2026-06-10,121.75\nAAPL,2026-06-10,200\n';
const ACTIONS = [
  'ticker,ex_date,type,ratio_from,ratio_to,amount,currency',
  'NVDA,2026-06-10,split,1,10,,',
  'NVDA,2024-06-10,split,1,4,,',
  'AAPL,2026-05-12,cash_dividend,,,0.26,USD',
  'NVDA,2026-12-01,split,1,2,,',
].join('\n');

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.importMarket({ 'instruments.csv': INSTRUMENTS, 'prices.csv': PRICES, 'corporate_actions.csv': `${ACTIONS}\n` });
});
afterAll(() => ctx.close());

describe('the corporate-actions file', () => {
  it('is stored, and the repository returns the splits up to a day, oldest first', async () => {
    const market = ctx.app.locals.services.market;
    expect(await market.splits(['NVDA', 'AAPL'], '2026-11-13')).toEqual([
      { ticker: 'NVDA', exDate: '2024-06-10', from: 1, to: 4 },
      { ticker: 'NVDA', exDate: '2026-06-10', from: 1, to: 10 },
    ]);
    expect(await market.splits(['NVDA'], '2026-12-31')).toHaveLength(3);
    expect(await market.splits([], '2026-12-31')).toEqual([]);
    expect(await market.cashDividends(['AAPL', 'NVDA'], '2026-01-01', '2026-12-31')).toEqual([{ ticker: 'AAPL', exDate: '2026-05-12', amount: 0.26, currency: 'USD' }]);
  });

  it('imports the same file again without duplicates, and a corrected row replaces the stored one', async () => {
    await ctx.importMarket({ 'corporate_actions.csv': `${ACTIONS.replace('NVDA,2026-06-10,split,1,10,,', 'NVDA,2026-06-10,split,2,20,,')}\n` });
    const splits = await ctx.app.locals.services.market.splits(['NVDA'], '2026-11-13');
    expect(splits).toEqual([
      { ticker: 'NVDA', exDate: '2024-06-10', from: 1, to: 4 },
      { ticker: 'NVDA', exDate: '2026-06-10', from: 2, to: 20 },
    ]);
  });

  it('refuses a bad file whole, naming the file, line and field of each problem', async () => {
    const bad = [
      'ticker,ex_date,type,ratio_from,ratio_to,amount,currency',
      'NVDA,2026-07-01,split,0,2,,', // ratio 0
      'NVDA,2026-07-02,split,-1,2,,', // negative
      'AAPL,2026-07-03,cash_dividend,,,0.3,', // no currency
      'MSFT,2026-07-04,split,1,2,,', // no such instrument
      'AAPL,2026-07-05,spinoff,,,,', // unknown type
      'AAPL,2026-07-06,split,1,2,0.5,USD', // a split with an amount
    ].join('\n');
    await expect(ctx.importMarket({ 'corporate_actions.csv': `${bad}\n` })).rejects.toThrow(
      /corporate_actions\.csv:2: ratio_from: must be a positive decimal[\s\S]*corporate_actions\.csv:3: ratio_from[\s\S]*corporate_actions\.csv:4: currency[\s\S]*corporate_actions\.csv:6: type[\s\S]*corporate_actions\.csv:7: amount: must be empty for a split/,
    );
    await expect(ctx.importMarket({ 'corporate_actions.csv': `${bad.split('\n').slice(0, 1).join('\n')}\nMSFT,2026-07-04,split,1,2,,\n` })).rejects.toThrow(/corporate_actions\.csv:2: ticker MSFT is not an instrument/);
    // Nothing of the refused files was written.
    expect(await ctx.app.locals.services.market.splits(['NVDA', 'AAPL', 'MSFT'], '2026-07-31')).toHaveLength(2);
  });
});
