import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REAL_MARKET_FIXTURES as FIXTURES, refusal, useMarketWithInstruments } from '../testing/market-files.js';

// Price files as vendors and libraries wrote them, excerpts of real files (fixtures/real/SOURCES.md);
// every expected close is read off the fixture's own line. The harness clock stands at 2026-03-02.
const market = useMarketWithInstruments(['SPX', 'BTC', 'AAPL', 'IDX', 'IBM', 'VIX', 'CNYUSD', 'DGS10']);
const importer = market.importer;
const closes = market.closes;
const problems = (fixture: string, ticker: string) => refusal(() => importer().importPriceFiles([join(FIXTURES, fixture)], { ticker }));

describe('real price files', () => {
  it('Yahoo ^GSPC: opens of 0 before 1962 are not recorded, kept with a warning naming their lines', async () => {
    const { result, closes: read } = await closes('yahoo-gspc.csv', 'SPX');
    expect(read).toEqual({ '1927-12-30': 17.65999984741211, '1961-12-29': 71.55000305175781, '1962-01-02': 70.95999908447266, '1962-01-03': 71.12999725341797, '2023-12-28': 4783.35009765625 });
    expect(result.warnings).toEqual([expect.stringMatching(/2 days with an open, high or low of 0 \(not recorded\), kept .*lines 4, 5$/)]);
  });

  it('Yahoo BTC-USD: null days skipped and named', async () => {
    const { result, closes: read } = await closes('yahoo-btc-usd-nulls.csv', 'BTC');
    expect(read).toEqual({ '2020-10-07': 10679.136719, '2020-10-08': 10923.62793, '2020-10-10': 11296.361328, '2020-10-11': 11384.181641, '2020-10-14': 11429.506836 });
    expect(result.warnings).toEqual([expect.stringMatching(/3 days with null prices skipped \(lines 4, 7, 8\)$/)]);
  });

  it("yfinance's three-line header: the Close (not the Adj Close) of each day, lines numbered as written", async () => {
    const { result, closes: read } = await closes('yfinance-aapl.csv', 'AAPL');
    expect(read).toEqual({ '2013-12-31': 20.036428451538086, '2014-01-02': 19.754642486572266, '2023-12-29': 192.52999877929688 });
    expect(result.warnings).toEqual([]);
  });

  it('yfinance takes its ticker from its Ticker line when none is given', async () => {
    await importer().importPriceFiles([join(FIXTURES, 'yfinance-aapl.csv')]);
    expect((await market.context().app.locals.services.market.latestPrices(['AAPL'], '2026-03-02')).get('AAPL')).toEqual({ date: '2023-12-29', close: 192.52999877929688 });
  });

  it('Nasdaq: Close/Last with dollar signs, month-first dates, newest first', async () => {
    expect((await closes('nasdaq-aapl.csv', 'AAPL')).closes).toEqual({ '2025-03-17': 214, '2025-03-18': 212.69, '2015-03-19': 31.8738 });
  });

  it('Investing.com: Price as the close, thousands separators, K volumes, an open of 0.0', async () => {
    const { result, closes: read } = await closes('investing-bitcoin.csv', 'BTC');
    expect(read).toEqual({ '2024-01-19': 41903.5, '2024-01-18': 41292.7, '2010-07-19': 0.1, '2010-07-18': 0.1 });
    expect(result.warnings).toEqual([expect.stringMatching(/1 day with an open, high or low of 0 \(not recorded\).*line 5$/)]);
  });

  it('Date,Close with two-digit years and a quoted thousands separator', async () => {
    expect((await closes('date-close-sp500.csv', 'SPX')).closes).toEqual({ '1990-01-02': 359.69, '1990-01-03': 358.76, '2023-10-18': 4314.6 });
  });

  it('Cboe VIX (no volume), Alpha Vantage (timestamp), Stooq FX (no volume), Tiingo, a generic file with OpenInterest', async () => {
    expect((await closes('cboe-vix.csv', 'VIX')).closes).toEqual({ '1990-01-02': 17.24, '1990-01-03': 18.19, '2023-10-18': 19.22 });
    expect((await closes('alphavantage-ibm.csv', 'IBM')).closes).toEqual({ '2024-11-29': 227.41, '2024-11-27': 226.92 });
    expect((await closes('stooq-cnyusd.csv', 'CNYUSD')).closes).toEqual({ '2015-01-05': 0.16063, '2015-01-06': 0.16085 });
    const tiingo = await closes('tiingo-ibm.csv', 'IBM');
    expect(tiingo.closes['2019-01-30']).toBe(134.38);
    expect(tiingo.result.warnings).toEqual([]);
    expect((await closes('backtrader-2006-day-001.txt', 'IDX')).closes).toEqual({ '2006-01-02': 3604.33, '2006-01-03': 3614.34 });
  });

  it('a dividend history and a FRED series are refused as what they are, not read as prices', async () => {
    expect(await problems('yfinance-aapl-dividends.csv', 'AAPL')).toEqual(['1: is a dividend history (Date,Dividends), not daily prices; dividends go in corporate_actions.csv (market import)']);
    expect(await problems('fred-dgs10.csv', 'DGS10')).toEqual([
      '1: header: no date column (Date, Timestamp, <DATE>) among observation_date, DGS10; no close column (Close, Adj Close, Close/Last, Price, <CLOSE>) among observation_date, DGS10',
    ]);
  });
});
