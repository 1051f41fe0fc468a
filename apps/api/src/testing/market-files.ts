import { join } from 'node:path';
import { afterEach, beforeEach, expect } from 'vitest';
import { MarketImportError } from '../market/problems.js';
import { createTestContext, type TestContext } from './harness.js';

/** The real market files kept as fixtures (market/fixtures/real/SOURCES.md). */
export const REAL_MARKET_FIXTURES = join(import.meta.dirname, '..', 'market', 'fixtures', 'real');

/**
 * A fresh app per test whose market holds `tickers` as instruments (a price file's ticker must be one),
 * and the imports the real-file tests run through it. The harness clock stands at 2026-03-02.
 */
export function useMarketWithInstruments(tickers: string[]) {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext();
    const rows = tickers.map((ticker) => `${ticker},${ticker} (test),equity,diversified,north_america,USD`);
    await ctx.importMarket({ 'instruments.csv': ['ticker,name,asset_class,sector,region,currency', ...rows].join('\n') });
  });
  afterEach(() => ctx.close());
  const importer = () => ctx.app.locals.services.marketImport;
  return {
    context: () => ctx,
    importer,
    /** The closes stored for `ticker` after importing `fixture` as its prices, by date, and the import's warnings. */
    closes: async (fixture: string, ticker: string) => {
      const result = await importer().importPriceFiles([join(REAL_MARKET_FIXTURES, fixture)], { ticker });
      const history = (await ctx.app.locals.services.market.priceHistory([ticker], '1900-01-01', '2026-03-02')).get(ticker) ?? [];
      return { result, warnings: result.warnings, closes: Object.fromEntries(history.map(({ date, close }) => [date, close])) };
    },
  };
}

/** The problems (`line: message`) of an import that must be refused. */
export async function refusal(run: () => Promise<unknown>): Promise<string[]> {
  const error = await run().then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(MarketImportError);
  return (error as MarketImportError).problems.map((p) => `${p.line}: ${p.message}`);
}
