import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AnalyticsCache } from '../../chat/answer/analytics-cache.js';
import { InstrumentCatalog } from '../../chat/answer/catalog.js';
import { toolContextFor } from '../../chat/answer/engine.js';
import { createTestContext, type TestContext } from '../../testing/harness.js';
import { compareTool } from './compare.js';
import { fxRateTool } from './fx-rate.js';
import { performanceTool } from './performance.js';
import { priceTool } from './price.js';
import { functionTools } from './registry.js';
import { wordsFor } from './words.js';

/**
 * The tools over exact days ("since March", "in June", "last quarter"), on the sample market data at the chat's
 * clock (14 Nov 2026; the last closes are of 13 Nov). Expected figures are the closes of
 * market-data/sample/prices.csv and fx.csv copied by hand, combined by hand: no engine is called for them.
 */
const ASOF = '2026-11-14';
const AAPL = { '2026-02-27': 277.94, '2026-05-29': 244.03, '2026-06-30': 257.08, '2026-09-30': 218.78, '2026-11-13': 214.33 };
const NVDA = { '2026-06-30': 296.46, '2026-09-30': 320.08 };
const ACWI = { '2026-02-27': 141.62, '2026-11-13': 140.88 };
const EURUSD = { '2026-02-27': 1.13819, '2026-11-13': 1.19158 };
const BTC = { '2026-03-01': 69604.86, '2026-11-13': 108191.78 };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.locals.services.marketImport.importSample();
});
afterAll(() => ctx.close());

/** The chat's own tool context over an inline book: ten Apple shares held throughout, measured against ACWI alone. */
function toolContext() {
  const services = ctx.app.locals.services;
  return toolContextFor(
    { market: services.market, trades: services.trades, catalog: new InstrumentCatalog(ctx.database.db, services.market), analyticsCache: new AnalyticsCache() },
    { portfolio: { baseCurrency: 'USD', currentHoldings: [{ ticker: 'AAPL', quantity: 10 }], benchmark: { components: [{ ticker: 'ACWI', weight: 1 }] } }, portfolioVersion: undefined, asOf: ASOF, locale: 'en' },
  );
}

describe('the performance tool between exact days', () => {
  it('since March: from the close on or before 1 March (27 Feb) to the latest, the benchmark over the same days', async () => {
    const out = await performanceTool.run(toolContext(), { period: '1Y', from: '2026-03-01', to: ASOF });
    expect(out.span).toEqual({ from: '2026-03-01', to: ASOF });
    expect(out.twr).toBeCloseTo(AAPL['2026-11-13'] / AAPL['2026-02-27'] - 1, 6);
    expect(out.valueChange).toBeCloseTo(10 * (AAPL['2026-11-13'] - AAPL['2026-02-27']), 2);
    expect(out.benchmark).toBeCloseTo(ACWI['2026-11-13'] / ACWI['2026-02-27'] - 1, 6);
    // Held throughout with no flows: the money-weighted return over the span is the same growth.
    expect(out.mwr).toBeCloseTo(AAPL['2026-11-13'] / AAPL['2026-02-27'] - 1, 4);
    expect(out.mwrAnnualized).toBe(false);
  });

  it('the third quarter: from its eve (30 Jun) to its last day (30 Sep), not to today', async () => {
    const out = await performanceTool.run(toolContext(), { period: '3M', from: '2026-06-30', to: '2026-09-30' });
    expect(out.twr).toBeCloseTo(AAPL['2026-09-30'] / AAPL['2026-06-30'] - 1, 6);
    expect(out.valueChange).toBeCloseTo(10 * (AAPL['2026-09-30'] - AAPL['2026-06-30']), 2);
    expect(out.to).toBe('2026-09-30');
  });

  it('names the exact days in each locale’s date format', async () => {
    const out = await performanceTool.run(toolContext(), { period: '1Y', from: '2026-03-01', to: ASOF });
    const text = (locale: 'en' | 'de' | 'fr' | 'es') => performanceTool.render(out, wordsFor(new Map(), locale)).join(' ');
    expect(text('en')).toContain('From Mar 1, 2026 to Nov 14, 2026 your portfolio is down **22.9%**');
    expect(text('de')).toContain('Vom 01.03.2026 bis zum 14.11.2026');
    expect(text('fr')).toContain('Du 1 mars 2026 au 14 nov. 2026');
    expect(text('es')).toContain('Del 1 mar 2026 al 14 nov 2026');
  });

  it('a span before the history starts has no data, said as such, never the nearest period', async () => {
    const out = await performanceTool.run(toolContext(), { period: '1Y', from: '2025-06-30', to: '2025-09-30' });
    expect(out.twr).toBeNull();
    const text = performanceTool.render(out, wordsFor(new Map(), 'en')).join(' ');
    expect(text).toContain('I have no data for the period from Jun 30, 2025 to Sep 30, 2025');
    expect(text).not.toMatch(/%/);
  });
});

