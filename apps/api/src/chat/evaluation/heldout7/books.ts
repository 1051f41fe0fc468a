import { HELDOUT6_BOOKS } from '../heldout6/books.js';
import type { Book } from '../reference.js';

/**
 * The books of held-out 7: the fourteen of held-out 6 (../heldout6/books.ts, reused by import) and one of
 * its own, `eur-diy`, built the same way (holdings at a cost, a profile, no trades): a EUR saver's world ETF
 * with a US stock, a UK stock priced in GBP, a little bitcoin and a Treasury fund, so three currencies
 * meet in one EUR book.
 */
export const EUR_DIY: Book = {
  key: 'eur-diy',
  baseCurrency: 'EUR',
  profile: { riskTolerance: 'growth', horizonYears: 12 },
  holdings: [
    { ticker: 'ACWI', quantity: 45, costBasis: 112 },
    { ticker: 'MSFT', quantity: 8, costBasis: 380 },
    { ticker: 'SHEL', quantity: 150, costBasis: 24, currency: 'GBP' },
    { ticker: 'BTC', quantity: 0.03, costBasis: 62000 },
    { ticker: 'IEF', quantity: 20, costBasis: 95 },
  ],
};

export const HELDOUT7_BOOKS: Book[] = [...HELDOUT6_BOOKS, EUR_DIY];
