import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardSchema, type Card } from '@clarity/shared';
import { createTestContext, type TestContext } from '../../testing/harness.js';
import { tradingDaysBetween } from '../price-freshness.js';

// The sample's last closes are on Friday 2026-11-13 (BTC, trading every day, too).
const HOLDINGS = [
  { ticker: 'AAPL', quantity: 10 },
  { ticker: 'BTC', quantity: 0.05 },
  { ticker: 'AGG', quantity: 20 },
];

let ctx: TestContext;
let apiKey: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.locals.services.marketImport.importSample();
  ({ apiKey } = await ctx.newOrg());
});
afterAll(async () => {
  await ctx.close();
});

async function cardOn(now: string, locale = 'en'): Promise<Card> {
  ctx.clock.set(new Date(now));
  const res = await request(ctx.app).post('/v1/clarity/card').set('x-api-key', apiKey).send({ portfolio: { externalId: 'stale', currentHoldings: HOLDINGS }, locale });
  expect(res.status).toBe(200);
  return CardSchema.parse(res.body);
}

describe('price freshness per position', () => {
  it('counts trading days (weekdays) for listed securities', () => {
    // Fri → Mon is one trading day; Fri → next Fri five; Fri → the Monday after, six.
    expect([tradingDaysBetween('2026-11-13', '2026-11-16'), tradingDaysBetween('2026-11-13', '2026-11-20'), tradingDaysBetween('2026-11-13', '2026-11-23')]).toEqual([1, 5, 6]);
    expect(tradingDaysBetween('2026-11-13', '2026-11-15')).toBe(0);
  });

  it('the day after the last close: every position carries its price date, none stale', async () => {
    const card = await cardOn('2026-11-14T09:00:00Z');
    expect(card.positions.map((p) => [p.ticker, p.priceDate, p.stalePrice]).sort()).toEqual([
      ['AAPL', '2026-11-13', false],
      ['AGG', '2026-11-13', false],
      ['BTC', '2026-11-13', false],
    ]);
    expect(card.stalePrices).toEqual({ value: 0, share: 0, tickers: [] });
    expect(card.positionsAnalysis.markdown).not.toContain('older than usual');
  });

  it('two calendar days later, crypto is stale (gap 1 day) while shares and bonds are not (no trading day passed)', async () => {
    const card = await cardOn('2026-11-15T09:00:00Z');
    const stale = card.positions.filter((p) => p.stalePrice).map((p) => p.ticker);
    expect(stale).toEqual(['BTC']);
    const btc = card.positions.find((p) => p.ticker === 'BTC');
    expect(card.stalePrices.tickers).toEqual(['BTC']);
    expect(card.stalePrices.value).toBeCloseTo(btc?.value ?? NaN, 2);
    expect(card.stalePrices.share).toBeCloseTo((btc?.value ?? NaN) / card.totalValue, 5);
    expect(card.positionsAnalysis.markdown).toContain('One holding (BTC)');
  });

  it('six trading days later, everything is stale; the card says how much of the value, in every locale', async () => {
    const card = await cardOn('2026-11-23T09:00:00Z');
    expect(card.positions.every((p) => p.stalePrice)).toBe(true);
    const sum = card.positions.reduce((s, p) => s + (p.value ?? 0), 0);
    expect(card.stalePrices.value).toBeCloseTo(sum, 1);
    expect(card.stalePrices.share).toBeCloseTo(1, 5);
    expect(card.positionsAnalysis.markdown).toMatch(/3 holdings \((BTC|AAPL|AGG), (BTC|AAPL|AGG), and (BTC|AAPL|AGG)\), worth \$[\d,]+ or 100\.0% of the portfolio, are valued at a price older than usual/);
    const words = { de: 'älter ist als für ihre Märkte üblich', fr: 'plus ancien que d’habitude', es: 'más antiguo de lo habitual' };
    for (const [locale, text] of Object.entries(words)) expect((await cardOn('2026-11-23T09:00:00Z', locale)).positionsAnalysis.markdown, locale).toContain(text);
  });

  it('five trading days later, listed securities are still fresh', async () => {
    const card = await cardOn('2026-11-20T09:00:00Z');
    expect(card.positions.filter((p) => p.stalePrice).map((p) => p.ticker)).toEqual(['BTC']);
  });
});
