import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardSchema, type Performance } from '@clarity/shared';
import { createTestContext, type TestContext } from '../../testing/harness.js';
import { analysePortfolio } from '../analytics/portfolio-analytics.js';
import { loadPortfolioSnapshot } from '../portfolio-snapshot.js';
import { CardService } from './card-service.js';

// The sample market data: daily closes 2025-10-01 to 2026-11-13.
const NOW = new Date('2026-11-14T09:30:00.000Z');
const HOLDINGS = [
  { ticker: 'AAPL', quantity: 10 },
  { ticker: 'ASML', quantity: 5 },
  { ticker: 'BTC', quantity: 0.1 },
];
const TRADES = [
  { externalId: 't1', ticker: 'AAPL', side: 'buy', quantity: 15, price: 200, currency: 'USD', executedAt: '2025-12-01T15:00:00Z', fees: 5 },
  { externalId: 't2', ticker: 'AAPL', side: 'sell', quantity: 5, price: 220, currency: 'USD', executedAt: '2026-03-02T15:00:00Z', fees: 5 },
  { externalId: 't3', ticker: 'ASML', side: 'buy', quantity: 5, price: 700, currency: 'EUR', executedAt: '2026-01-05T15:00:00Z' },
  { externalId: 't4', ticker: 'BTC', side: 'buy', quantity: 0.1, price: 90000, currency: 'USD', executedAt: '2026-02-07T15:00:00Z' },
];

let ctx: TestContext;
let apiKey: string;
let orgId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(NOW);
  await ctx.app.locals.services.marketImport.importSample();
  ({ apiKey, orgId } = await ctx.newOrg());
});
afterAll(async () => {
  await ctx.close();
});

async function performanceOf(body: object): Promise<Performance> {
  const res = await request(ctx.app).post('/v1/clarity/card').set('x-api-key', apiKey).send(body);
  expect(res.status).toBe(200);
  return CardSchema.parse(res.body).performance;
}

async function storedWithTrades(externalId: string, extra: object = {}): Promise<string> {
  const created = await request(ctx.app)
    .post('/v1/sdk/partner-portfolios')
    .set('x-api-key', apiKey)
    .send({ externalId, currentHoldings: HOLDINGS, profile: { riskTolerance: 'growth' }, ...extra });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  const recorded = await request(ctx.app).post(`/v1/sdk/partner-portfolios/${id}/trades`).set('x-api-key', apiKey).send({ trades: TRADES, currentHoldings: HOLDINGS });
  expect(recorded.status).toBe(200);
  return id;
}

describe('the card’s performance', () => {
  it('follows the trade log of a stored portfolio', async () => {
    const p = await performanceOf({ portfolioId: await storedWithTrades('perf-1') });
    expect(p.basis).toBe('trade_log');
    expect(p.currency).toBe('USD');
    expect(p.periods.map((x) => [x.label, x.from, x.to])).toEqual([
      ['1M', '2026-10-14', '2026-11-14'],
      ['3M', '2026-08-14', '2026-11-14'],
      ['YTD', '2025-12-31', '2026-11-14'],
      ['1Y', '2025-11-14', '2026-11-14'],
      // The day before the first trade (Dec 1, 2025).
      ['SI', '2025-11-30', '2026-11-14'],
    ]);
    for (const period of p.periods) {
      expect(period.twr).not.toBeNull();
      expect(period.mwr).not.toBeNull();
      expect(period.benchmark).not.toBeNull();
    }
    // Nothing was held before Dec 1, 2025: the 1Y and SI TWRs chain the same days.
    expect(p.periods[3]?.twr).toBe(p.periods[4]?.twr);
    // Growth bands: equity 60–85 % → 0.725, bonds 10–30 % → 0.2; 0.725 / 0.925 = 0.78378 → 0.7838, AGG 0.2162.
    expect(p.benchmark?.components).toEqual([{ ticker: 'ACWI', weight: 0.7838 }, { ticker: 'AGG', weight: 0.2162 }]);
    expect(p.benchmark?.label).toBe('78% global shares (ACWI) and 22% bonds (AGG)');
    // A year of calendar days (Nov 14, 2025 to Nov 14, 2026 inclusive).
    expect(p.series).toHaveLength(366);
    expect(p.series[0]?.date).toBe('2025-11-14');
    expect(p.series.at(-1)?.date).toBe('2026-11-14');
    // The benchmark starts at the portfolio's first value: the day of the first buy.
    const firstHeld = p.series.find((s) => s.value > 0);
    expect(firstHeld?.benchmark).toBe(firstHeld?.value);
    // Contributions to the 1Y TWR add up to it within rounding (three tickers × 0.5e-6).
    expect(p.contributions.map((c) => c.ticker).sort()).toEqual(['AAPL', 'ASML', 'BTC']);
    const sum = p.contributions.reduce((s, c) => s + c.contribution, 0);
    expect(Math.abs(sum - (p.periods[3]?.twr as number))).toBeLessThanOrEqual(1.5e-6 + 0.5e-6);
    expect(p.notes[0]).toMatch(/trade log/);
  });

  it('uses the portfolio’s own benchmark, in plain words', async () => {
    const p = await performanceOf({ portfolioId: await storedWithTrades('perf-2', { benchmark: { components: [{ ticker: 'IEF', weight: 1 }] } }) });
    expect(p.benchmark).toEqual({ label: '100% iShares 7-10 Year Treasury Bond ETF (IEF)', components: [{ ticker: 'IEF', weight: 1 }] });
  });

  it('assumes today’s holdings held throughout for an inline portfolio, and is byte-identical on a second computation', async () => {
    const inline = { portfolio: { externalId: 'inline', currentHoldings: HOLDINGS } };
    const p = await performanceOf(inline);
    expect(p.basis).toBe('current_holdings');
    expect(p.notes[0]).toMatch(/There is no trade log/);
    const { market, trades } = ctx.app.locals.services;
    // Fresh services, so nothing comes from a cache.
    const once = await new CardService({ market, trades, clock: ctx.clock }).card({ currentHoldings: HOLDINGS }, '2026-11-14');
    const again = await new CardService({ market, trades, clock: ctx.clock }).card({ currentHoldings: HOLDINGS }, '2026-11-14');
    expect(JSON.stringify(again.performance)).toBe(JSON.stringify(once.performance));
    expect(JSON.stringify(again.performance)).toBe(JSON.stringify(p));
  });

  it('loads the longer, wider price history without changing what the other analytics see', async () => {
    const id = await storedWithTrades('perf-3');
    const { market, trades, portfolios } = ctx.app.locals.services;
    const { portfolio } = await portfolios.get(orgId, id);
    const plain = await loadPortfolioSnapshot({ market, trades }, portfolio, '2026-11-14');
    const withPerformance = await loadPortfolioSnapshot({ market, trades }, portfolio, '2026-11-14', { performance: true });
    expect(withPerformance.analyticsInput.priceHistory).toEqual(plain.analyticsInput.priceHistory);
    expect(analysePortfolio(withPerformance.analyticsInput)).toEqual(analysePortfolio(plain.analyticsInput));
    // The performance closes start ten days before the value history (Nov 14, 2025, the 1Y start,
    // earlier than the day before the first trade), and cover the benchmark's index funds.
    const closes = withPerformance.performanceInput.closes;
    expect(closes.get('AAPL')?.[0]?.date).toBe('2025-11-04');
    expect(closes.has('ACWI') && closes.has('AGG')).toBe(true);
  });
});
