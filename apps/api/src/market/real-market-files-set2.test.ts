import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REAL_MARKET_FIXTURES as FIXTURES, refusal, useMarketWithInstruments } from '../testing/market-files.js';

// The second set of real price and FX files (fixtures/real/SOURCES.md, "Second set"), run as they are
// through `import-prices` and `import-fx`. First contact (before any change for them) is recorded in
// docs/market-data.md; this pins what they give now. Expected closes and rates are read off the fixtures'
// own lines by hand. Harness clock: 2026-03-02.
const market = useMarketWithInstruments(['X', 'STOXX', 'ORCL', 'GOOG', 'VIX', 'GOLD', 'EURUSD', 'IBEX', 'EURUSD2']);
const { importer, closes } = market;
const priceProblems = (fixture: string) => refusal(() => importer().importPriceFiles([join(FIXTURES, fixture)], { ticker: 'X' }));
const fxProblems = (fixture: string) => refusal(() => importer().importEcbFile(join(FIXTURES, fixture)));

describe('second set of real market files', () => {
  it('right: Investing.com in English, Quandl WIKI, old Google Finance', async () => {
    expect((await closes('investing-en-eurostoxx50.csv', 'STOXX')).closes).toEqual({ '2025-01-10': 4976.85, '2025-01-09': 5017.91, '2011-08-15': 2324.48 });
    const quandl = await closes('quandl-wiki-orcl.csv', 'ORCL');
    expect(quandl.closes).toEqual({ '2000-12-29': 29.06, '2000-12-28': 31.06, '2000-01-03': 118.1 });
    // Quandl's Ex-Dividend, Split Ratio and Adj. columns are known facts, left out without a warning.
    expect(quandl.warnings).toEqual([]);
    expect((await closes('googlefinance-orcl.csv', 'GOOG')).closes).toEqual({ '2010-12-31': 31.3, '2010-12-30': 31.29, '2010-01-04': 24.85 });
  });

  it('Investing.com in French and Spanish: their column names, decimal commas in a comma-separated file, K and M volumes', async () => {
    expect((await closes('investing-fr-vix.csv', 'VIX')).closes).toEqual({ '2025-01-10': 18.51, '2025-01-09': 18.07, '2007-12-31': 22.5 });
    expect((await closes('investing-fr-gold.csv', 'GOLD')).closes).toEqual({ '2026-03-02': 5311.6, '2026-02-27': 5247.9, '2026-02-26': 5194.2, '2010-01-04': 1118.3 });
    expect((await closes('investing-fr-eurusd.csv', 'EURUSD')).closes).toEqual({ '2026-03-02': 1.1689, '2026-02-27': 1.1814, '2026-02-26': 1.1797, '2010-01-01': 1.4323 });
    const ibex = await closes('investing-es-ibex35.csv', 'IBEX');
    expect(ibex.closes).toEqual({ '2019-01-18': 9069.1, '2019-01-17': 8908.6, '2008-10-27': 8009.9 });
    expect(ibex.warnings).toEqual([]);
    expect((await closes('investing-es-eurusd.csv', 'EURUSD2')).closes).toEqual({ '2018-12-14': 1.1274, '2018-12-13': 1.1363, '2009-01-01': 1.399 });
  });

  it('refuses intraday bars as what they are', async () => {
    expect(await priceProblems('bitstamp-30min.csv')).toEqual([
      '3: date: 2014-06-23 22:30:00 and 2014-06-23 22:00:00 (line 2) are bars of one day: the file holds intraday bars, and import-prices reads one close a day (a daily file)',
    ]);
  });

  it('the Federal Reserve H.10 rates, from FRED and from the Fed, each as its pair; holidays skipped and named', async () => {
    const rates = async () => (await market.context().app.locals.services.market.fxHistory('1900-01-01', '2026-03-02')).map(({ base, quote, date, rate }) => `${base}/${quote} ${date} ${rate}`);
    const uk = await importer().importFedFile(join(FIXTURES, 'fred-dexusuk.csv'));
    expect(uk.warnings).toEqual([expect.stringMatching(/fred-dexusuk\.csv: 1 day without a rate \(a holiday: empty, "\." or ND\) skipped: line 4$/)]);
    await importer().importFedFile(join(FIXTURES, 'fred-dexjpus.csv'));
    expect(await rates()).toEqual(['GBP/USD 1971-01-04 2.3938', 'GBP/USD 1971-01-05 2.3949', 'GBP/USD 2026-02-20 1.35', 'USD/JPY 1971-01-04 357.73', 'USD/JPY 1971-01-05 357.81', 'USD/JPY 2026-02-20 154.99']);
    expect((await importer().importFedFile(join(FIXTURES, 'fed-h10-gbp.csv'))).warnings).toEqual([expect.stringMatching(/1 day without a rate .* line 9$/)]);
    expect((await rates()).filter((rate) => rate.includes('2024'))).toEqual(['GBP/USD 2024-05-31 1.2738']);
  });

  it('refuses clearly what is not a rate of two currencies, and each central bank file given to the other option', async () => {
    const fedProblems = (fixture: string) => refusal(() => importer().importFedFile(join(FIXTURES, fixture)));
    expect(await fedProblems('fed-h10-dollar-index.csv')).toEqual(
      ['JRXWTFB_N.M', 'JRXWTFN_N.M', 'JRXWTFO_N.M'].map((column) => `2: ${column}: unit Index:_1997_Jan_100 is not an exchange rate (Currency:_Per_XXX with a currency); import-fx --fed reads the H.10 spot rates`),
    );
    expect((await fedProblems('ecb-portal-deposit-rate.csv'))[0]).toMatch(/^1: header: TIME PERIOD, Deposit facility .* is not a FRED H\.10 exchange-rate series \(DEXUSEU, DEXJPUS, … : 22 currencies against the US dollar\)$/);
    for (const fixture of ['fred-dexusuk.csv', 'fed-h10-gbp.csv', 'ecb-portal-deposit-rate.csv']) {
      expect(await fxProblems(fixture)).toEqual(['1: header: expected Date followed by currency codes other than EUR (Date,USD,JPY,…)']);
    }
    // A file cut off inside its last rate (2024-05-31,1.2738 cut to 1.27) is refused there.
    const cut = join(market.context().dir, 'FRB_H10-cut.csv');
    writeFileSync(cut, readFileSync(join(FIXTURES, 'fed-h10-gbp.csv'), 'utf8').replace(/1\.2738(\r?\n)?$/, '1.27$1'));
    expect(await refusal(() => importer().importFedFile(cut))).toEqual(['10: RXI$US_N.B.UK: truncated: 1.27 has 2 decimals where every other rate of the series has 4; the file looks cut off here']);
    // Nor are they prices.
    expect((await priceProblems('fred-dexusuk.csv'))[0]).toMatch(/^1: header: no date column/);
  });
});
