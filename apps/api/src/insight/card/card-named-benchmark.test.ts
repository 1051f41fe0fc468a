import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardSchema } from '@clarity/shared';
import { AnalyticsCache } from '../../chat/answer/analytics-cache.js';
import { InstrumentCatalog } from '../../chat/answer/catalog.js';
import { toolContextFor } from '../../chat/answer/engine.js';
import { SAMPLE_MARKET_DATA_DIR } from '../../market/sample-set.js';
import { createTestContext, type TestContext } from '../../testing/harness.js';
import { performanceTool } from '../tools/performance.js';
import { wordsFor } from '../tools/words.js';

// The sample market data: daily closes 2025-10-01 to 2026-11-13.
const NOW = new Date('2026-11-14T09:30:00.000Z');
const HOLDINGS = [{ ticker: 'AAPL', quantity: 10 }];
const TRADES = [{ externalId: 't1', ticker: 'AAPL', side: 'buy', quantity: 10, price: 250, currency: 'USD', executedAt: '2025-10-06T15:00:00Z' }];

/** SPX's closes straight from the shipped file: the expected figures do not go through the engine. */
function spxClose(onOrBefore: string): number {
  const rows = readFileSync(join(SAMPLE_MARKET_DATA_DIR, 'prices.csv'), 'utf8')
    .split('\n')
    .map((l) => l.split(','))
    .filter((r) => r[0] === 'SPX' && (r[1] as string) <= onOrBefore);
  return Number(rows.at(-1)?.[2]);
}

let ctx: TestContext;
let apiKey: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(NOW);
  await ctx.app.locals.services.marketImport.importSample();
  ({ apiKey } = await ctx.newOrg());
});
afterAll(async () => {
  await ctx.close();
});

async function stored(externalId: string, benchmark: object): Promise<string> {
  const created = await request(ctx.app).post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).send({ externalId, currentHoldings: HOLDINGS, benchmark });
  expect(created.status).toBe(201);
  expect(created.body.benchmark).toEqual(benchmark);
  const id = created.body.id as string;
  const recorded = await request(ctx.app).post(`/v1/sdk/partner-portfolios/${id}/trades`).set('x-api-key', apiKey).send({ trades: TRADES, currentHoldings: HOLDINGS });
  expect(recorded.status).toBe(200);
  return id;
}

describe('a benchmark given by catalog name', () => {
  it('is stored as given, and the card compares with its series under its display name', async () => {
    const id = await stored('named-1', { name: 'sp500' });
    const res = await request(ctx.app).post('/v1/clarity/card').set('x-api-key', apiKey).send({ portfolioId: id });
    expect(res.status).toBe(200);
    const card = CardSchema.parse(res.body);
    expect(card.performance.benchmark).toEqual({ label: 'S&P 500', name: 'sp500', components: [{ ticker: 'SPX', weight: 1 }] });
    // USD index, USD book: the benchmark's return over a period is the index's close-to-close change.
    for (const period of card.performance.periods.filter((p) => p.benchmark !== null)) {
      const expected = spxClose(period.to) / spxClose(period.from) - 1;
      expect(period.benchmark, period.label).toBeCloseTo(expected, 5);
    }
    expect(card.performance.periods.find((p) => p.label === '1M')?.benchmark).not.toBeNull();
    expect(JSON.stringify(res.body)).toContain('for the S&P 500');
  });

  it('names it in the card of every locale', async () => {
    const id = await stored('named-2', { name: 'dax' });
    for (const [locale, text] of [['de', '(DAX)'], ['fr', '(DAX)'], ['es', '(DAX)'], ['en', 'the DAX']] as const) {
      const res = await request(ctx.app).post('/v1/clarity/card').set('x-api-key', apiKey).send({ portfolioId: id, locale });
      expect(res.status).toBe(200);
      expect(res.body.performance.benchmark.label).toBe('DAX');
      expect(JSON.stringify(res.body), locale).toContain(text);
    }
  });

  it('works for an inline portfolio and through PATCH', async () => {
    const inline = await request(ctx.app)
      .post('/v1/clarity/card')
      .set('x-api-key', apiKey)
      .send({ portfolio: { externalId: 'inline', currentHoldings: HOLDINGS, benchmark: { name: 'blend_60_40' } } });
    expect(inline.status).toBe(200);
    expect(inline.body.performance.benchmark.components).toEqual([
      { ticker: 'MXWO', weight: 0.6 },
      { ticker: 'LEGATRUU', weight: 0.4 },
    ]);
    const id = await stored('named-3', { components: [{ ticker: 'IEF', weight: 1 }] });
    const patched = await request(ctx.app).patch(`/v1/sdk/partner-portfolios/${id}`).set('x-api-key', apiKey).send({ benchmark: { name: 'ftse_100' } });
    expect(patched.status).toBe(200);
    expect(patched.body.benchmark).toEqual({ name: 'ftse_100' });
    const card = await request(ctx.app).post('/v1/clarity/card').set('x-api-key', apiKey).send({ portfolioId: id });
    expect(card.body.performance.benchmark).toMatchObject({ label: 'FTSE 100', name: 'ftse_100' });
  });

  it('refuses an unknown name with a 400 naming the field, and writes nothing', async () => {
    const created = await request(ctx.app).post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).send({ externalId: 'named-bad', benchmark: { name: 'nikkei' } });
    expect(created.status).toBe(400);
    expect((created.body as { issues: { path: unknown }[] }).issues.map((i) => i.path)).toEqual([['benchmark', 'name']]);
    const listed = await request(ctx.app).get('/v1/sdk/partner-portfolios?externalId=named-bad').set('x-api-key', apiKey);
    expect(listed.body.data).toEqual([]);
    const id = await stored('named-4', { name: 'sp500' });
    const patched = await request(ctx.app).patch(`/v1/sdk/partner-portfolios/${id}`).set('x-api-key', apiKey).send({ benchmark: { name: 'SP500 ' } });
    expect(patched.status).toBe(400);
    expect(patched.body.issues[0].path).toEqual(['benchmark', 'name']);
    const inline = await request(ctx.app).post('/v1/clarity/card').set('x-api-key', apiKey).send({ portfolio: { externalId: 'x', benchmark: { name: 'nope' } } });
    expect(inline.status).toBe(400);
    expect(JSON.stringify(inline.body.issues)).toContain('"name"');
  });
});

