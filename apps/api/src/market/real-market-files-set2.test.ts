import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness.js';
import { MarketImportError } from './problems.js';

// The second set of real price and FX files (fixtures/real/SOURCES.md, "Second set"), run as they are
// through `import-prices` and `import-fx`. This pins their FIRST CONTACT (28 November 2026, before any
// change made for them); expected closes are read off the fixtures' own lines. Harness clock: 2026-03-02.
const FIXTURES = join(import.meta.dirname, 'fixtures', 'real');
const TICKERS = ['X', 'STOXX', 'ORCL', 'GOOG'];
const INSTRUMENTS = ['ticker,name,asset_class,sector,region,currency', ...TICKERS.map((t) => `${t},${t} (test),equity,diversified,europe,EUR`)];
let ctx: TestContext;

beforeEach(async () => {
  ctx = await createTestContext();
  await ctx.importMarket({ 'instruments.csv': INSTRUMENTS.join('\n') });
});
afterEach(() => ctx.close());

const importer = () => ctx.app.locals.services.marketImport;

async function closes(fixture: string, ticker = 'X') {
  const result = await importer().importPriceFiles([join(FIXTURES, fixture)], { ticker });
  const history = (await ctx.app.locals.services.market.priceHistory([ticker], '1900-01-01', '2026-03-02')).get(ticker) ?? [];
  return { warnings: result.warnings, closes: Object.fromEntries(history.map(({ date, close }) => [date, close])) };
}

async function problemsOf(run: () => Promise<unknown>): Promise<string[]> {
  const error = await run().then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(MarketImportError);
  return (error as MarketImportError).problems.map((p) => `${p.line}: ${p.message}`);
}
const priceProblems = (fixture: string) => problemsOf(() => importer().importPriceFiles([join(FIXTURES, fixture)], { ticker: 'X' }));
const fxProblems = (fixture: string) => problemsOf(() => importer().importEcbFile(join(FIXTURES, fixture)));

describe('second set of real market files, first contact', () => {
  it('right: Investing.com in English, Quandl WIKI, old Google Finance', async () => {
    expect((await closes('investing-en-eurostoxx50.csv', 'STOXX')).closes).toEqual({ '2025-01-10': 4976.85, '2025-01-09': 5017.91, '2011-08-15': 2324.48 });
    const quandl = await closes('quandl-wiki-orcl.csv', 'ORCL');
    expect(quandl.closes).toEqual({ '2000-12-29': 29.06, '2000-12-28': 31.06, '2000-01-03': 118.1 });
    expect(quandl.warnings).toEqual([expect.stringMatching(/columns Ex-Dividend, Split Ratio, Adj\. Open, Adj\. High, Adj\. Low, Adj\. Volume left out/)]);
    expect((await closes('googlefinance-orcl.csv', 'GOOG')).closes).toEqual({ '2010-12-31': 31.3, '2010-12-30': 31.29, '2010-01-04': 24.85 });
  });

  it('refused: Investing.com in French and Spanish (their column names)', async () => {
    for (const fixture of ['investing-fr-vix.csv', 'investing-fr-gold.csv', 'investing-fr-eurusd.csv']) {
      expect(await priceProblems(fixture)).toEqual(['1: header: no close column (Close, Adj Close, Close/Last, Price, <CLOSE>) among Date, Dernier, Ouv., Plus Haut, Plus Bas, Vol., Variation %']);
    }
    for (const fixture of ['investing-es-ibex35.csv', 'investing-es-eurusd.csv']) {
      expect((await priceProblems(fixture))[0]).toMatch(/^1: header: no date column \(Date, Timestamp, <DATE>\) among Fecha, Último, Apertura, Máximo, Mínimo/);
    }
  });

  it('refused without saying why: 30-minute bars (Date Time)', async () => {
    expect(await priceProblems('bitstamp-30min.csv')).toEqual(['1: header: no date column (Date, Timestamp, <DATE>) among Date Time, Open, High, Low, Close, Volume, Adj Close']);
  });

  it('refused: the Federal Reserve H.10 rates, from FRED and from the Fed, neither as prices nor as FX', async () => {
    for (const fixture of ['fred-dexusuk.csv', 'fred-dexjpus.csv', 'fed-h10-gbp.csv', 'fed-h10-dollar-index.csv', 'ecb-portal-deposit-rate.csv']) {
      expect((await priceProblems(fixture))[0]).toMatch(/^1: header: no (date|close) column/);
      expect(await fxProblems(fixture)).toEqual(['1: header: expected Date followed by currency codes other than EUR (Date,USD,JPY,…)']);
    }
  });
});
