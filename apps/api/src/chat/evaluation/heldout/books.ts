import { CRYPTO_HEAVY, EMPTY, TRADER, USD_GROWTH, GBP_CONSERVATIVE } from '../books.js';
import type { Book } from '../reference.js';

/**
 * The held-out set's portfolios: four of the main set's books (reused by import) and three new
 * ones the main set never asked about: a EUR book with its own benchmark, a bond-only book and a
 * GBP book holding a ticker that has no market data (GOOG).
 */

/** EUR base, growth profile, own benchmark 80% ACWI / 20% AGG; holds EUR, USD and crypto. */
export const EUR_BENCH: Book = {
  key: 'eur-bench',
  baseCurrency: 'EUR',
  profile: { riskTolerance: 'growth', horizonYears: 15 },
  benchmark: { components: [{ ticker: 'ACWI', weight: 0.8 }, { ticker: 'AGG', weight: 0.2 }] },
  holdings: [
    { ticker: 'SAP', quantity: 25, costBasis: 180 },
    { ticker: 'ASML', quantity: 6, costBasis: 700 },
    { ticker: 'MSFT', quantity: 10, costBasis: 350 },
    { ticker: 'NVDA', quantity: 20, costBasis: 110 },
    { ticker: 'ETH', quantity: 2, costBasis: 3000 },
    { ticker: 'IEF', quantity: 30, costBasis: 94 },
  ],
};

/** USD base, conservative: bonds only (no equity, no cash). */
export const BOND_ONLY: Book = {
  key: 'bond-only',
  baseCurrency: 'USD',
  profile: { riskTolerance: 'conservative', horizonYears: 10 },
  holdings: [
    { ticker: 'AGG', quantity: 200, costBasis: 99 },
    { ticker: 'IEF', quantity: 120, costBasis: 96 },
  ],
};

/** GBP base, moderate; GOOG has no market data. */
export const GBP_UNPRICED: Book = {
  key: 'gbp-unpriced',
  baseCurrency: 'GBP',
  profile: { riskTolerance: 'moderate', horizonYears: 10 },
  holdings: [
    { ticker: 'SHEL', quantity: 150, costBasis: 24 },
    { ticker: 'GOOG', quantity: 10, costBasis: 140 },
    { ticker: 'AGG', quantity: 50, costBasis: 100 },
    { ticker: 'XOM', quantity: 20, costBasis: 105 },
  ],
};

export const HELDOUT_BOOKS: Book[] = [USD_GROWTH, GBP_CONSERVATIVE, CRYPTO_HEAVY, TRADER, EMPTY, EUR_BENCH, BOND_ONLY, GBP_UNPRICED];
export type HeldoutBookKey = 'usd-growth' | 'gbp-conservative' | 'crypto-heavy' | 'trader' | 'empty' | 'eur-bench' | 'bond-only' | 'gbp-unpriced';