describe('price, FX and compare between exact days', () => {
  it('price in June: the close on or before 31 May (29 May) against the close of 30 June', async () => {
    const out = await priceTool.run(toolContext(), { ticker: 'AAPL', period: '1M', from: '2026-05-31', to: '2026-06-30' });
    expect(out).toMatchObject({ startDate: '2026-05-29', startClose: AAPL['2026-05-29'], date: '2026-06-30', close: AAPL['2026-06-30'], staleClose: null });
    expect(out.change).toBeCloseTo(AAPL['2026-06-30'] / AAPL['2026-05-29'] - 1, 6);
    expect(priceTool.render(out, wordsFor(new Map(), 'fr')).join(' ')).toContain('sur la période du 31 mai 2026 au 30 juin 2026');
  });

  it('a coin trades every day: since March starts at the close of 1 March itself', async () => {
    const out = await priceTool.run(toolContext(), { ticker: 'BTC', period: '1M', from: '2026-03-01', to: ASOF });
    expect(out.startDate).toBe('2026-03-01');
    expect(out.change).toBeCloseTo(BTC['2026-11-13'] / BTC['2026-03-01'] - 1, 6);
  });

  it('a price over days before its series says there is no data for them', async () => {
    const out = await priceTool.run(toolContext(), { ticker: 'AAPL', period: '1M', from: '2025-06-01', to: '2025-09-30' });
    expect(out.change).toBeNull();
    expect(priceTool.render(out, wordsFor(new Map(), 'es')).join(' ')).toContain('No tengo datos para el periodo del 1 jun 2025 al 30 sept 2025');
  });

  it('the euro against the dollar since March', async () => {
    const out = await fxRateTool.run(toolContext(), { base: 'EUR', quote: 'USD', period: '1M', from: '2026-03-01', to: ASOF });
    expect(out).toMatchObject({ startDate: '2026-02-27', startRate: EURUSD['2026-02-27'], rate: EURUSD['2026-11-13'] });
    expect(out.change).toBeCloseTo(EURUSD['2026-11-13'] / EURUSD['2026-02-27'] - 1, 5);
    expect(fxRateTool.render(out, wordsFor(new Map(), 'de')).join(' ')).toContain('über den Zeitraum vom 01.03.2026 bis zum 14.11.2026');
  });

  it('compare over the third quarter', async () => {
    const out = await compareTool.run(toolContext(), { tickers: ['AAPL', 'NVDA'], period: '3M', from: '2026-06-30', to: '2026-09-30' });
    const [aapl, nvda] = out.items;
    expect(aapl?.change).toBeCloseTo(AAPL['2026-09-30'] / AAPL['2026-06-30'] - 1, 6);
    expect(nvda?.change).toBeCloseTo(NVDA['2026-09-30'] / NVDA['2026-06-30'] - 1, 6);
    expect(compareTool.render(out, wordsFor(new Map(), 'en')).join(' ')).toContain('Over the period from Jun 30, 2026 to Sep 30, 2026, NVDA did best');
  });
});

describe('the tool schemas', () => {
  it('offer `from` and `to` as ISO dates beside the periods, and refuse a malformed day', () => {
    for (const tool of functionTools().filter((t) => ['performance', 'price', 'fx_rate', 'compare'].includes(t.function.name))) {
      const properties = (tool.function.parameters as { properties: Record<string, { format?: string }> }).properties;
      expect(properties.from?.format, tool.function.name).toBe('date');
      expect(properties.to?.format, tool.function.name).toBe('date');
    }
    expect(() => performanceTool.input.parse({ from: 'March' })).toThrow(z.ZodError);
  });
});
