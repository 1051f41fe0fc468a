import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PORTFOLIOS } from '../demo/seed.js';
import { createTestContext, type TestContext } from '../testing/harness.js';
import type { MarketDataRepository } from './repository.js';
import { generateSampleFiles } from './sample/generate.js';
import { SAMPLE_MARKET_DATA_DIR } from './sample-set.js';

const SAMPLE_END = '2026-11-13';
const TICKERS = ['AAPL', 'MSFT', 'NVDA', 'JPM', 'XOM', 'ASML', 'SAP', 'SHEL', 'ACWI', 'AGG', 'IEF', 'BTC', 'ETH'];

let ctx: TestContext;
let market: MarketDataRepository;

beforeAll(async () => {
  ctx = await createTestContext();
  market = ctx.app.locals.services.market;
  await ctx.app.locals.services.marketImport.importSample();
});
afterAll(() => ctx.close());

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

describe('the shipped sample set', () => {
  it('is exactly what the generator produces (reproducible) and small', () => {
    const generated = generateSampleFiles();
    const shipped = readdirSync(SAMPLE_MARKET_DATA_DIR).filter((f) => f in generated);
    expect(shipped.sort()).toEqual(Object.keys(generated).sort());
    let bytes = 0;
    for (const [file, content] of Object.entries(generated)) {
      const onDisk = readFileSync(join(SAMPLE_MARKET_DATA_DIR, file), 'utf8');
      expect(onDisk, `${file} differs from the generator; run npx tsx apps/api/src/market/sample/write.ts`).toBe(content);
      bytes += onDisk.length;
    }
    expect(bytes).toBeLessThan(1_000_000);
  });

  it('has the instruments, with more than a year of daily prices each', async () => {
    const instruments = await market.instruments(TICKERS);
    expect([...instruments.keys()].sort()).toEqual([...TICKERS].sort());
    expect(instruments.get('ASML')).toMatchObject({ currency: 'EUR', region: 'europe', assetClass: 'equity' });
    expect(instruments.get('SHEL')).toMatchObject({ currency: 'GBP', region: 'uk' });
    expect(instruments.get('IEF')).toMatchObject({ assetClass: 'fixed_income', sector: 'government_bonds' });
    expect(instruments.get('BTC')).toMatchObject({ assetClass: 'crypto', sector: 'digital_assets' });

    const history = await market.priceHistory(TICKERS, '2000-01-01', '2100-01-01');
    for (const ticker of TICKERS) {
      const series = history.get(ticker)!;
      expect(series[0]?.date, ticker).toBe('2025-10-01');
      expect(series.at(-1)?.date, ticker).toBe(SAMPLE_END);
      expect(daysBetween(series[0]!.date, series.at(-1)!.date)).toBeGreaterThan(365);
      const crypto = ticker === 'BTC' || ticker === 'ETH';
      const weekendCloses = series.filter((p) => [0, 6].includes(new Date(`${p.date}T00:00:00Z`).getUTCDay())).length;
      if (crypto) expect(series.length).toBe(daysBetween('2025-10-01', SAMPLE_END) + 1);
      else expect([weekendCloses, series.length > 250]).toEqual([0, true]);
      // No day moves more than 30%: the walk is plausible, not noise.
      for (let i = 1; i < series.length; i++) expect(Math.abs(Math.log(series[i]!.close / series[i - 1]!.close))).toBeLessThan(0.3);
    }
  });

  it('converts between USD, EUR and GBP on every day of the span', async () => {
    for (const date of ['2025-10-01', '2026-03-15', SAMPLE_END]) {
      for (const [base, quote] of [['EUR', 'USD'], ['USD', 'EUR'], ['GBP', 'USD'], ['USD', 'GBP'], ['EUR', 'GBP'], ['GBP', 'EUR']] as const) {
        const rate = await market.fxRate(base, quote, date);
        expect(rate, `${base}/${quote} ${date}`).toBeGreaterThan(0.5);
        expect(rate).toBeLessThan(2);
      }
    }
    const history = await market.fxHistory('2025-10-01', SAMPLE_END);
    expect(new Set(history.map((p) => `${p.base}/${p.quote}`))).toEqual(new Set(['EUR/USD', 'GBP/USD']));
  });

  it('has 10+ stories and 60+ dated, sourced developments with state changes, old and recent, one resolved', async () => {
    const stories = await market.allStories(SAMPLE_END);
    expect(stories.length).toBeGreaterThanOrEqual(10);
    const developments = stories.flatMap((s) => s.developments);
    expect(developments.length).toBeGreaterThanOrEqual(60);
    expect(developments.filter((d) => d.stateChanges.length > 0).length).toBeGreaterThanOrEqual(50);
    expect(developments.some((d) => daysBetween(d.date, SAMPLE_END) > 30)).toBe(true);
    expect(developments.some((d) => daysBetween(d.date, SAMPLE_END) <= 3)).toBe(true);
    expect(developments.every((d) => d.date >= '2025-10-01' && d.date <= '2026-11-12')).toBe(true);
    expect(stories.filter((s) => s.status === 'resolved').map((s) => s.id)).toEqual(['shell-rating']);
    expect(stories.map((s) => s.id)).toEqual(
      expect.arrayContaining(['fed-rate-path', 'us-inflation', 'chip-export-controls', 'oil-supply', 'us-bank-earnings', 'crypto-regulation', 'shell-rating', 'nvda-guidance']),
    );

    const sourceIds = developments.flatMap((d) => d.sourceIds);
    expect(developments.every((d) => d.sourceIds.length > 0)).toBe(true);
    const sources = await market.sources(sourceIds);
    expect(sources.size).toBe(new Set(sourceIds).size);
    for (const source of sources.values()) {
      expect(source.synthetic).toBe(true);
      expect(source.url).toMatch(/^https:\/\/example\.com\//);
    }
  });

  it('covers every holding of the demo portfolios with prices and relevant stories', async () => {
    for (const portfolio of DEMO_PORTFOLIOS) {
      const tickers = (portfolio.currentHoldings ?? []).map((h) => h.ticker);
      const instruments = await market.instruments(tickers);
      expect((await market.latestPrices(tickers, SAMPLE_END)).size).toBe(tickers.length);
      const all = [...instruments.values()];
      const stories = await market.storiesFor(
        {
          tickers,
          sectors: all.map((i) => i.sector),
          regions: all.map((i) => i.region),
          currencies: [portfolio.baseCurrency ?? 'USD', ...all.map((i) => i.currency)],
          assetClasses: all.map((i) => i.assetClass),
        },
        SAMPLE_END,
      );
      expect(stories.length, portfolio.externalId).toBeGreaterThanOrEqual(5);
    }
  });
});
