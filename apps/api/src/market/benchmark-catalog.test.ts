import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BENCHMARK_NAMES, PortfolioInputSchema } from '@clarity/shared';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../i18n/catalog.js';
import { BENCHMARK_CATALOG, benchmarkByName, benchmarkDisplayName, resolveBenchmark } from './benchmark-catalog.js';
import { SAMPLE_MARKET_DATA_DIR } from './sample-set.js';

describe('the benchmark catalog', () => {
  it('has the named benchmarks the card and chat offer, each weighted to 1', () => {
    expect(BENCHMARK_CATALOG.map((b) => b.name)).toEqual(['sp500', 'msci_world', 'msci_acwi', 'euro_stoxx_50', 'dax', 'ftse_100', 'global_aggregate_bonds', 'blend_60_40']);
    for (const b of BENCHMARK_CATALOG) expect(b.components.reduce((s, c) => s + c.weight, 0), b.name).toBeCloseTo(1, 12);
    expect(resolveBenchmark({ name: 'blend_60_40' }).benchmark?.components).toEqual([
      { ticker: 'MXWO', weight: 0.6 },
      { ticker: 'LEGATRUU', weight: 0.4 },
    ]);
  });

  it('is backed by series the shipped sample set has (read from its files)', () => {
    const instruments = readFileSync(join(SAMPLE_MARKET_DATA_DIR, 'instruments.csv'), 'utf8').split('\n').slice(1).filter(Boolean).map((l) => l.split(','));
    const byTicker = new Map(instruments.map((row) => [row[0], row]));
    const priced = new Set(readFileSync(join(SAMPLE_MARKET_DATA_DIR, 'prices.csv'), 'utf8').split('\n').slice(1).map((l) => l.split(',')[0]));
    for (const b of BENCHMARK_CATALOG) {
      for (const c of b.components) {
        expect(byTicker.has(c.ticker), `${b.name}: ${c.ticker}`).toBe(true);
        expect(priced.has(c.ticker), `${b.name}: ${c.ticker} priced`).toBe(true);
      }
    }
    // The added index series say they are synthetic; ACWI is the sample's existing index fund.
    for (const ticker of ['SPX', 'MXWO', 'SX5E', 'DAX', 'UKX', 'LEGATRUU']) expect(byTicker.get(ticker)?.[1]).toMatch(/\(synthetic\)$/);
  });

  it('finds a benchmark by its name or an alias in any of the four languages', () => {
    const cases: [string, 'en' | 'de' | 'fr' | 'es', string | null][] = [
      ['sp500', 'en', 'sp500'],
      ['How did I do against the S&P 500?', 'en', 'sp500'],
      ['compare me with the s&p-500 please', 'en', 'sp500'],
      ['Wie schlage ich mich gegen den Dax 40?', 'de', 'dax'],
      ['Vergleich mit dem MSCI World', 'de', 'msci_world'],
      ['Comparez avec l’Euro Stoxx 50', 'fr', 'euro_stoxx_50'],
      ['par rapport aux obligations mondiales', 'fr', 'global_aggregate_bonds'],
      ['¿Y frente al índice de bonos global?', 'es', 'global_aggregate_bonds'],
      ['comparado con una cartera 60/40', 'es', 'blend_60_40'],
      ['versus the FTSE', 'en', 'ftse_100'],
      ['MSCI ACWI', 'fr', 'msci_acwi'],
      // Whole words only: "dax" inside another word, or an unknown index, names nothing.
      ['How is Daxter doing?', 'en', null],
      ['against the Nikkei 225', 'en', null],
    ];
    for (const [text, locale, expected] of cases) expect(benchmarkByName(text, locale)?.name ?? null, text).toBe(expected);
  });

  it('prefers the longest phrase: "MSCI World" is not the S&P, "Euro Stoxx 50" not a bare "Stoxx"', () => {
    expect(benchmarkByName('msci world index vs s&p', 'en')?.name).toBe('msci_world');
  });

  it('has a display name in every locale for every benchmark', () => {
    for (const name of BENCHMARK_NAMES) {
      for (const locale of SUPPORTED_LOCALES) expect(benchmarkDisplayName(name, locale).length, `${name} ${locale}`).toBeGreaterThan(2);
    }
    expect(benchmarkDisplayName('sp500', 'de')).toBe('S&P 500');
    expect(benchmarkDisplayName('global_aggregate_bonds', 'fr')).toMatch(/obligataire/);
  });

  it('the portfolio schema takes a catalog name, and names the field of an unknown one', () => {
    expect(PortfolioInputSchema.parse({ externalId: 'a', benchmark: { name: 'dax' } }).benchmark).toEqual({ name: 'dax' });
    const failed = PortfolioInputSchema.safeParse({ externalId: 'a', benchmark: { name: 'nikkei' } });
    expect(failed.success).toBe(false);
    expect(failed.error?.issues.map((i) => i.path)).toEqual([['benchmark', 'name']]);
  });
});
