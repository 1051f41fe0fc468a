import { BOOKS } from '../books.js';
import type { Book } from '../reference.js';

/**
 * A book with a one-ticker benchmark (100% ACWI), so a comparison with it has one reading: the
 * benchmark's return is ACWI's price change, the book's the return of its holdings (all in USD, no
 * trades). Growth profile, equity above its band and bonds below it.
 */
export const USD_BENCHMARKED: Book = {
  key: 'usd-benchmarked',
  baseCurrency: 'USD',
  profile: { riskTolerance: 'growth', horizonYears: 15 },
  holdings: [
    { ticker: 'MSFT', quantity: 15, costBasis: 420 },
    { ticker: 'JPM', quantity: 20, costBasis: 240 },
    { ticker: 'XOM', quantity: 40, costBasis: 105 },
    { ticker: 'ACWI', quantity: 60, costBasis: 120 },
    { ticker: 'IEF', quantity: 25, costBasis: 96 },
  ],
  benchmark: { components: [{ ticker: 'ACWI', weight: 1 }] },
};

/** The books this set asks about: the shared seven and the benchmarked one. */
export const HELDOUT2_BOOKS: Book[] = [...BOOKS, USD_BENCHMARKED];