describe('the performance tool with a benchmark named in the question', () => {
  function toolContext(c: TestContext, portfolio: object) {
    const services = c.app.locals.services;
    return toolContextFor(
      { market: services.market, trades: services.trades, catalog: new InstrumentCatalog(c.database.db, services.market), analyticsCache: new AnalyticsCache() },
      { portfolio, portfolioVersion: undefined, asOf: '2026-11-14', locale: 'en' },
    );
  }

  it('compares with that benchmark instead of the portfolio’s own, and says so', async () => {
    const tc = toolContext(ctx, { currentHoldings: HOLDINGS, benchmark: { components: [{ ticker: 'IEF', weight: 1 }] } });
    const own = await performanceTool.run(tc, { period: '1Y' });
    const named = await performanceTool.run(tc, { period: '1Y', benchmark: 'sp500' });
    expect(named).toMatchObject({ benchmarkName: 'sp500', benchmarkMissing: false, benchmarkLabel: 'S&P 500' });
    expect(named.twr).toBe(own.twr);
    expect(named.benchmark).toBeCloseTo(spxClose(named.to as string) / spxClose(named.from as string) - 1, 5);
    expect(own.benchmarkLabel).toContain('IEF');
    for (const locale of ['en', 'de', 'fr', 'es'] as const) {
      const text = performanceTool.render(named, wordsFor(new Map(), locale)).join(' ');
      expect(text, locale).toContain('S&P 500');
    }
  });

  it('says so when the market data has no series for it', async () => {
    const bare = await createTestContext();
    try {
      bare.clock.set(NOW);
      await bare.importMarket({
        'instruments.csv': 'ticker,name,asset_class,sector,region,currency\nAAPL,Apple Inc.,equity,technology,north_america,USD\n',
        'prices.csv': 'ticker,date,close\nAAPL,2026-11-12,250\nAAPL,2026-11-13,252\n',
      });
      const tc = toolContext(bare, { currentHoldings: HOLDINGS });
      const out = await performanceTool.run(tc, { period: '1M', benchmark: 'dax' });
      expect(out).toMatchObject({ benchmarkName: 'dax', benchmarkMissing: true, benchmark: null });
      const expected = {
        en: 'I have no price series for the DAX',
        de: 'Für DAX liegen mir keine Kursreihen vor',
        fr: 'Je n’ai pas de série de cours pour DAX',
        es: 'No tengo una serie de precios para DAX',
      };
      for (const [locale, sentence] of Object.entries(expected)) {
        expect(performanceTool.render(out, wordsFor(new Map(), locale as 'en')).join(' ')).toContain(sentence);
      }
    } finally {
      await bare.close();
    }
  });
});
